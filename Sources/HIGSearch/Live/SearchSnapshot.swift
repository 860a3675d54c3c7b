/// The plainest ``LiveIndexSnapshot``: an opened index and its searcher.
public final class SearchSnapshot: LiveIndexSnapshot {
    public let reader: IndexReader
    public let searcher: Searcher

    /// - Complexity: O(rules), for the searcher's topic table.
    public init(reader: IndexReader) {
        self.reader = reader
        searcher = Searcher(reader: reader)
    }
}
