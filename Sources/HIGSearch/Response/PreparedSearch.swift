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
        let start = ContinuousClock.now
        let (hits, corrected) = rankedWithSnippets(query, entry: { try? rules.entry($0.index, analyzer: analyzer) },
                                                   snippets: { $0.snippets(for: $1.snippetSources) })
        return response(query, hits.map { SearchResult(id: $0.hit.id, score: $0.hit.score, rule: $0.entry.rule,
                                                       korean: $0.korean, english: $0.english) },
                        corrected: corrected, since: start)
    }
}
