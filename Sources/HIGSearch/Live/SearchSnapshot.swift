/// The plainest ``LiveIndexSnapshot``: an opened index, its searcher, and its
/// rules prepared for results as they are first returned.
public final class SearchSnapshot: LiveIndexSnapshot {
    public let reader: IndexReader
    public let searcher: Searcher
    /// Decoded rules and their result JSON, kept for this index (see ``PreparedRules``).
    public let rules: PreparedRules

    /// - Complexity: O(rules), for the searcher's topic table; no rule is decoded.
    public init(reader: IndexReader) {
        self.reader = reader
        searcher = Searcher(reader: reader)
        rules = PreparedRules(reader: reader)
    }
}
