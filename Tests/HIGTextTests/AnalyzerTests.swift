import Testing
import HIGText

/// Token streams, Lucene `assertAnalyzesTo` style: `term@position[start,end)` with
/// UTF-16 offsets into the original text.
@Suite struct AnalyzerTests {
    let analyzer = Analyzer()

    /// The n-gram and word stream; sound keys and initials have tests of their own
    /// (`SoundKeyTests`, `ChoseongTests`).
    func stream(_ text: String, _ mode: AnalysisMode = .document) -> [String] {
        analyzer.tokens(text, mode: mode).filter { $0.kind != .sound && !$0.kind.isChoseong }.map(\.description)
    }

    @Test func particlesKeepTheStemBigram() {
        #expect(stream("모달을") == ["모@0[0,1)", "모달@0[0,2)", "달을@1[1,3)"])
        #expect(stream("모달이") == ["모@0[0,1)", "모달@0[0,2)", "달이@1[1,3)"])
        #expect(stream("모달을", .query) == ["모달@0[0,2)", "달을@1[1,3)"])
    }

    @Test func spacedAndUnspacedPhrasesShareTermsAndPositions() {
        #expect(stream("모달 뷰") == ["모@0[0,1)", "모달@0[0,2)", "달뷰@1[1,4)", "뷰@2[3,4)"])
        #expect(stream("모달뷰") == ["모@0[0,1)", "모달@0[0,2)", "달뷰@1[1,3)"])
        #expect(stream("모달 뷰", .query) == ["모달@0[0,2)", "달뷰@1[1,4)", "뷰@2[3,4)"])
        #expect(stream("모달뷰", .query) == ["모달@0[0,2)", "달뷰@1[1,3)"])
        let kinds = analyzer.tokens("모달 뷰", mode: .query).map(\.kind)
        #expect(kinds == [.bigram, .spacedBigram, .unigram])
    }

    @Test func longerPhraseWithParticles() {
        #expect(stream("뷰를 닫기 전에", .query) == [
            "뷰를@0[0,2)", "를닫@1[1,4)", "닫기@2[3,5)", "기전@3[4,7)", "전에@4[6,8)",
        ])
        #expect(stream("뷰를닫기전에", .query) == [
            "뷰를@0[0,2)", "를닫@1[1,3)", "닫기@2[2,4)", "기전@3[3,5)", "전에@4[4,6)",
        ])
    }

    @Test func loneSyllablesAreUnigrams() {
        #expect(stream("이 앱", .query) == ["이@0[0,1)", "이앱@0[0,3)", "앱@1[2,3)"])
        #expect(stream("창") == ["창@0[0,1)"])
        #expect(stream("앱을 열기") == ["앱@0[0,1)", "앱을@0[0,2)", "을열@1[1,4)", "열@2[3,4)", "열기@2[3,5)"])
    }

    @Test func mixedScriptSplitsAtScriptBoundaries() {
        #expect(stream("progress bar를", .query) == ["progress@0[0,8)", "bar@1[9,12)", "를@2[12,13)"])
        #expect(stream("모달 view를 닫기", .query) == [
            "모달@0[0,2)", "view@2[3,7)", "를@3[7,8)", "를닫@3[7,10)", "닫기@4[9,11)",
        ])
        // Porter 2 reads the final s of "ios" as a plural; queries stem the same way.
        #expect(stream("iOS13") == ["io@0[0,3)", "13@1[3,5)"])
        #expect(analyzer.terms("iOS 13") == analyzer.terms("ios13"))
    }

    @Test func lineBreaksEndAPhrase() {
        #expect(stream("모달\n뷰") == ["모@0[0,1)", "모달@0[0,2)", "뷰@2[3,4)"])
    }

    @Test func nonBreakingSpaceIsASpace() {
        #expect(stream("모달\u{00A0}뷰") == stream("모달 뷰"))
        #expect(stream("modal\u{00A0}view") == ["modal@0[0,5)", "view@1[6,10)"])
    }

    @Test func decomposedJamoMapToTheOriginalRange() {
        let nfd = "모달을".decomposedStringWithCanonicalMapping
        #expect(Array(nfd.utf16).count == 8)
        #expect(stream(nfd) == ["모@0[0,2)", "모달@0[0,5)", "달을@1[2,8)"])
    }

    @Test func curlyQuotesAndApostrophes() {
        #expect(stream("\u{201C}Done\u{201D} button") == ["done@0[1,5)", "button@1[7,13)"])
        #expect(stream("Don\u{2019}t dismiss") == ["don't@0[0,5)", "dismiss@1[6,13)"])
    }

    @Test func englishInflectionsShareAStem() {
        #expect(analyzer.terms("dismissing dismisses dismissed dismiss").filter { !$0.hasPrefix("~") } == ["dismiss"])
        #expect(stream("Views") == ["view@0[0,5)"])
        #expect(stream("CAFÉ") == ["café@0[0,4)"])
    }

    @Test func stopWordsKeepTheirPositions() {
        #expect(stream("Close the modal view") == ["close@0[0,5)", "modal@2[10,15)", "view@3[16,20)"])
        #expect(stream("a the of", .query).isEmpty)
    }

    @Test func emptyAndPunctuationOnlyInputGiveNoTokens() {
        #expect(stream("").isEmpty)
        #expect(stream("   \u{00A0}\n\t").isEmpty)
        #expect(stream("…!? — (“”) ※ ·").isEmpty)
    }

    @Test func supplementaryCharactersCountTwoUnits() {
        #expect(stream("😀 모달") == ["모@0[3,4)", "모달@0[3,5)"])
    }

    @Test func overlongWordsAreSkippedButTakeAPosition() {
        let long = String(repeating: "x", count: 60)
        #expect(stream("\(long) modal") == ["modal@1[61,66)"])
    }
}

