/// Aligns the drafts of an English page with the drafts of its separate Korean translation, in
/// order, allowing drafts on either side to have no counterpart (a newer or older revision adds
/// or drops guidelines): a Needleman–Wunsch dynamic program over `PairAlignmentCost`, as hunalign
/// aligns sentences, restricted to a band around the diagonal on long pages.
struct PairAligner {
    var cost: PairAlignmentCost

    /// One aligned pair of drafts, with its cost: an English draft and one Korean draft, or two
    /// consecutive Korean drafts that split its translation in two (`koreanCount` 2).
    struct Pair: Equatable {
        var english: Int
        var korean: Int
        var koreanCount = 1
        var cost: Double
        var accepted = false

        var koreanDrafts: Range<Int> { korean..<(korean + koreanCount) }
    }

    /// Reading two Korean drafts as one translation costs this much more than one…
    static let splitPenalty = 1.0
    /// … and the second must show this much evidence of its own (twice a pair's minimum).
    static let splitEvidence = PairAlignmentCost.minimumEvidence * 2

    /// Drafts on either side further apart than this (plus the difference in the pages' lengths)
    /// are never compared: keeps a pair of long pages linear in their length.
    static let band = 60

    /// The cheapest alignment's pairs that `PairAlignmentCost.accepts`.
    func align(english: [PairFeatures], korean: [PairFeatures]) -> [Pair] {
        alignment(english: english, korean: korean).filter(\.accepted)
    }

    /// Every pair the cheapest alignment makes, acceptable or not (for `hig inspect --pair`).
    func alignment(english: [PairFeatures], korean: [PairFeatures]) -> [Pair] {
        let m = english.count, n = korean.count
        guard m > 0, n > 0 else { return [] }
        let width = Self.band + abs(m - n)
        let skip = PairAlignmentCost.skip
        var best = [[Double]](repeating: [Double](repeating: .infinity, count: n + 1), count: m + 1)
        var move = [[UInt8]](repeating: [UInt8](repeating: 0, count: n + 1), count: m + 1)  // 1 pair, 2 skip English, 3 skip Korean, 4 pair with two
        // Two Korean drafts are read as one translation only when the second alone shows its words correspond.
        func split(_ i: Int, _ j: Int) -> Double {
            guard cost.evidence(english: english[i], korean: korean[j + 1]) >= Self.splitEvidence else { return .infinity }
            return cost.cost(english: english[i], korean: korean[j].joined(with: korean[j + 1])) + Self.splitPenalty
        }
        best[0][0] = 0
        for i in 0...m {
            // The diagonal of this row, scaled to the pages' lengths.
            let center = m == 0 ? 0 : i * n / m
            let low = max(0, center - width), high = min(n, center + width)
            for j in low...high where best[i][j] < .infinity {
                let here = best[i][j]
                if i < m, j < n {
                    let pair = here + cost.cost(english: english[i], korean: korean[j])
                    if pair < best[i + 1][j + 1] { best[i + 1][j + 1] = pair; move[i + 1][j + 1] = 1 }
                }
                if i < m, j + 1 < n {
                    let pair = here + split(i, j)
                    if pair < best[i + 1][j + 2] { best[i + 1][j + 2] = pair; move[i + 1][j + 2] = 4 }
                }
                if i < m, here + skip < best[i + 1][j] { best[i + 1][j] = here + skip; move[i + 1][j] = 2 }
                if j < n, here + skip < best[i][j + 1] { best[i][j + 1] = here + skip; move[i][j + 1] = 3 }
            }
        }
        var pairs: [Pair] = []
        var i = m, j = n
        while i > 0 || j > 0 {
            switch move[i][j] {
            case 1:
                let value = cost.cost(english: english[i - 1], korean: korean[j - 1])
                pairs.append(Pair(english: i - 1, korean: j - 1, cost: value,
                                  accepted: cost.accepts(cost: value, english: english[i - 1], korean: korean[j - 1])))
                i -= 1; j -= 1
            case 4:
                let value = split(i - 1, j - 2)
                pairs.append(Pair(english: i - 1, korean: j - 2, koreanCount: 2, cost: value,
                                  accepted: cost.accepts(cost: value, english: english[i - 1], korean: korean[j - 2].joined(with: korean[j - 1]))))
                i -= 1; j -= 2
            case 2: i -= 1
            case 3: j -= 1
            default:
                // Outside the band: walk back along the edge.
                if i > 0 { i -= 1 } else { j -= 1 }
            }
        }
        return pairs.reversed()
    }
}
