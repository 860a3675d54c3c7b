/// Aligns a run of English blocks with the run of Korean blocks that translates it,
/// by dynamic programming over 1:1, 1:2, 2:1, 1:0 and 0:1 steps (Gale–Church style).
struct RunAligner {
    var cost = PairCost()

    /// One step of an alignment: indices into the English and Korean runs (either may be empty).
    struct Link: Equatable {
        var english: [Int]
        var korean: [Int]
    }

    /// The cheapest alignment and its cost.
    func align(english: [Piece], korean: [Piece]) -> (links: [Link], cost: Double) {
        let m = english.count
        let n = korean.count
        guard m > 0 || n > 0 else { return ([], 0) }
        var best = [[Double]](repeating: [Double](repeating: .infinity, count: n + 1), count: m + 1)
        var step = [[(Int, Int)]](repeating: [(Int, Int)](repeating: (0, 0), count: n + 1), count: m + 1)
        best[0][0] = 0
        let moves = [(1, 1), (1, 2), (2, 1), (1, 0), (0, 1)]
        for i in 0...m {
            for j in 0...n where best[i][j] < .infinity {
                for (a, b) in moves where i + a <= m && j + b <= n {
                    let cost: Double
                    if a == 0 || b == 0 {
                        cost = PairCost.skip
                    } else {
                        cost = self.cost.cost(english: Array(english[i..<(i + a)]), korean: Array(korean[j..<(j + b)]))
                    }
                    if best[i][j] + cost < best[i + a][j + b] {
                        best[i + a][j + b] = best[i][j] + cost
                        step[i + a][j + b] = (a, b)
                    }
                }
            }
        }
        var links: [Link] = []
        var i = m
        var j = n
        while i > 0 || j > 0 {
            let (a, b) = step[i][j]
            links.append(Link(english: Array((i - a)..<i), korean: Array((j - b)..<j)))
            i -= a
            j -= b
        }
        return (links.reversed(), best[m][n])
    }
}