/// Initials (초성): `term@position[start,end)` of the choseong tokens only.
@Suite struct ChoseongTests {
    let analyzer = Analyzer()

    /// The n-grams of initials (word-initials terms have a test of their own).
    func initials(_ text: String, _ mode: AnalysisMode = .document) -> [String] {
        analyzer.tokens(text, mode: mode).filter { $0.kind.isChoseong && $0.kind != .choseongWord }.map(\.description)
    }

    @Test func documentsIndexEveryPairOfInitialsAndEachWordsFirst() {
        #expect(initials("모달 뷰를") == ["ㅁ@0[0,1)", "ㅁㄷ@0[0,2)", "ㄷㅂ@1[1,4)", "ㅂ@2[3,4)", "ㅂㄹ@2[3,5)"])
        #expect(initials("모달뷰를") == ["ㅁ@0[0,1)", "ㅁㄷ@0[0,2)", "ㄷㅂ@1[1,3)", "ㅂㄹ@2[2,4)"])
        let kinds = analyzer.tokens("모달 뷰", mode: .document).filter { $0.kind.isChoseong && $0.kind != .choseongWord }.map(\.kind)
        #expect(kinds == [.choseongUnigram, .choseongBigram, .choseongSpacedBigram, .choseongUnigram])
    }

    @Test func wordsGiveTheirInitialsWhole() {
        func words(_ text: String, _ mode: AnalysisMode) -> [String] {
            analyzer.tokens(text, mode: mode).filter { $0.kind == .choseongWord }.map(\.description)
        }
        // Without the particle; one-syllable words give none.
        #expect(words("디텐트를 쓴 시트", .document) == ["=ㄷㅌㅌ@0[0,3)", "=ㅅㅌ@5[7,9)"])
        #expect(words("ㄷㅌㅌ ㅅ", .query) == ["=ㄷㅌㅌ@0[0,3)"])
        #expect(words("디텐트", .query).isEmpty)
        #expect(!Token.Kind.choseongWord.storesPositions && !Token.Kind.choseongBigram.storesPositions)
    }

    @Test func aQueryOfSyllablesMakesNoInitials() {
        #expect(initials("모달 뷰를", .query).isEmpty)
    }

    @Test func typedJamoMeetTheInitialsOfTheSyllablesTheyStandFor() {
        #expect(initials("ㄱㅅ ㄱㄹ", .query) == ["ㄱㅅ@0[0,2)", "ㅅㄱ@1[1,4)", "ㄱㄹ@2[3,5)"])
        #expect(initials("ㅌ", .query) == ["ㅌ@0[0,1)"])
        // The last word half-typed: its jamo pairs with the syllable before.
        #expect(initials("모달 ㅂ", .query) == ["ㄷㅂ@1[1,4)", "ㅂ@2[3,4)"])
        // Every query term of initials is a term of the document that spells them.
        let document = Set(analyzer.terms("검색 기록을 지우기", mode: .document))
        #expect(Set(analyzer.terms("ㄱㅅ ㄱㄹ", mode: .query)).isSubset(of: document))
        // Typed without the space, the n-grams still meet (the word's initials as a whole do not).
        #expect(Set(analyzer.terms("ㄱㅅㄱㄹ", mode: .query).filter { !$0.hasPrefix("=") }).isSubset(of: document))
    }

