import Foundation

/// The three goals of the benchmark issue, checked against one scale's figures.
///
/// - in-process query p50 at most half of Tantivy's (`tantivy_ngram`, the Korean-bigram set-up);
/// - the index no larger than the raw text;
/// - `hig search` as a whole process no slower than `rg` over the same records.
struct GoalCheck {
    var result: ScaleResult

    func lines() -> [String] {
        var lines: [String] = []
        let p50 = result.query.rank.p50
        for engine in ["tantivy_ngram", "tantivy_default"] {
            guard let peer = result.peers.first(where: { $0.engine == engine && $0.ok }), let theirs = peer.p50 else { continue }
            let ratio = p50 / theirs
            let verdict = ratio <= 0.5 ? "met" : "missed: \(ComparisonTable.number(p50)) ms is \(ComparisonTable.ratio(ratio / 0.5)) the goal of \(ComparisonTable.number(theirs / 2)) ms"
            lines.append("- p50 (rank) ÷ \(engine) p50 = \(ComparisonTable.ratio(ratio)) (goal ≤ 0.50×): \(verdict)")
        }
        let sizeRatio = Double(result.build.indexBytes) / Double(result.rawBytes)
        let records = result.build.sections["records"] ?? 0
        let withoutRecords = Double(result.build.indexBytes - records) / Double(result.rawBytes)
        lines.append("- index ÷ raw text = \(ComparisonTable.ratio(sizeRatio)) (goal ≤ 1.00×): \(sizeRatio <= 1 ? "met" : "missed by \(String(format: "%.0f", (sizeRatio - 1) * 100)) %")"
                     + "; without the stored records section \(ComparisonTable.ratio(withoutRecords))")
        if let whole = result.wholeProcess {
            let ratio = whole.hig.p50 / whole.rg.p50
            lines.append("- `hig search` process p50 ÷ `rg` process p50 = \(ComparisonTable.ratio(ratio)) (goal ≤ 1.00×): \(ratio <= 1 ? "met" : "missed")")
            if let peer = result.peers.first(where: { $0.engine == "ripgrep" && $0.ok }), let theirs = peer.p50 {
                lines.append("- `hig search` process p50 ÷ peers.py ripgrep p50 (spawn + parse in Python) = \(ComparisonTable.ratio(whole.hig.p50 / theirs))")
            }
        }
        return lines
    }
}
