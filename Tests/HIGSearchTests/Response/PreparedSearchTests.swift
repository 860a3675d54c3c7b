import HIGSearch
import Testing

@Suite struct PreparedSearchTests {
    @Test(arguments: ["모달 닫는 버튼", "dismiss modal view button", "loading progress", "플레이스홀더", "모달",
                          "모덜", "ahekf", "mdoall"])
    func searchingWithPreparedRulesGivesTheSameResults(query: String) {
        let rules = PreparedRules(reader: Fixtures.reader)
        let plain = Fixtures.search(query)
        for _ in 0..<2 {  // the second pass reads the rules from the cache
            let prepared = Fixtures.searcher.search(SearchQuery(text: query), rules: rules)
            #expect(prepared.results == plain.results)
            #expect(prepared.correctedQuery == plain.correctedQuery)
            #expect(prepared.suggestions == plain.suggestions)
        }
    }
}
