import Foundation
import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

@Suite struct SnippetTests {
    @Test func highlightsCoverTheOriginalCharacters() throws {
        let result = try #require(Fixtures.search("모달 닫는 버튼").results.first)
        let korean = try #require(result.korean)
        #expect(korean.language == .korean)
        #expect(korean.text == "모달 뷰를 닫는 버튼을 항상 넣으세요.")
        #expect(korean.highlights == [0..<2, 6..<11])
        #expect(korean.highlightedTexts == ["모달", "닫는 버튼"])
        // No English words in the query, but the glossary's translations of 버튼, 닫는 (닫기) and 모달 mark the English too.
        #expect(result.english?.text == "Always include a button that dismisses the modal view.")
        #expect(result.english?.highlightedTexts == ["button", "dismisses", "modal"])
    }

    @Test func stemmedWordsHighlightTheWholeInflectedWord() throws {
        let result = try #require(Fixtures.search("dismiss modal view").results.first)
        #expect(result.english?.highlightedTexts == ["dismisses", "modal", "view"])
        #expect(result.korean?.highlightedTexts == ["모달 뷰"])
    }

    @Test func particlesStayOutsideTheHighlight() throws {
        let result = try #require(Fixtures.search("모달", limit: 20).results.first { $0.id.rawValue == "modality-2" })
        #expect(result.korean?.text == "분명한 이점이 있을 때만 모달을 사용하세요.")
        #expect(result.korean?.highlightedTexts == ["모달"])
    }

    @Test func aBigramAcrossASpaceIsShownOnlyInsideALongerMatch() throws {
        // "화면 모달" also matches 면모 in "...있다면 모달 뷰를..."; that alone is not highlighted.
        let results = Fixtures.search("전체 화면 모달", limit: 20).results
        #expect(results.first?.korean?.highlightedTexts == ["전체 화면 모달"])
        let other = try #require(results.first { $0.id.rawValue == "modality-5" })
        #expect(other.korean?.highlightedTexts == ["모달"])
    }

    @Test func offsetsAreUTF16OfTheOriginalEvenForDecomposedTextAndNBSP() throws {
        let topic = RuleFixtures.modality
        let source = Source(document: "x.txt", title: "X", lines: LineRange(1, 1))
        let decomposed = "모달을 닫으세요.".decomposedStringWithCanonicalMapping
        let rule = Rule(id: RuleID("modality-1"), topic: topic, kind: .guideline,
                        english: [EnglishText(title: "Use the \u{201C}Done\u{201D}\u{00A0}button.",
                                              text: "😀 Use the \u{201C}Done\u{201D}\u{00A0}button.", sources: [source])],
                        translations: [Translation(title: decomposed, text: "첫 문장. " + decomposed, source: source)])
        let searcher = Searcher(reader: try IndexReader(data: try IndexWriter.encode(rules: [rule], fingerprint: "n")))
        let result = try #require(searcher.search(SearchQuery(text: "모달 done button")).results.first)
        let korean = try #require(result.korean)
        #expect(korean.text == decomposed)
        #expect(korean.highlights == [0..<5])  // 모 (2 units) + 달 (3 units), NFD
        #expect(korean.highlightedTexts == ["모달".decomposedStringWithCanonicalMapping])
        let english = try #require(result.english)
        #expect(english.text == "😀 Use the \u{201C}Done\u{201D}\u{00A0}button.")
        #expect(english.highlights == [12..<16, 18..<24])
        #expect(english.highlightedTexts == ["Done", "button"])
    }

    @Test func theBestSentenceWins() throws {
        let result = try #require(Fixtures.search("progress bar 90 percent").results.first)
        #expect(result.id.rawValue == "progress-indicators-3")
        #expect(result.english?.text == "Don’t show a progress bar that jumps to 90 percent and then waits.")
        #expect(result.english?.highlightedTexts == ["progress", "bar", "90", "percent"])
        #expect(result.korean?.highlightedTexts == ["90퍼센트", "progress", "bar"])
    }

