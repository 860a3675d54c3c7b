public import HIGModel
import HIGText
internal import Synchronization

/// Rules of one index decoded once and kept with their result JSON, for servers
/// that answer many searches from the same index.
///
/// An entry is made the first time a rule is returned (one record inflated and
/// decoded, one encoding of its result members) and then shared by every request
/// of that index's snapshot. Entries are kept until ``budget`` bytes are held;
/// past it, rules are still prepared but not kept, so memory stays bounded on a
/// large index while the rules people actually get stay cached.
public final class PreparedRules: Sendable {
    /// One rule as a search result needs it.
    public final class Entry: Sendable {
        public let rule: Rule
        /// The members of its `SearchResult` JSON but `score` and `snippets`, which change per query.
        let members: JSONObjectMembers
        /// The members of a result that depend on the query.
        static let perQuery: Set<String> = [SearchResult.CodingKeys.score.stringValue, SearchResult.CodingKeys.snippets.stringValue]

        /// Its texts split and normalized for snippets.
        let snippetSources: SnippetSources

        init(rule: Rule, analyzer: Analyzer) throws(IndexError) {
            self.rule = rule
            snippetSources = SnippetSources(rule, indexingWith: analyzer)
            do {
                members = try JSONObjectMembers(of: SearchResult(id: rule.id, score: 0, rule: rule, korean: nil, english: nil),
                                                slots: Self.perQuery)
            } catch {
                throw .invalidInput("rule \(rule.id) does not encode as JSON")
            }
        }

        /// Rough bytes held: the cached JSON, the rule's strings (about as large), the
        /// normalized texts (four bytes a character) and their tokens (about 50 bytes a syllable or word).
        var byteCount: Int { 20 * members.byteCount }
    }

    /// Bytes of entries kept at most: the whole of a corpus of several thousand rules.
    public static let defaultBudget = 256 << 20

    public let reader: IndexReader
    public let budget: Int
    private let slots: Mutex<Slots>

    private struct Slots: ~Copyable {
        var entries: [Entry?]
        var bytes = 0
    }

    /// An empty cache for `reader`; nothing is decoded yet.
    public init(reader: IndexReader, budget: Int = PreparedRules.defaultBudget) {
        self.reader = reader
        self.budget = budget
        slots = Mutex(Slots(entries: Array(repeating: nil, count: reader.ruleCount)))
    }

    /// Rule number `index`, prepared.
    ///
    /// - Complexity: a lock and an array read when cached; otherwise one record
    ///   decode, one JSON encoding and one snippet preparation of the rule (tens of microseconds).
    /// - Parameter analyzer: the searcher's, which tokenizes the rule's texts for snippets.
    func entry(_ index: Int, analyzer: Analyzer) throws(IndexError) -> Entry {
        guard index >= 0 && index < reader.ruleCount else { throw .invalidInput("no rule number \(index)") }
        if let cached = slots.withLock({ $0.entries[index] }) { return cached }
        let entry = try Entry(rule: reader.rule(at: index), analyzer: analyzer)
        return slots.withLock { slots in
            if let raced = slots.entries[index] { return raced }
            if slots.bytes + entry.byteCount <= budget {
                slots.entries[index] = entry
                slots.bytes += entry.byteCount
            }
            return entry
        }
    }

    /// Bytes held by the cached entries now.
    public var cachedBytes: Int {
        slots.withLock { $0.bytes }
    }
}
