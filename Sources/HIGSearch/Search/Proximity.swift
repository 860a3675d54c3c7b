/// The second ranking phase: a bonus for query terms that stand near each other,
/// in query order, in a rule's body.
///
/// Pairs are taken from the query: two different terms (with positions: words,
/// numbers and bigrams) at most 3 positions apart. In a rule, each occurrence of
/// the first term followed by the second within `gap + 2` positions counts
/// `1 / (1 + extra distance)`, so `모달을 닫기` still counts for the query
/// `모달 닫기` (one syllable of particle between), at half weight. The pair's
/// count is saturated like a term frequency and weighted by the weaker of the
/// two terms' `weight · idf`.
struct Proximity {
    struct Pair: Hashable {
        var first: Int
        var second: Int
        var gap: Int
    }

    /// Bonus scale relative to a term's BM25 contribution.
    static let weight = 0.4
    static let maxGap = 3
    static let slack = 2

    let pairs: [Pair]

    /// Pairs of the plan's terms that have positions.
    init(plan: QueryPlan) {
        var occurrences: [(position: Int, term: Int)] = []
        for i in plan.terms.indices where plan.terms[i].info?.hasPositions == true {
            for position in plan.terms[i].queryPositions { occurrences.append((position, i)) }
        }
        occurrences.sort { ($0.position, $0.term) < ($1.position, $1.term) }
        // A query has a few dozen pairs at most: a linear check costs less than hashing them.
        var pairs: [Pair] = []
        for (a, x) in occurrences.enumerated() {
            for y in occurrences[(a + 1)...] {
                let gap = y.position - x.position
                if gap > Self.maxGap { break }
                guard gap > 0, x.term != y.term else { continue }
                let pair = Pair(first: x.term, second: y.term, gap: gap)
                if !pairs.contains(pair) { pairs.append(pair) }
            }
        }
        self.pairs = pairs
    }

    /// The weighted, saturated count of one pair in one rule; positions sorted ascending.
    static func count(_ first: ArraySlice<UInt32>, _ second: ArraySlice<UInt32>, gap: Int) -> Double {
        var total = 0.0
        var j = second.startIndex
        for p in first {
            while j < second.endIndex && second[j] <= p { j += 1 }
            if j == second.endIndex { break }
            let distance = Int(second[j] - p)
            if distance <= gap + slack { total += 1 / Double(1 + max(0, distance - gap)) }
        }
        return total
    }
}
