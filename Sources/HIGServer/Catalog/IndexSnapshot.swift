import HIGModel
public import HIGSearch

/// One opened index and everything derived from it: the reader, its searcher,
/// the topic outline and the pages rendered from them. Immutable but for the
/// page cache; a request takes one snapshot and uses it throughout, so it
/// never mixes two versions of the index.
public final class IndexSnapshot: LiveIndexSnapshot {
    public let reader: IndexReader
    let searcher: Searcher
    let outline: TopicOutline
    /// Rules decoded once, with their result JSON, as searches return them.
    let rules: PreparedRules
    /// Recent answers of `/api/search` on this index.
    let answers = SearchAnswers()
    /// The home, topic and rule pages rendered so far.
    let pages = PageCache()

    /// Derives the searcher and outline from `reader`.
    ///
    /// - Complexity: decodes every stored rule once (see ``TopicOutline``).
    public init(reader: IndexReader) throws(IndexError) {
        self.reader = reader
        searcher = Searcher(reader: reader)
        outline = try TopicOutline(reader: reader)
        rules = PreparedRules(reader: reader)
    }

    /// The rule with this ID (case-insensitive) and its number, or `nil`.
    func rule(id: RuleID) throws(IndexError) -> (number: Int, rule: Rule)? {
        guard let number = reader.index(of: id) else { return nil }
        return (number, try reader.rule(at: number))
    }

    /// The IDs closest to `id`, for an ID that names no rule.
    func nearestIDs(to id: RuleID) -> [RuleID] {
        NearestRuleIDs.find(id, among: outline.entries.joined().map(\.id))
    }
}