    @Test func vowelsTypedAloneHaveNoInitial() {
        #expect(initials("ㅠㅠ", .query).isEmpty)
        #expect(initials("ㅁㅏㄷ", .query) == [])
    }

    @Test func jamoTakeAPositionButMakeNoSyllableNGram() {
        #expect(stream("모ㄷ 뷰", .query) == ["뷰@2[3,4)"])
    }

    func stream(_ text: String, _ mode: AnalysisMode) -> [String] {
        analyzer.tokens(text, mode: mode).filter { $0.kind != .sound && !$0.kind.isChoseong }.map(\.description)
    }
}

@Suite struct TermMatcherTests {
    let analyzer = Analyzer()

    @Test func matchingGivesTheFilteredTokenStream() {
        let texts = [
            "모달 뷰를 닫는 버튼을 항상 넣으세요. Always include a button that dismisses the modal view.",
            "진행 막대(progress bar)는 90퍼센트에서 멈추지 마세요. iOS13 앱 창 을",
            "보조 창을 열기 전에 앱을 확인하세요", "", "…", "Don\u{2019}t dismiss; 12 views",
        ]
        let termSets: [[String]] = [
            ["모달", "달뷰", "버튼", "dismiss", "view"], ["창", "앱", "90", "progress", "io", "을"],
            ["전에", "기전", "보조", "조창"], ["don't", "12"], [], ["ㅁㄷ", "ㄷㅂ", "ㅂ", "ㅊ", "ㅈㅊ"],
        ]
        for text in texts {
            let all = analyzer.tokens(text, mode: .document)
            for terms in termSets {
                let matcher = TermMatcher(terms)
                let expected = all.filter { Set(terms).contains($0.term) }
                #expect(analyzer.tokens(MatchText(text), mode: .document, matching: matcher) == expected, "\(text) / \(terms)")
            }
        }
    }

    @Test func tokensKnowWhetherTheyStartAWord() {
        let tokens = Analyzer().tokens("표시기 시기를", mode: .document)
        #expect(tokens.filter { $0.term == "시기" }.map(\.startsWord) == [false, true])
    }
}

@Suite struct MatchTextTests {
    @Test func agreesWithNormalizer() {
        let samples = ["  Hello\u{00A0}World  ", "“Quoted” — text’s", "모달을   닫기", "e\u{301}cole", "Tab\tand\u{200B}zero"]
        for sample in samples {
            let collapsed = MatchText(sample).string
                .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            #expect(collapsed == Normalizer.normalize(sample).lowercased(), "\(sample)")
        }
    }

    @Test func conjoiningJamoLeftAloneBecomeTheJamoTyped() {
        // An input method mid-syllable may send a lone conjoining initial (U+1106).
        #expect(MatchText("모\u{1106}").string == "모ㅁ")
    }

    @Test func mapsEveryScalarToItsOriginalCluster() {
        let text = MatchText("e\u{301}A")
        #expect(text.string == "éa")
        #expect(text.starts == [0, 2])
        #expect(text.ends == [2, 3])
    }
}

@Suite struct SentenceSplitterTests {
    @Test func abbreviationsAndLowerCaseContinuationsDoNotEndASentence() {
        let text = "Use a short title, e.g. Done. iOS 13. and later support it. 모달을 닫으세요. Next one."
        let sentences = SentenceSplitter.sentences(in: text).map { $0.text(in: text) }
        #expect(sentences == ["Use a short title, e.g. Done.", "iOS 13. and later support it.", "모달을 닫으세요.", "Next one."])
    }

    func split(_ text: String) -> [String] {
        let units = Array(text.utf16)
        let sentences = SentenceSplitter.sentences(in: text)
        let byUTF16 = sentences.map { String(decoding: units[$0.utf16], as: UTF16.self) }
        let byUTF8 = sentences.map { $0.text(in: text) }
        #expect(byUTF16 == byUTF8)
        return byUTF8
    }

    @Test func splitsOnTerminatorsAndLines() {
        #expect(split("Use a sheet. Keep it short!\n모달을 닫으세요. 좋습니다") ==
                ["Use a sheet.", "Keep it short!", "모달을 닫으세요.", "좋습니다"])
        #expect(split("Version 1.5 is out. “Quoted.” Next") == ["Version 1.5 is out.", "“Quoted.”", "Next"])
        #expect(split("  \n ").isEmpty)
        #expect(split("가。나 😀 다.\u{2028}라") == ["가。", "나 😀 다.", "라"])
        #expect(SentenceSplitter.firstSentence(in: "  One. Two.")?.utf16 == 2..<6)
    }
}
