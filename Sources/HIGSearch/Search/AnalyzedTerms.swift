import HIGText
import Synchronization

/// Query words of terms an expansion adds again and again (the learned lexicon's units),
/// analyzed once and shared by every thread: a term's ``QueryWords`` depend on the term
/// alone. Bounded: past ``capacity`` terms, new ones are analyzed per use and not kept.
final class AnalyzedTerms: Sendable {
    private let stored = Mutex<[UTF8Key: QueryWords]>([:])
    let capacity: Int

    /// Terms kept at most: far more than the units a lexicon translates common words to.
    static let defaultCapacity = 8192

    init(capacity: Int = AnalyzedTerms.defaultCapacity) {
        self.capacity = capacity
    }

    /// The words of `term`, analyzed by `analyzer` the first time.
    ///
    /// - Complexity: a lock and a look-up when known; otherwise one analysis of the term.
    func words(of term: String, analyzer: Analyzer) -> QueryWords {
        let key = UTF8Key(term)
        if let known = stored.withLock({ $0[key] }) { return known }
        let words = QueryWords(QueryPlan.truncated(term), analyzer: analyzer)
        stored.withLock { stored in
            if stored.count < capacity { stored[key] = words }
        }
        return words
    }
}
