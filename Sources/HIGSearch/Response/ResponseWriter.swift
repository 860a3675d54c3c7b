public import HIGModel

extension Searcher {
    /// Searches and writes the response's JSON into `writer`: the bytes
    /// `SearchResponse.json()` would give for the same search, built from rules
    /// prepared once per index (``PreparedRules``).
    ///
    /// Per request only what depends on the query is computed and encoded: the
    /// ranking, each returned rule's snippets, its score and `took_ms`; the rest of
    /// every result is copied from the cache. Snippets are made for the returned
    /// results only.
    ///
    /// - Parameter writer: a compact writer, reset by the caller (it can be reused
    ///   from request to request, keeping its buffer).
    /// - Complexity: the ranking, plus the snippets and a copy of the cached JSON per result.
    public func writeResponse(_ query: SearchQuery, rules: PreparedRules, into writer: inout JSONWriter) {
        let clock = ContinuousClock()
        let start = clock.now
        let (ranked, weights, corrected) = rankWithWeights(query)
        var builder = SnippetBuilder(analyzer: analyzer, weights: weights)
        var results: [(hit: RankedRule, entry: PreparedRules.Entry, korean: Snippet?, english: Snippet?)] = []
        results.reserveCapacity(ranked.count)
        for hit in ranked {
            guard let entry = try? rules.entry(hit.index, analyzer: analyzer) else { continue }
            let (korean, english) = builder.snippets(for: entry.snippetSources)
            results.append((hit, entry, korean, english))
        }
        let elapsed = clock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15

        let suggestions = results.isEmpty ? interpreter.suggestion(for: query.text).map { [$0] } ?? [] : []

        // The envelope's keys, in sorted order: corrected_query and did_you_mean when they say
        // something, query, results, took_ms (see `SearchResponse.CodingKeys`).
        writer.beginObject()
        if let corrected {
            writer.key(SearchResponse.CodingKeys.correctedQuery.stringValue)
            writer.string(corrected)
        }
        if !suggestions.isEmpty {
            writer.key(SearchResponse.CodingKeys.suggestions.stringValue)
            writer.beginArray()
            for suggestion in suggestions { writer.string(suggestion) }
            writer.endArray()
        }
        writer.key(SearchResponse.CodingKeys.query.stringValue)
        writer.string(query.text)
        writer.key(SearchResponse.CodingKeys.results.stringValue)
        writer.beginArray()
        for result in results {
            result.entry.members.write(to: &writer) { key, writer in
                if key == SearchResult.CodingKeys.score.stringValue {
                    writer.number(SearchResult.wireScore(result.hit.score))
                } else {
                    SearchResult.Snippets.write(korean: result.korean, english: result.english, to: &writer)
                }
            }
        }
        writer.endArray()
        writer.key(SearchResponse.CodingKeys.tookMilliseconds.stringValue)
        writer.number(SearchResponse.wireMilliseconds(milliseconds))
        writer.endObject()
    }
}
