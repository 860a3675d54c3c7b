import Testing
@testable import HIGText

@Suite struct GlossaryTests {
    let stemmer = EnglishStemmer()

    func glossary() throws -> Glossary {
        try Glossary(parsing: """
        # concepts
        toolbar | tool bar = 도구 막대 | 툴바
        progress bar = 진행률 막대 | 프로그레스 바
        window = 창 | 윈도우
        """, stemmer: stemmer)
    }

    func match(_ words: [String], _ glossary: Glossary) -> [String] {
        let stems = words.map { word in word.unicodeScalars.allSatisfy({ Script.isLatinLetter($0.value) }) ? stemmer.stem(word) : nil }
        return glossary.matches(words: words, stems: stems).map { "\($0.words):\(glossary.concepts[$0.concept].english[0])" }
    }

    @Test func parsesConceptsAndSkipsComments() throws {
        let glossary = try glossary()
        #expect(glossary.concepts.count == 3)
        #expect(glossary.concepts[0].english == ["toolbar", "tool bar"])
        #expect(glossary.concepts[0].korean == ["도구 막대", "툴바"])
        #expect(glossary.koreanTerms.contains("프로그레스바"))
        #expect(glossary.englishWords.contains("progress"))
    }

    @Test func aVerbNamedByItsNounFormMatchesItsTypedForms() throws {
        let glossary = try Glossary(parsing: """
        dismiss | close = 닫기 | 해제
        hide = 숨기기 | 가리기
        use = 사용 | 쓰기
        column = 열
        open = 열기
        """, stemmer: stemmer)
        for word in ["닫는", "닫아야", "닫으려면", "닫을"] { #expect(match([word], glossary) == ["0..<1:dismiss"], "\(word)") }
        for word in ["숨겨야", "숨길", "가려도"] { #expect(match([word], glossary) == ["0..<1:hide"], "\(word)") }
        for word in ["써야", "쓰는", "쓸", "써"] { #expect(match([word], glossary) == ["0..<1:use"], "\(word)") }
        // A noun spelled as the verb's stem keeps its own concept; a word that only starts like one is no form.
        #expect(match(["열을"], glossary) == ["0..<1:column"])
        #expect(match(["열어"], glossary) == ["0..<1:open"])
        #expect(match(["닫혀"], glossary).isEmpty)
        #expect(match(["숨바꼭질"], glossary).isEmpty)
    }

    @Test func aBadLineIsNamed() {
        #expect(throws: Glossary.FormatError.self) { try Glossary(parsing: "ok = 좋음\nno korean side", stemmer: stemmer) }
        do {
            _ = try Glossary(parsing: "ok = 좋음\n = 빈", stemmer: stemmer)
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func englishTermsMatchByStemLongestFirst() throws {
        let glossary = try glossary()
        #expect(match(["progress", "bars", "in", "toolbars"], glossary) == ["0..<2:progress bar", "3..<4:toolbar"])
        #expect(match(["tool", "bar"], glossary) == ["0..<2:toolbar"])
        #expect(match(["progress"], glossary).isEmpty)
    }

    @Test func koreanTermsIgnoreSpacingAndKeepParticlesAndCompounds() throws {
        let glossary = try glossary()
        #expect(match(["프로그레스바를"], glossary) == ["0..<1:progress bar"])
        #expect(match(["프로그레스", "바"], glossary) == ["0..<2:progress bar"])
        #expect(match(["툴바항목"], glossary) == ["0..<1:toolbar"])
        #expect(match(["도구", "막대에"], glossary) == ["0..<2:toolbar"])
        #expect(match(["도구"], glossary).isEmpty)
    }

    @Test func oneSyllableTermsMustBeTheWholeWord() throws {
        let glossary = try glossary()
        #expect(match(["창을"], glossary) == ["0..<1:window"])
        #expect(match(["창"], glossary) == ["0..<1:window"])
        #expect(match(["창작"], glossary).isEmpty)
    }

    @Test func theStandardGlossaryParsesAndLinksCommonTerms() {
        let standard = Glossary.standard
        #expect(standard.concepts.count > 100)
        let alert = standard.concepts.first { $0.english.contains("alert") }
        #expect(alert?.korean.contains("얼럿") == true)
        #expect(alert?.korean.contains("경고") == true)
        #expect(standard.concepts.contains { $0.english.contains("toolbar") && $0.korean.contains("툴바") })
    }

    /// The parse by bytes gives the concepts a plain parse of each line by `String` gives, for every
    /// line of the standard glossary and for terms with odd spacing around and inside them.
    @Test func termsAreThoseOfAPlainParse() throws {
        func plain(_ text: String) -> [Glossary.Concept] {
            text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, raw in
                let line = Normalizer.normalize(String(raw))
                guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
                let sides = raw.split(separator: "=", omittingEmptySubsequences: false)
                func terms(_ side: Substring) -> [String] {
                    side.split(separator: "|").map { Normalizer.matchKey(String($0)) }.filter { !$0.isEmpty }
                }
                return Glossary.Concept(english: terms(sides[0]), korean: terms(sides[1]), line: number + 1)
            }
        }
        let odd = "  Tool\u{00A0}Bar  |\ttool  bar\t=  도구   막대 |  툴바 |   \nAlert=경고|알림\n"
        for text in [Glossary.standardText, odd] {
            #expect(try Glossary(parsing: text, stemmer: stemmer).concepts == plain(text))
        }
    }
}
