@testable import HIGMCP
import Testing

@Suite struct SearchGuidelinesToolTests {
    let schema = SearchGuidelinesTool().outputSchema

    func search(_ arguments: JSONValue, stateless: Bool = false) -> JSONValue {
        var session = TestSession()
        return session.tool("search_guidelines", arguments, stateless: stateless)
    }

    @Test(arguments: ["모달 닫는 버튼", "dismiss modal view button", "모달뷰 닫는 버튼"])
    func findsTheDismissButtonRuleInEitherLanguage(query: String) {
        let result = search(["query": .string(query)])
        #expect(result["isError"] == false)
        let first = result["structuredContent"]?["results"]?.arrayValue?.first
        #expect(first?["id"] == "modality-4")
        #expect(first?["titles"]?["en"] == "Always include a button that dismisses the modal view.")
        #expect(first?["titles"]?["ko"] == "모달 뷰를 닫는 버튼을 항상 넣으세요.")
        #expect(result.toolText.contains("modality-4"))
    }

    @Test func structuredContentMatchesTheOutputSchema() {
        for query in ["모달", "loading progress", "플레이스홀더", "모달 뷰 위에 또 다른"] {
            let structured = search(["query": .string(query), "limit": 20])["structuredContent"]!
            #expect(!structured["results"]!.arrayValue!.isEmpty, "\(query)")
            #expect(SchemaValidator.violations(of: structured, against: schema) == [], "\(query)")
        }
        let filtered = search(["query": "모달", "lang": "ko", "topic": "모달리티"])["structuredContent"]!
        #expect(filtered["lang"] == "ko" && filtered["topic"] == "modality")
        #expect(SchemaValidator.violations(of: filtered, against: schema) == [])
    }

    @Test func eachHitCarriesItsCitationAndSnippets() {
        let hit = search(["query": "닫는 버튼"])["structuredContent"]!["results"]!.arrayValue!.first!
        #expect(hit["uri"] == "hig://rules/modality-4")
        #expect(hit["citation"]?["hig_page"] == ["title": "Modality", "url": "https://developer.apple.com/design/human-interface-guidelines/modality"])
        let translation = hit["citation"]?["translations"]?.arrayValue?.first
        #expect(translation?["translator"] == "한빛")
        #expect(translation?["url"] == "https://example.com/hig/modality")
        #expect(hit["snippets"]?["ko"]?["text"] == "모달 뷰를 닫는 버튼을 항상 넣으세요.")
        #expect(hit["snippets"]?["ko"]?["highlights"]?.arrayValue?.isEmpty == false)
        #expect(hit["snippets"]?["en"]?["text"] != nil)
    }

    @Test func theTextNamesEachHitWithItsSentencesAndSources() {
        let text = search(["query": "닫는 버튼", "limit": 1]).toolText
        #expect(text.hasPrefix("1 rule matches \"닫는 버튼\""))
        #expect(text.contains("## 1. modality-4 · Modality · 모달리티 › Best practices"))
        #expect(text.contains("- KO: 모달 뷰를 **닫는 버튼**을 항상 넣으세요."))
        #expect(text.contains("- HIG page: https://developer.apple.com/design/human-interface-guidelines/modality"))
        #expect(text.contains("- Korean from: “모달리티” (modality-ko.txt:18-19), translated by 한빛, <https://example.com/hig/modality>"))
    }

    @Test func correctionsAndSuggestionsAreShownAndStructured() {
        let corrected = search(["query": "모덜"])
        #expect(corrected.toolText.contains("Showing results for \"모달\" (the query as corrected)."))
        #expect(corrected["structuredContent"]?["corrected_query"] == "모달")
        #expect(SchemaValidator.violations(of: corrected["structuredContent"]!, against: schema) == [])
        let suggested = search(["query": "mdoall"])
        #expect(suggested.toolText.hasPrefix("No rule matches \"mdoall\". Did you mean \"modal\"?"))
        #expect(suggested["structuredContent"]?["did_you_mean"] == ["modal"])
        #expect(SchemaValidator.violations(of: suggested["structuredContent"]!, against: schema) == [])
        let plain = search(["query": "모달"])
        #expect(plain["structuredContent"]?["corrected_query"] == nil && plain["structuredContent"]?["did_you_mean"] == nil)
        #expect(!plain.toolText.contains("Showing results for"))
    }

    @Test func filtersAndLimitsAreApplied() {
        let korean = search(["query": "modal 모달", "lang": "ko", "limit": 2])["structuredContent"]!["results"]!.arrayValue!
        #expect(korean.count == 2)
        let loading = search(["query": "progress", "topic": "Loading"])["structuredContent"]!["results"]!.arrayValue!
        #expect(!loading.isEmpty && loading.allSatisfy { $0["topic"]?["slug"] == "loading" })
        let ranks = search(["query": "모달", "limit": 5])["structuredContent"]!["results"]!.arrayValue!.compactMap { $0["rank"]?.intValue }
        #expect(ranks == Array(1...ranks.count))
    }

    @Test func noMatchIsAnEmptySuccessNotAnError() {
        let result = search(["query": "xylophone"])
        #expect(result["isError"] == false)
        #expect(result["structuredContent"]?["results"] == [])
        #expect(result.toolText.hasPrefix("No rule matches \"xylophone\""))
    }

    static let mistakes: [(JSONValue, String)] = [
        ([:], "`query` is required"),
        (["query": "   "], "`query` is required"),
        (["query": 5], "`query` must be a string"),
        (["query": "모달", "lang": "fr"], "`lang` takes \"ko\" or \"en\""),
        (["query": "모달", "topic": "buttons"], "There is no topic \"buttons\"; topics are: modality, loading, progress-indicators"),
        (["query": "모달", "limit": 0], "`limit` must be a whole number from 1 to 100, not 0"),
        (["query": "모달", "limit": 101], "from 1 to 100, not 101"),
        (["query": "모달", "limit": 2.5], "not 2.5"),
        (["query": "모달", "limit": "3"], "not \"3\""),
        (["query": "모달", "language": "ko"], "search_guidelines takes only `query`, `lang`, `topic`, `limit`; remove `language`"),
        ("모달", "must be an object, not a string"),
        (["query": "?!"], "has no words to search for"),
    ]

    @Test(arguments: mistakes)
    func mistakesAreErrorResultsTheModelCanAct(on arguments: JSONValue, saying sentence: String) {
        let result = search(arguments)
        #expect(result["isError"] == true)
        #expect(result["structuredContent"] == nil)
        #expect(result.toolText.contains(sentence), "\(result.toolText)")
    }

    @Test func aWholeNumberWrittenAsADoubleIsAccepted() {
        #expect(search(["query": "모달", "limit": 3.0])["structuredContent"]?["results"]?.arrayValue?.count == 3)
    }

    @Test func theSameSearchGivesTheSameBytes() {
        var session = TestSession()
        let line = Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"모달 닫기"}}}"#.utf8)
        #expect(session.session.handle(line: line) == session.session.handle(line: line))
    }
}
