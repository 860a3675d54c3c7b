/// Groups items by complete linkage: the most similar pairs are joined first, and two groups join
/// only when every member of one is similar enough to every member of the other, and no document
/// would then state one rule twice. Chains (A like B, B like C, A unlike C) never form, and the
/// result depends on the similarities alone, not on the order the items came in.
struct LinkageClustering {
    /// Items that may never share a group: two drafts of one document (unless `bond` says they must).
    var document: (Int) -> Int
    /// The similarity of any two items (asked only for members of groups about to join).
    var similarity: (Int, Int) -> Double
    /// Pairs this similar (or more) start a join…
    var threshold: Double
    /// … and every cross pair of the two groups must be at least this similar.
    var linkage: Double
    /// Pairs that belong together whatever else holds (the same English title twice in one topic).
    var bond: (Int, Int) -> Bool = { _, _ in false }
    /// Whether a pair must also be each other's best match in the other's document (mutual nearest
    /// neighbours): two versions of a page state a guideline once each, so a draft's counterpart is the
    /// one it resembles most there, never a second choice.
    var mutualBest = false

    /// The group of every item, as the index of its first member; `pairs` are the candidate pairs.
    func groups(count: Int, pairs: [(Int, Int)]) -> [Int] {
        var scored: [(i: Int, j: Int, score: Double, bonded: Bool)] = []
        for (i, j) in pairs {
            let bonded = bond(i, j)
            let score = bonded ? 1.0 : similarity(i, j)
            if bonded || score >= threshold { scored.append((i, j, score, bonded)) }
        }
        if mutualBest {
            // The best score each item reaches in each other document.
            var best: [UInt64: Double] = [:]
            func key(_ item: Int, _ other: Int) -> UInt64 { UInt64(item) << 32 | UInt64(UInt32(truncatingIfNeeded: other)) }
            for pair in scored {
                best[key(pair.i, document(pair.j)), default: 0] = max(best[key(pair.i, document(pair.j)), default: 0], pair.score)
                best[key(pair.j, document(pair.i)), default: 0] = max(best[key(pair.j, document(pair.i)), default: 0], pair.score)
            }
            scored.removeAll { pair in
                !pair.bonded && (pair.score < best[key(pair.i, document(pair.j))]! || pair.score < best[key(pair.j, document(pair.i))]!)
            }
        }
        scored.sort { ($1.bonded ? 1 : 0, $1.score, $0.i, $0.j) < ($0.bonded ? 1 : 0, $0.score, $1.i, $1.j) }
        var group = Array(0..<count)
        var members: [Int: [Int]] = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, [$0]) })
        var documents: [Int: Set<Int>] = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, [document($0)]) })
        for pair in scored {
            let a = group[pair.i], b = group[pair.j]
            guard a != b else { continue }
            if !pair.bonded {
                guard documents[a]!.isDisjoint(with: documents[b]!) else { continue }
                let linked = members[a]!.allSatisfy { x in members[b]!.allSatisfy { y in similarity(x, y) >= linkage } }
                guard linked else { continue }
            }
            let (keep, drop) = a < b ? (a, b) : (b, a)
            for member in members[drop]! { group[member] = keep }
            members[keep]! += members[drop]!
            documents[keep]!.formUnion(documents[drop]!)
            members[drop] = nil
            documents[drop] = nil
        }
        return group
    }
}
