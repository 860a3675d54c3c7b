
/// The IDs closest to one that names no rule, for "did you mean" answers.
///
/// Closest means the fewest edits to the spelling; among equally close IDs,
/// one of the same topic with the nearest number comes first, then the lower
/// ID. So `modalty-3` suggests `modality-3`, and `modality-41` suggests
/// `modality-4` before `modality-1` (one edit each; 4 is nearer to 41).
public enum NearestRuleIDs {
    /// Up to `count` IDs from `candidates`, closest first.
    ///
    /// - Complexity: O(*n* · *l*²) for *n* candidates of length *l*.
    public static func find(_ id: RuleID, among candidates: some Sequence<RuleID>, count: Int = 3) -> [RuleID] {
        let wanted = Array(id.rawValue.unicodeScalars)
        let ranked = candidates.map { candidate in
            (id: candidate,
             edits: editDistance(wanted, Array(candidate.rawValue.unicodeScalars)),
             numberGap: numberGap(id, candidate))
        }
        return ranked
            .sorted { ($0.edits, $0.numberGap, $0.id) < ($1.edits, $1.numberGap, $1.id) }
            .prefix(count)
            .map(\.id)
    }

    /// How far apart the numbers of two IDs of the same topic are; `Int.max` otherwise.
    private static func numberGap(_ a: RuleID, _ b: RuleID) -> Int {
        guard a.topicSlug == b.topicSlug, let x = a.number, let y = b.number else { return .max }
        return abs(x - y)
    }

    /// The Levenshtein distance between two sequences of scalars.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let substitution = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)
                diagonal = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, substitution)
            }
        }
        return row[b.count]
    }
}
