/// Pairs of items worth comparing: those that share a term few items have. An inverted index
/// from term to items replaces comparing every item with every other.
///
/// - Complexity: O(Σ postings²) over the terms kept; a term in more than `maximumShare` of the items
///   (or `minimumCap`, if larger) is skipped, so common words never make the work quadratic.
struct CandidatePairs {
    /// A term shared by more items than this share of them says nothing about any two.
    static let maximumShare = 0.2
    /// Small sets compare everything that shares a term.
    static let minimumCap = 40

    /// Unordered pairs (i < j) of items that share a term; `allowed` filters pairs before they are kept.
    /// `group` (a document) lets a term whose items all share one group be skipped at once, when
    /// `allowed` refuses pairs within a group.
    static func of(_ terms: [Set<String>], group: ((Int) -> Int)? = nil, allowed: (Int, Int) -> Bool) -> [(Int, Int)] {
        var postings: [String: [Int]] = [:]
        for (item, set) in terms.enumerated() { for term in set { postings[term, default: []].append(item) } }
        let cap = max(minimumCap, Int(Double(terms.count) * maximumShare))
        var seen = Set<UInt64>()
        var pairs: [(Int, Int)] = []
        for term in postings.keys.sorted() {
            let items = postings[term]!
            guard items.count > 1, items.count <= cap else { continue }
            if let group, items.allSatisfy({ group($0) == group(items[0]) }) { continue }
            for a in items.indices {
                for b in items.indices where b > a {
                    let i = items[a], j = items[b]
                    let key = UInt64(i) << 32 | UInt64(j)
                    if allowed(i, j), seen.insert(key).inserted { pairs.append((i, j)) }
                }
            }
        }
        return pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }
}
