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
        let start = ContinuousClock.now
        writeEnvelope(query, rules: rules, start: start, into: &writer)
    }

    /// As ``writeResponse(_:rules:into:)``, answered from `answers` when the same query
    /// was answered before on this index: then only `took_ms` is written (the time of the
    /// look-up), and the bytes are otherwise those a search would write.
    ///
    /// - Complexity: a dictionary look-up and a copy of the answer when cached; a search otherwise.
    public func writeResponse(_ query: SearchQuery, rules: PreparedRules, answers: SearchAnswers,
                              into writer: inout JSONWriter) {
        let start = ContinuousClock.now
        if let members = answers.prefix(for: query) {
            writer.beginObject()
            writer.members(members)
            writer.key(SearchResponse.CodingKeys.tookMilliseconds.stringValue)
            writer.number(SearchResponse.wireMilliseconds(Self.milliseconds(since: start)))
            writer.endObject()
            return
        }
        let opening = writer.bytes.count
        writeEnvelope(query, rules: rules, start: start, into: &writer)
        // The members before took_ms, the envelope's last: between `{` and `,"took_ms":`.
        let took = Array(",\"\(SearchResponse.CodingKeys.tookMilliseconds.stringValue)\":".utf8)
        if let colon = writer.bytes.lastIndex(of: UInt8(ascii: ":")), colon - took.count > opening,
           writer.bytes[(colon + 1 - took.count)...colon].elementsEqual(took) {
            answers.store(Array(writer.bytes[(opening + 1)...(colon - took.count)]), for: query)
        }
    }

    /// The whole answer; `took_ms` counts from `start` to the snippets' end.
    private func writeEnvelope(_ query: SearchQuery, rules: PreparedRules, start: ContinuousClock.Instant,
                               into writer: inout JSONWriter) {
        let (results, corrected) = rankedWithSnippets(query, entry: { try? rules.entry($0.index, analyzer: analyzer) },
                                                      snippets: { $0.snippets(for: $1.snippetSources) })
        let milliseconds = Self.milliseconds(since: start)
        let suggestions = suggestions(for: query, found: !results.isEmpty)

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
