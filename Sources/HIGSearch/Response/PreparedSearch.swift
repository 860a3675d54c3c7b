extension Searcher {
    /// Ranks and returns the hits as ``search(_:)`` does, each rule and its snippet
    /// texts taken from `rules` (decoded and prepared once per index): for servers
    /// that answer many searches from one index in a shape of their own (the MCP
    /// server); the JSON API writes its answer straight from the cache instead
    /// (``writeResponse(_:rules:into:)``).
    ///
    /// - Complexity: the ranking, plus each result's snippets; a rule is decoded
    ///   and prepared only the first time the index returns it.
    public func search(_ query: SearchQuery, rules: PreparedRules) -> SearchResponse {
        let clock = ContinuousClock()
        let start = clock.now
        let (ranked, weights, corrected) = rankWithWeights(query)
        var builder = SnippetBuilder(analyzer: analyzer, weights: weights)
        var results: [SearchResult] = []
        results.reserveCapacity(ranked.count)
        for hit in ranked {
            guard let entry = try? rules.entry(hit.index, analyzer: analyzer) else { continue }
            let (korean, english) = builder.snippets(for: entry.snippetSources)
            results.append(SearchResult(id: hit.id, score: hit.score, rule: entry.rule, korean: korean, english: english))
        }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        var response = SearchResponse(query: query, results: results, tookMilliseconds: milliseconds)
        response.correctedQuery = corrected
        if results.isEmpty, let suggestion = interpreter.suggestion(for: query.text) {
            response.suggestions = [suggestion]
        }
        return response
    }
}