    @Test func sentencesWithTheSameTermsTieAndTheFirstWins() throws {
        // 0.3 + 0.2 + 0.1 and 0.1 + 0.2 + 0.3 round differently; the sentences still tie.
        let (a, b, c): (Double, Double, Double) = (0.1, 0.2, 0.3)
        #expect((c + b) + a < (a + b) + c)
        let source = Source(document: "x.md", title: "X", lines: LineRange(1, 1))
        let text = "Gamma beta alpha come first. Alpha beta gamma come second."
        let rule = Rule(id: RuleID("x-1"), topic: RuleFixtures.modality, kind: .guideline,
                        english: [EnglishText(title: "Gamma beta alpha come first.", text: text, sources: [source])],
                        translations: [], order: 1)
        var builder = SnippetBuilder(analyzer: Analyzer(), weights: [("alpha", 0.1), ("beta", 0.2), ("gamma", 0.3)])
        #expect(builder.snippets(for: rule).english?.text == "Gamma beta alpha come first.")
    }

    @Test func mergeJoinsOverlappingAndTouchingRanges() {
        #expect(SnippetBuilder.merge([3..<5, 0..<2, 1..<3, 8..<9]) == [0..<5, 8..<9])
        #expect(SnippetBuilder.merge([]) == [])
    }
}

@Suite struct JSONShapeTests {
    @Test func responseEncodesToTheDocumentedShape() throws {
        var response = Fixtures.search("모달 닫는 버튼", limit: 2)
        response.tookMilliseconds = 0.123456
        let data = try response.jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["query", "took_ms", "results"])
        #expect(object["query"] as? String == "모달 닫는 버튼")
        #expect(object["took_ms"] as? Double == 0.123)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(Set(first.keys) == ["id", "score", "topic", "title", "kind", "section", "english", "translations",
                                    "references", "snippets"])
        #expect(first["id"] as? String == "modality-4")
        #expect(first["title"] as? String == "Always include a button that dismisses the modal view.")
        #expect((first["topic"] as? [String: String]) == ["slug": "modality", "en": "Modality", "ko": "모달리티"])
        let snippets = try #require(first["snippets"] as? [String: [String: Any]])
        #expect(Set(snippets.keys) == ["ko", "en"])
        #expect(snippets["ko"]?["text"] as? String == "모달 뷰를 닫는 버튼을 항상 넣으세요.")
        #expect((snippets["ko"]?["highlights"] as? [[Int]]) == [[0, 2], [6, 11]])
        #expect((snippets["en"]?["highlights"] as? [[Int]]) == [[17, 23], [29, 38], [43, 48]])
        let english = try #require(first["english"] as? [[String: Any]])
        #expect(Set(english[0].keys) == ["title", "text", "sources"])
        // Keys are sorted, so the bytes are stable.
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"query":"모달 닫는 버튼","results":[{"english":"#))
        #expect(text.hasSuffix(#""took_ms":0.123}"#))
    }

    @Test func koreanOnlyRuleHasNoEnglishSnippetKeyAndNullIsExplicit() throws {
        var rule = RuleFixtures.all[7]
        rule.section = nil
        let reader = try IndexReader(data: try IndexWriter.encode(rules: [rule], fingerprint: "k"))
        let response = Searcher(reader: reader).search(SearchQuery(text: "모달"))
        let object = try JSONSerialization.jsonObject(with: try response.jsonData()) as? [String: Any]
        let first = try #require((object?["results"] as? [[String: Any]])?.first)
        #expect(first["section"] is NSNull)
        #expect((first["snippets"] as? [String: Any]).map { Set($0.keys) } == ["ko"])
        #expect((first["english"] as? [Any])?.isEmpty == true)
    }

    @Test func responseRoundTrips() throws {
        let response = Fixtures.search("progress bar 정확", limit: 3)
        let decoded = try JSONDecoder().decode(SearchResponse.self, from: try response.jsonData())
        #expect(decoded.query.text == response.query.text)
        #expect(decoded.results.map(\.id) == response.results.map(\.id))
        #expect(decoded.results.map(\.korean) == response.results.map(\.korean))
        #expect(decoded.results.map(\.rule.english) == response.results.map(\.rule.english))
    }
}

