import Foundation
import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

/// How queries typed the way Korean designers type them are read: 초성, half-typed words,
/// typos, the English layout, other languages' terms, rule IDs, questions.
@Suite struct QueryInterpretationTests {
    func first(_ query: String) -> SearchResult? { Fixtures.search(query).results.first }

    func koreanOf(_ result: SearchResult?) -> String { result?.rule.translations.map(\.text).joined() ?? "" }

    @Test(arguments: [("ㅁㄷ", "모달"), ("ㅍㄹㅇㅅㅎㄷ", "플레이스홀더"), ("ㅎㄷ ㅍㅅㄱ", "활동 표시기"), ("ㅎㄷㅍㅅㄱ", "활동 표시기")])
    func initialsFindTheWords(query: String, words: String) throws {
        let result = try #require(first(query))
        #expect(koreanOf(result).contains(words), "\(query)")
        #expect(result.korean?.highlightedTexts.contains { $0.contains(words.prefix(2)) } == true, "\(query) highlights")
    }

    @Test func aHalfTypedLastWordIsCompleted() throws {
        // 플레이스홀 is on its way to 플레이스홀더; 로디 to 로딩.
        #expect(koreanOf(first("플레이스홀")).contains("플레이스홀더"))
        #expect(koreanOf(first("로디")).contains("로딩"))
        // A jamo being typed after a word: 활동 ㅍ (표시기).
        #expect(koreanOf(first("활동 ㅍ")).contains("활동 표시기"))
        #expect(Fixtures.search("플레이스홀").correctedQuery == nil, "completion is not a correction")
    }

    @Test func koreanTyposAreCorrectedAtTheJamoLevelAndShown() throws {
        let response = Fixtures.search("모덜")
        #expect(response.correctedQuery == "모달")
        #expect(koreanOf(response.results.first).contains("모달"))
        #expect(Fixtures.search("플레이스홀도를").correctedQuery == "플레이스홀더를", "the particle stays")
    }

    @Test func englishTyposAreCorrectedByEditDistance() throws {
        let response = Fixtures.search("dismis modal")
        #expect(response.correctedQuery == "dismiss modal")
        // The correction scores at its discount, so the rule saying "dismiss" stays in a near tie
        // with the one saying "close" (닫기) that the glossary links to it.
        #expect(response.results.prefix(2).map(\.id.rawValue).contains("modality-4"))
        #expect(Fixtures.search("placehodler").correctedQuery == "placeholder", "a swap is one edit")
        // Too short to correct: one edit from many words.
        #expect(Fixtures.search("vew").correctedQuery == nil)
    }

    @Test func englishWordsTypedTogetherAreSplit() throws {
        let response = Fixtures.search("progressbar")
        #expect(response.correctedQuery == "progress bar")
        #expect(response.results.first?.id.rawValue.hasPrefix("progress-indicators") == true)
        #expect(Fixtures.search("ProgressBar").correctedQuery == "progress bar", "camel case too")
        let interpreter = Fixtures.searcher.interpreter
        #expect(interpreter.split(english: "modalview") == "modal view")
        #expect(interpreter.split(english: "progress") == nil, "no cut gives two words the index knows")
        #expect(interpreter.split(english: "theview") == nil, "a stop word is no half")
        #expect(interpreter.split(english: "zzzbar") == nil)
    }

    @Test func koreanTypedOnTheEnglishLayoutIsConverted() throws {
        let response = Fixtures.search("ahekf")
        #expect(response.correctedQuery == "모달")
        #expect(koreanOf(response.results.first).contains("모달"))
        #expect(Fixtures.search("ahekf qjxms").correctedQuery == "모달 버튼")
        #expect(Fixtures.search("modal").correctedQuery == nil, "English stays English")
    }

