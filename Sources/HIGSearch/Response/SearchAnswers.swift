import HIGModel
internal import Synchronization

/// Recent search answers of one index snapshot, as Elasticsearch's request cache or
/// Solr's query-result cache: the same query on the same index gets the same results,
/// snippets and suggestions, so only `took_ms` is written again.
///
/// Each answer is kept as the JSON of its members before `took_ms` (the envelope's last
/// key, see ``Searcher/writeResponse(_:rules:answers:into:)``). The cache belongs to a
/// snapshot, so a new index starts empty; when it is full it is emptied and fills again
/// with what is asked now.
public final class SearchAnswers: Sendable {
    /// Answers kept at most: far more distinct queries than a site sees in a burst.
    public static let defaultEntries = 2048
    /// Bytes kept at most (an answer of ten results is 10–40 KB).
    public static let defaultBytes = 32 << 20

    private struct State {
        var answers: [SearchQuery: [UInt8]] = [:]
        var bytes = 0
    }

    private let state = Mutex(State())
    private let maxEntries: Int
    private let maxBytes: Int

    /// - Parameters: bounds on what is kept; 0 entries keeps nothing (every search is run).
    public init(entries: Int = SearchAnswers.defaultEntries, bytes: Int = SearchAnswers.defaultBytes) {
        maxEntries = entries
        maxBytes = bytes
    }

    /// Answers kept now.
    public var count: Int { state.withLock { $0.answers.count } }

    func prefix(for query: SearchQuery) -> [UInt8]? {
        state.withLock { $0.answers[query] }
    }

    func store(_ prefix: [UInt8], for query: SearchQuery) {
        guard maxEntries > 0, prefix.count <= maxBytes else { return }
        state.withLock { state in
            if state.answers.count >= maxEntries || state.bytes + prefix.count > maxBytes {
                state.answers.removeAll(keepingCapacity: true)
                state.bytes = 0
            }
            if state.answers.updateValue(prefix, forKey: query) == nil { state.bytes += prefix.count }
        }
    }
}
