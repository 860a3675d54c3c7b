import Foundation

/// The Markdown table of one scale: a row per metric, a column for hig and one per
/// peer, each peer cell followed by the ratio hig ÷ peer.
struct ComparisonTable {
    var result: ScaleResult

    /// One metric: hig's value and each peer's (nil where the engine has no such figure).
    private struct Row {
        var label: String
        var hig: Double?
        var peers: [Double?]
        /// Peer cells show only the ratio (the peer value is already in another row).
        var ratioOnly = false
        var format: (Double) -> String = ComparisonTable.number
    }

    func render() -> String {
        let peers = result.peers
        let megabyte = 1_048_576.0
        func peerValues(_ value: (PeerResult) -> Double?) -> [Double?] { peers.map { $0.ok ? value($0) : nil } }
        let raw = Double(result.rawBytes)
        let query = result.query
        var rows: [Row] = [
            Row(label: "build s (records in memory → searchable index on disk)", hig: result.build.buildSeconds,
                peers: peerValues(\.buildSeconds)),
            Row(label: "build MB/s of raw text", hig: raw / megabyte / result.build.buildSeconds,
                peers: peerValues { $0.buildSeconds.map { raw / megabyte / $0 } }),
            Row(label: "index MB", hig: Double(result.build.indexBytes) / megabyte,
                peers: peerValues { $0.indexBytes.map { Double($0) / megabyte } }),
            Row(label: "index / raw text", hig: Double(result.build.indexBytes) / raw,
                peers: peerValues { $0.indexBytes.map { Double($0) / raw } }),
            Row(label: "**p50 ms** (hig: `rank`, ids only — like-for-like)", hig: query.rank.p50, peers: peerValues(\.p50)),
            Row(label: "p95 ms (hig: `rank`)", hig: query.rank.p95, peers: peerValues(\.p95)),
            Row(label: "p99 ms (hig: `rank`)", hig: query.rank.p99, peers: peers.map { _ in nil }),
            Row(label: "p50 ms, hig `search` (+ records, snippets) ÷ peer p50", hig: query.search.p50,
                peers: peerValues(\.p50), ratioOnly: true),
            Row(label: "p95 ms, hig `search` ÷ peer p95", hig: query.search.p95, peers: peerValues(\.p95), ratioOnly: true),
            Row(label: "p99 ms, hig `search`", hig: query.search.p99, peers: peers.map { _ in nil }),
            Row(label: "first query ms (after open)", hig: query.coldFirstMilliseconds, peers: peerValues(\.coldFirst)),
            Row(label: "peak RSS MB, build (hig: build process; peer: Python process, build + queries)",
                hig: Double(result.build.peakRSS) / megabyte, peers: peerValues { Double($0.peakRSS) / megabyte }),
            Row(label: "peak RSS MB, query process (hig: open + all queries)", hig: Double(query.peakRSSSearch) / megabyte,
                peers: peers.map { _ in nil }),
            Row(label: "queries with hits (of \(result.queries))", hig: Double(query.queriesWithHits),
                peers: peerValues { $0.queriesWithHits.map(Double.init) }, format: { String(Int($0)) }),
            Row(label: "MRR@10, answer = the original rule (\(result.judged) queries)",
                hig: result.quality["hig"]?.original, peers: peers.map { $0.ok ? result.quality[$0.engine]?.original : nil },
                format: { String(format: "%.3f", $0) }),
            Row(label: "MRR@10, answer = any record with the phrase", hig: result.quality["hig"]?.phrase,
                peers: peers.map { $0.ok ? result.quality[$0.engine]?.phrase : nil }, format: { String(format: "%.3f", $0) }),
        ]
        for kind in result.kindOrder {
            guard let count = result.kindCounts[kind] else { continue }
            rows.append(Row(label: "MRR@10, \(kind) (\(count) queries, any record with the phrase)",
                            hig: result.quality["hig"]?.byKind[kind] ?? 0,
                            peers: peers.map { $0.ok ? (result.quality[$0.engine]?.byKind[kind] ?? 0) : nil },
                            format: { String(format: "%.3f", $0) }))
        }
        if let whole = result.wholeProcess {
            // `rg`'s figures go in the ripgrep column, or into the label when that column is not there.
            let ripgrep = peers.map { $0.engine == "ripgrep" }
            let inLabel: (Double) -> String = ripgrep.contains(true) ? { _ in "" } : { "; `rg` \(Self.number($0))" }
            rows.append(Row(label: "whole process p50 ms: `hig search` vs `rg` (same spawn timer)" + inLabel(whole.rg.p50),
                            hig: whole.hig.p50, peers: ripgrep.map { $0 ? whole.rg.p50 : nil }))
            rows.append(Row(label: "whole process p95 ms" + inLabel(whole.rg.p95), hig: whole.hig.p95,
                            peers: ripgrep.map { $0 ? whole.rg.p95 : nil }))
            rows.append(Row(label: "whole process peak RSS MB" + inLabel(Double(whole.rgPeakRSS) / megabyte),
                            hig: Double(whole.higPeakRSS) / megabyte,
                            peers: ripgrep.map { $0 ? Double(whole.rgPeakRSS) / megabyte : nil }))
        }

        var lines: [String] = []
        lines.append("| metric | hig |" + peers.map { " \($0.ok ? $0.engine : "\($0.engine) (\($0.skipped ? "skipped" : "failed"))") |" }.joined())
        lines.append("|---|---:|" + String(repeating: "---:|", count: peers.count))
        for row in rows {
            var cells = [row.label, row.hig.map(row.format) ?? "—"]
            for value in row.peers {
                guard let value, value.isFinite else { cells.append("—"); continue }
                let ratio = row.hig.flatMap { value > 0 ? $0 / value : nil }.map(Self.ratio)
                if row.ratioOnly {
                    cells.append(ratio ?? "—")
                } else {
                    cells.append(row.format(value) + (ratio.map { " (\($0))" } ?? ""))
                }
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// A figure with about three significant digits.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        switch abs(value) {
        case 0: return "0"
        case ..<0.01: return String(format: "%.4f", value)
        case ..<1: return String(format: "%.3f", value)
        case ..<10: return String(format: "%.2f", value)
        case ..<100: return String(format: "%.1f", value)
        default: return String(format: "%.0f", value)
        }
    }

    /// hig ÷ peer, e.g. `0.45×`.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        switch value {
        case ..<0.1: return String(format: "%.3f×", value)
        case ..<10: return String(format: "%.2f×", value)
        default: return String(format: "%.0f×", value)
        }
    }
}