@Suite struct EvaluationTests {
    let tsv = """
    # query<TAB>phrase
    모달 닫는 버튼\tAlways include a button that dismisses
    progress bar 정확\t진행 상황을 항상 정확하게

    없는 규칙 질문\tnothing contains this phrase
    dismiss modal view\tMODAL VIEW
    """

    @Test func parsesCommentsAndBlankLines() throws {
        let cases = try Evaluation.parse(tsv)
        #expect(cases.map(\.query) == ["모달 닫는 버튼", "progress bar 정확", "없는 규칙 질문", "dismiss modal view"])
        #expect(cases.map(\.line) == [2, 3, 5, 6])
        #expect(throws: Evaluation.FormatError.self) { try Evaluation.parse("no tab here") }
    }

    @Test func computesReciprocalRankMRRAndRecall() throws {
        let report = Evaluation.run(try Evaluation.parse(tsv), searcher: Fixtures.searcher)
        #expect(report.outcomes.map(\.rank) == [1, 1, nil, 1])
        #expect(report.outcomes[2].rulesContainingPhrase == 0)
        #expect(abs(report.meanReciprocalRank - 0.75) < 1e-9)
        #expect(report.recallAt5 == 0.75)
        #expect(report.misses.map(\.query) == ["없는 규칙 질문"])
        let text = report.rendered()
        #expect(text.contains("1.000  #1   모달 닫는 버튼  →  modality-4"))
        #expect(text.contains("line 5: 없는 규칙 질문"))
        #expect(text.contains("no rule contains the phrase"))
        #expect(text.hasSuffix("MRR@10 0.750   recall@5 0.750   queries 4   misses 1"))
    }
}

@Suite struct EvaluationKindsTests {
    let cases = [Evaluation.Case(query: "모달 닫는 버튼", phrase: "Always include a button that dismisses", line: 1),
                 Evaluation.Case(query: "없는 규칙 질문", phrase: "nothing contains this phrase", line: 2),
                 Evaluation.Case(query: "dismiss modal view", phrase: "MODAL VIEW", line: 3)]

    @Test func kindsComeFromTheirOwnFile() throws {
        let kinds = try Evaluation.assignKinds("# kind<TAB>query\nko\t모달 닫는 버튼\nko\t없는 규칙 질문\nen\tdismiss modal view\n", to: cases)
        #expect(kinds.map(\.kind) == ["ko", "ko", "en"])
        #expect(throws: Evaluation.KindsError.self) { try Evaluation.assignKinds("ko\tno such query", to: cases) }
        #expect(throws: Evaluation.KindsError.self) { try Evaluation.assignKinds("no tab", to: cases) }
    }

    @Test func scoresArePerKindTooInTextAndJSON() throws {
        let kinds = try Evaluation.assignKinds("ko\t모달 닫는 버튼\nko\t없는 규칙 질문\nen\tdismiss modal view", to: cases)
        let report = Evaluation.run(kinds, searcher: Fixtures.searcher)
        #expect(report.byKind.map(\.kind) == ["ko", "en"])
        #expect(report.byKind.map(\.meanReciprocalRank) == [0.5, 1])
        #expect(report.byKind.map(\.queries) == [2, 1])
        #expect(report.rendered().contains("by kind:\n  ko   MRR@10 0.500   recall@5 0.500   queries 2"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(report), as: UTF8.self)
        #expect(json.contains(#""by_kind":[{"kind":"ko","mrr_at_10":0.5,"queries":2,"recall_at_5":0.5}"#))
        #expect(json.contains(#""rules_containing_phrase":0"#))
        #expect(!Evaluation.run(cases, searcher: Fixtures.searcher).rendered().contains("by kind"))
    }
}