    @Test func exactMatchesOutrankCorrectedOnes() throws {
        let source = Source(document: "x.txt", title: "X", lines: LineRange(1, 1))
        func rule(_ n: Int, _ korean: String) -> Rule {
            Rule(id: RuleID("t-\(n)"), topic: RuleFixtures.modality, kind: .guideline, english: [],
                 translations: [Translation(title: korean, text: korean, source: source)], order: n)
        }
        // 모델 (a model) is a word of the index: it is searched as typed, not corrected to 모달.
        let rules = [rule(1, "모달 화면을 닫으세요."), rule(2, "모달 화면을 자주 띄우지 마세요."), rule(3, "모델 목록을 보여주세요.")]
        let searcher = Searcher(reader: try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "e")))
        let response = searcher.search(SearchQuery(text: "모델"))
        #expect(response.correctedQuery == nil)
        #expect(response.results.first?.id.rawValue == "t-3")
    }

    @Test func englishQueriesReachKoreanOnlyRulesThroughTheGlossary() throws {
        // modality-8 has no English; "modal" is 모달 in the glossary.
        #expect(Fixtures.ids("stacked modal views").contains("modality-8"))
        let korean = try #require(Fixtures.search("toolbar track").results.first)
        #expect(korean.id.rawValue == "progress-indicators-4")
        #expect(korean.korean?.highlightedTexts.contains("툴바") == true, "the Korean term is marked")
    }

    @Test func transliterationsFindTranslations() throws {
        // 프로그레스 바 is nowhere in the rules; progress bar and 진행 막대 are.
        let results = Fixtures.search("프로그레스 바").results
        #expect(results.first.map { $0.id.rawValue.hasPrefix("progress-indicators") } == true)
        #expect(results.first?.korean?.highlightedTexts.contains("진행 막대") == true || results.first?.english?.highlightedTexts.contains("progress") == true)
    }

    @Test(arguments: ["modality-4", "Modality-4", "MODALITY 4", "modality4", "modalty-4", "modality_4"])
    func aQueryNamingARuleIDPutsItFirst(query: String) {
        #expect(Fixtures.ids(query).first == "modality-4", "\(query)")
    }

    @Test func idShapedQueriesThatNameNoRuleSearchAsText() {
        #expect(RuleIDQuery.parse("iOS 13")?.prefix == "ios")
        #expect(Fixtures.ids("progress 90").first != nil)
        #expect(RuleIDQuery.parse("모달 닫는 버튼") == nil)
        #expect(RuleIDQuery.parse("1234") == nil)
    }

    @Test func questionWordsDoNotDrownTheContent() throws {
        #expect(first("모달은 언제 사용하나요")?.id.rawValue == "modality-2")
        #expect(first("how do I keep activity indicators moving?")?.id.rawValue == "progress-indicators-2")
        let plan = QueryPlan(text: "언제 모달", analyzer: Analyzer())
        let weights = Dictionary(uniqueKeysWithValues: plan.terms.map { ($0.text, $0.weight) })
        #expect(weights["언제"]! < 0.2 && weights["모달"] == 1)
        // 몇 and its counter ask "how many"; -을지 말지 asks "whether".
        let counted = QueryWords("버튼 몇 개까지", analyzer: Analyzer())
        #expect(counted.questionRanges == [3..<4, 5..<8])
        #expect(QueryWords("몇개 버튼", analyzer: Analyzer()).questionRanges == [0..<2])
        #expect(QueryWords("넣을지 말지", analyzer: Analyzer()).questionRanges == [1..<3, 4..<6])
        // "how long" asks for a measure, as 몇 개 does; "long press" is content.
        #expect(QueryWords("how long should a title be", analyzer: Analyzer()).questionWords == [0, 1, 2])
        #expect(QueryWords("long press menu", analyzer: Analyzer()).questionWords.isEmpty)
    }

    @Test func bigramsIntoAParticleOnlyRefineTheOrder() throws {
        let plan = QueryPlan(text: "닫기 버튼을 항상 모달버튼을", analyzer: Analyzer())
        let reaches = Dictionary(plan.terms.map { ($0.text, $0.reachesEnding) }, uniquingKeysWith: { $0 && $1 })
        // 튼을 reaches into 을 in both words; 버튼, 닫기, 항상 and 달버 (inside the compound) do not.
        #expect(reaches["튼을"] == true)
        #expect(reaches["버튼"] == false && reaches["닫기"] == false && reaches["항상"] == false && reaches["달버"] == false)
        // So does what follows a noun made a verb by 하다 (지정하지: 정하, 하지).
        let verb = Dictionary(QueryPlan(text: "레이아웃 지정하지 않기", analyzer: Analyzer()).terms.map { ($0.text, $0.reachesEnding) },
                              uniquingKeysWith: { $0 && $1 })
        #expect(verb["정하"] == true && verb["하지"] == true && verb["지정"] == false && verb["레이"] == false)
        // A bigram that is a particle in one word and a stem in another finds candidates.
        let mixed = QueryPlan(text: "버튼을 튼을", analyzer: Analyzer())
        #expect(mixed.terms.first { $0.text == "튼을" }?.reachesEnding == false)
        // Phase 1 leaves it out; the rule with the words typed is still found first.
        var resolved = Fixtures.searcher.prepare(SearchQuery(text: "닫기 버튼을 항상"))!.plan
        Fixtures.reader.withBytes { resolved.resolve(in: Fixtures.reader, raw: $0) }
        let finding = Fixtures.searcher.candidateTerms(resolved).map { resolved.terms[$0].text }
        #expect(!finding.contains("튼을") && finding.contains("버튼"))
        #expect(first("모달 닫기 버튼을")?.id == first("모달 닫기 버튼")?.id)
    }

    /// A learned lexicon that translates every English stem and Korean word it is asked about.
    struct EveryWordTranslates: LearnedTranslations {
        func translations(ofEnglishStem stem: String) -> [(term: String, weight: Double)] { [("\(stem)x", 0.9)] }
        func translations(ofKorean word: String) -> [(term: String, weight: Double)] { [("translat", 0.9)] }
    }

    @Test func stopWordsAreNotTranslated() throws {
        // "be" and "a" occur beside every word in the aligned rules, so a lexicon learns noise for them.
        let analyzer = Analyzer()
        let expansion = QueryExpansion(glossary: try Glossary(parsing: "", stemmer: analyzer.stemmer), learned: { EveryWordTranslates() })
        let words = QueryWords("should a title be short", analyzer: analyzer)
        let (blocks, _) = expansion.blocks(for: words, analyzer: analyzer) { _, _ in true }
        let translated = blocks.flatMap { block -> [Int] in
            if case let .all(slots) = block.slots { return slots }
            return []
        }
        #expect(Set(translated) == [2, 4], "only title and short are translated")
    }

    /// Rules of one topic, Korean only, for the corrections below.
    func koreanSearcher(_ texts: [String], topic: Topic = RuleFixtures.modality) throws -> Searcher {
        let source = Source(document: "x.txt", title: "X", lines: LineRange(1, 1))
        let rules = texts.enumerated().map { n, korean in
            Rule(id: RuleID("t-\(n + 1)"), topic: topic, kind: .guideline, english: [],
                 translations: [Translation(title: korean, text: korean, source: source)], order: n + 1)
        }
        return Searcher(reader: try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "q")))
    }

    /// A learned lexicon with one strong and one weak English translation of every Korean word.
    struct StrongAndWeak: LearnedTranslations {
        func translations(ofEnglishStem stem: String) -> [(term: String, weight: Double)] { [] }
        func translations(ofKorean word: String) -> [(term: String, weight: Double)] {
            [("strong", 0.5), ("weak", QueryExpansion.learnedMinimumWeight / 2)]
        }
    }

    @Test func weakLearnedPairsAreNotSearched() throws {
        // A weak pair is as often two words that share sentences as a translation.
        let analyzer = Analyzer()
        let expansion = QueryExpansion(glossary: try Glossary(parsing: "", stemmer: analyzer.stemmer), learned: { StrongAndWeak() })
        let (blocks, _) = expansion.blocks(for: QueryWords("스크린", analyzer: analyzer), analyzer: analyzer) { _, _ in true }
        #expect(blocks.map(\.text) == ["strong"])
    }

    @Test func everySpellingOfAConceptWeighsAsItsMostCommonOne() throws {
        // The glossary says 툴바 and 도구 막대 are one thing; the rules say 툴바 once and 도구 막대 four times.
        let searcher = try koreanSearcher(["툴바 항목을 정렬하세요."] + (1...4).map { "도구 막대 항목 \($0)개를 유지하세요." }
                                          + ["버튼을 누르세요.", "시트를 닫으세요."])
        func idfs(_ query: String) throws -> [String: Double] {
            var prepared = try #require(searcher.prepare(SearchQuery(text: query)))
            searcher.reader.withBytes { prepared.plan.resolve(in: searcher.reader, raw: $0) }
            return Dictionary(prepared.plan.terms.filter { $0.info != nil }.map { ($0.text, $0.idf) }, uniquingKeysWith: max)
        }
        let concept = try idfs("툴바")
        let rare = try #require(concept["툴바"]), common = try #require(concept["막대"])
        #expect(abs(rare - common) < 1e-9, "the rare spelling weighs as the common one")
        // A word no glossary term covers keeps its own IDF: 툴바 is rarer than 항목.
        let plain = try idfs("정렬 항목")
        #expect(try #require(plain["정렬"]) > (try #require(plain["항목"])))
    }

    @Test func aTranslationOfSeveralWordsCoversThemOnlyWhole() throws {
        // 진행 표시줄 → progress bar: `bar` alone (a scope bar) says nothing of 진행.
        let interpretation = Fixtures.searcher.interpreter.interpret("진행 표시줄")
        let plan = QueryPlan(blocks: interpretation.blocks, segments: interpretation.segments, analyzer: Analyzer())
        let bar = try #require(plan.terms.firstIndex { $0.text == "bar" })
        let progress = try #require(plan.terms.firstIndex { $0.text == "progress" })
        #expect(plan.terms[bar].coverSlots.isEmpty && plan.terms[bar].slots == [0, 1])
        #expect(plan.phrases.contains { Set($0.leads) == [bar, progress] && $0.slots == [0, 1] })
        // The words typed cover their own word only.
        let typed = try #require(plan.terms.firstIndex { $0.text == "진행" })
        #expect(plan.terms[typed].coverSlots == [0])
    }

    @Test func aLongHangulWordIsCoveredByAllOfItsStemsBigrams() throws {
        // 스플 starts 스플릿 (split) as well as 스플래시: it stands for a two-syllable word only.
        let plan = QueryPlan(text: "스플래시를 켜기", analyzer: Analyzer())
        func term(_ text: String) throws -> Int { try #require(plan.terms.firstIndex { $0.text == text }) }
        let first = try term("스플"), stem = Set([first, try term("플래"), try term("래시")]), particle = try term("시를")
        #expect(plan.terms[first].coverSlots.isEmpty)
        #expect(plan.phrases.contains { Set($0.leads) == stem && $0.slots == [0] })
        #expect(!plan.phrases.contains { $0.leads.contains(particle) }, "the particle is not the word's")
        // A word of two syllables is still covered by its bigram.
        let short = try term("켜기")
        #expect(plan.terms[short].coverSlots == [1])
    }

    @Test func aCorrectionIsShownWhereTheBestResultHasTheCorrectedWord() throws {
        // 모덜 → 모달, but the best result for 모덜 화면 is the rule saying 화면 three times, which has no 모달
        // (on a page whose name has no 모달 either).
        let searcher = try koreanSearcher(["모달을 닫으세요.", "화면 화면 화면을 나누세요.", "버튼을 누르세요.", "시트를 여세요."],
                                          topic: RuleFixtures.loading)
        let response = searcher.search(SearchQuery(text: "모덜 화면"))
        #expect(response.results.first?.id.rawValue == "t-2")
        #expect(response.correctedQuery == nil, "the results are not for 모달")
        #expect(response.results.contains { $0.id.rawValue == "t-1" }, "the correction is still searched")
        #expect(searcher.search(SearchQuery(text: "모덜")).correctedQuery == "모달")
    }

    @Test func questionWordsAreNeitherCorrectedNorTranslated() throws {
        // 개까지 (몇's counter) is one edit from 때까지, a word of the rules; it asks "how many".
        let searcher = try koreanSearcher(["버튼을 누를 때까지 기다리세요.", "버튼은 다섯 개를 넘지 않게 하세요."])
        #expect(searcher.search(SearchQuery(text: "버튼 몇 개까지")).correctedQuery == nil)
        #expect(QueryWords("버튼 몇 개까지", analyzer: Analyzer()).questionWords == [1, 2])
        #expect(QueryWords("모달은 언제 사용하나요", analyzer: Analyzer()).questionWords == [1])
    }

    @Test func aQuestionForAnAmountFindsTheRuleThatSetsALimit() throws {
        // The first rule says 라디오 버튼 more often; only the second answers "how many".
        let searcher = try koreanSearcher(["라디오 버튼은 서로 배타적인 선택지를 보여 줍니다. 라디오 버튼을 세로로 정렬하세요.",
                                           "라디오 버튼을 너무 많이 나열하지 마세요."])
        #expect(searcher.search(SearchQuery(text: "라디오 버튼 몇 개까지")).results.first?.id.rawValue == "t-2")
        #expect(searcher.search(SearchQuery(text: "라디오 버튼")).results.first?.id.rawValue == "t-1",
                "without the question, the rule saying the words more often comes first")
        // The cue stands for the question word, at less weight than any spelling of a query word.
        let blocks = searcher.interpreter.answerCues(QueryWords("how long should a title be", analyzer: Analyzer()))
        #expect(blocks.count == 1 && blocks[0].factor < QueryExpansion.synonymFactor)
        #expect(blocks.first?.text == QuestionWords.AnswerCue.measure.text)
        #expect(searcher.interpreter.answerCues(QueryWords("long press title", analyzer: Analyzer())).isEmpty)
    }

    @Test func anotherFormOfAVerbIsNotATypo() throws {
        // 묶기 and 묶거나 are both 묶다; 모덜 is a misspelt 모달.
        let searcher = try koreanSearcher(["항목을 묶거나 나누세요.", "모달 화면을 닫으세요."])
        #expect(searcher.search(SearchQuery(text: "항목 묶기")).correctedQuery == nil)
        #expect(searcher.search(SearchQuery(text: "모덜 화면")).correctedQuery == "모달 화면")
        #expect(QueryInterpreter.isInflection(of: "보이게", "보이지"))
        #expect(!QueryInterpreter.isInflection(of: "모덜", "모달"))
        #expect(!QueryInterpreter.isInflection(of: "기", "거"), "an ending alone is no verb")
    }

    @Test func oneSyllableAndAnEndingIsNotCorrected() throws {
        // 없을 (없다) is one jamo from 없앨, a word of the rules; 모덜 is still a misspelt 모달.
        let searcher = try koreanSearcher(["결과를 없앨 때 확인하세요.", "모달 화면을 닫으세요."])
        #expect(searcher.search(SearchQuery(text: "결과가 없을 때")).correctedQuery == nil)
        #expect(searcher.search(SearchQuery(text: "모덜 화면")).correctedQuery == "모달 화면")
        for word in ["없을", "탭을", "창에", "묶고"] { #expect(QueryInterpreter.isOneSyllableAndSuffix(word), "\(word)") }
        for word in ["모덜", "시트", "모달을"] { #expect(!QueryInterpreter.isOneSyllableAndSuffix(word), "\(word)") }
    }

    @Test func aTranslationCountsInFullForARuleWithoutTheLanguageTyped() throws {
        // toolbar → 툴바 (the glossary): a rule with English keeps the translation's discount,
        // a Korean-only rule, which can only say it in Korean, does not.
        let reader = Fixtures.reader
        let interpretation = Fixtures.searcher.interpreter.interpret("toolbar")
        let plan = QueryPlan(blocks: interpretation.blocks, segments: interpretation.segments, analyzer: Analyzer())
        let translation = try #require(plan.groupTranslates.firstIndex(of: true))
        #expect(plan.groupFactors[translation] == QueryExpansion.translationFactor)
        reader.withBytes { raw in
            let reranker = Reranker(reader: reader, raw: raw, plan: plan, useKorean: true, useEnglish: true,
                                    impactValues: ImpactQuantizer.values, candidateTerms: [])
            var scales = [Double](repeating: 0, count: plan.groupSegments.count)
            reranker.monolingualScales(DocumentTable.hasKorean, into: &scales)
            #expect(abs(scales[translation] * QueryExpansion.translationFactor - 1) < 1e-9)
            #expect(scales.indices.filter { $0 != translation && !plan.groupTranslates[$0] }.allSatisfy { scales[$0] == 1 })
            reranker.monolingualScales(DocumentTable.hasKorean | DocumentTable.hasEnglish, into: &scales)
            #expect(scales.allSatisfy { $0 == 1 })
        }
    }

    @Test func nothingMatchingSuggestsWordsOfTheIndex() {
        let response = Fixtures.search("mdoall")
        #expect(response.results.isEmpty)
        #expect(response.suggestions == ["modal"])
        #expect(Fixtures.search("qqqzzz").suggestions.isEmpty)
    }

    @Test func correctionsAndSuggestionsAreInTheJSON() throws {
        let corrected = String(decoding: try Fixtures.search("모덜").jsonData(), as: UTF8.self)
        #expect(corrected.contains(#""corrected_query":"모달""#))
        let suggested = String(decoding: try Fixtures.search("mdoall").jsonData(), as: UTF8.self)
        #expect(suggested.contains(#""did_you_mean":["modal"]"#))
        let plain = String(decoding: try Fixtures.search("모달").jsonData(), as: UTF8.self)
        #expect(!plain.contains("corrected_query") && !plain.contains("did_you_mean"))
    }
}

@Suite struct VocabularySectionTests {
    @Test func theIndexKnowsItsWordsWithoutParticles() {
        let reader = Fixtures.reader
        #expect(reader.vocabularyCount > 50)
        #expect(reader.rulesUsing(word: "모달") >= 5)
        #expect(reader.rulesUsing(word: "모달을") == 0, "particles are taken off")
        #expect(reader.rulesUsing(word: "dismisses") == 1)
        #expect(reader.rulesUsing(word: "the") == 0, "stop words are not kept")
        #expect(reader.rulesUsing(word: "없는말") == 0)
    }

    @Test func prefixesAndSyllableRangesAreFoundInOrder() throws {
        let reader = Fixtures.reader
        let words = reader.vocabularyWords(prefix: "플레이스").map(\.word)
        #expect(words == ["플레이스홀더"])
        let da = try #require(HangulSyllable("다")).scalar
        let range = da...(da + 27)
        let completions = reader.vocabularyWords(prefix: "모", next: range).map(\.word)
        #expect(completions.contains("모달") && completions.allSatisfy { $0.hasPrefix("모") })
        let all = reader.allVocabularyWords().map(\.word)
        #expect(all == all.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    @Test func anIndexWithoutALexiconHasAnEmptyOne() throws {
        #expect(Fixtures.reader.lexicon().isEmpty)
        let lexicon = BilingualLexicon(koreanByEnglish: ["modal": [.init(unit: "모달", weight: 0.9)]],
                                       englishByKorean: ["모달": [.init(unit: "modal", weight: 0.9)]])
        let reader = try IndexReader(data: try IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "l", lexicon: lexicon))
        #expect(reader.lexicon() == lexicon)
    }
}
