import Foundation

/// The run as Markdown: when, where, how, then a section per scale.
struct Report {
    var started: Date
    var options: Options
    var real: RealCorpusTiming
    var scales: [ScaleResult]
    var command: String

    func markdown() -> String {
        var lines: [String] = []
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        lines.append("Run \(formatter.string(from: started)) UTC on \(Machine.describe()).")
        lines.append("")
        lines.append("    \(command)")
        lines.append("")
        if options.rounds > 1 {
            lines.append("Each engine built and queried \(options.rounds) times, interleaved; the figures are each engine's "
                         + "median round (build: the median build; latency: the round with the median p50).")
            lines.append("")
        }
        if let versions = scales.lazy.flatMap(\.peers).first(where: { !$0.versions.isEmpty })?.versions {
            let keys = ["python", "sqlite", "tantivy", "bm25s", "kiwipiepy", "pagefind_binary", "node", "ripgrep"]
            lines.append("Peers: " + keys.compactMap { key in versions[key].map { "\(key) \($0)" } }.joined(separator: ", ") + ".")
            lines.append("")
        }
        let megabyte = 1_048_576.0
        lines.append("Real corpus (`Ingester.run` + `IndexWriter.encode`, as `hig index`): \(real.documents) documents, "
                     + "\(real.inputBytes) bytes → \(real.rules) rules in "
                     + "\(ComparisonTable.number(real.totalSeconds * 1000)) ms (ingest \(ComparisonTable.number(real.ingestSeconds * 1000)) ms; "
                     + "median of \(real.runs)), \(ComparisonTable.number(Double(real.inputBytes) / megabyte / real.totalSeconds)) MB/s of input; "
                     + "index \(real.indexBytes) bytes = \(ComparisonTable.ratio(Double(real.indexBytes) / Double(real.rawBytes))) the rules' raw text (\(real.rawBytes) bytes).")
        lines.append("")
        for scale in scales { lines.append(Self.section(scale)) }
        return lines.joined(separator: "\n")
    }

    /// One scale: heading, table, goals, and the details behind the figures.
    static func section(_ result: ScaleResult) -> String {
        let megabyte = 1_048_576.0
        var lines: [String] = []
        lines.append("### \(result.name): \(result.records) records, \(ComparisonTable.number(Double(result.rawBytes) / megabyte)) MB raw text, \(result.queries) queries")
        lines.append("")
        lines.append("Peer cells: value (hig ÷ peer). Below 1× hig is faster or smaller; for MRR above 1× hig is better.")
        lines.append("")
        lines.append(ComparisonTable(result: result).render())
        lines.append("")
        lines.append("Goals:")
        lines += GoalCheck(result: result).lines()
        lines.append("")
        let build = result.build, query = result.query
        let sections = build.sections.sorted { $0.value > $1.value }
            .map { "\($0.key) \(ComparisonTable.number(Double($0.value) / megabyte)) MB" }.joined(separator: ", ")
        var details = [
            "hig build: convert \(ComparisonTable.number(build.convertSeconds)) s + write \(ComparisonTable.number(build.writeSeconds)) s + open \(ComparisonTable.number(build.openSeconds)) s (JSON lines read in \(ComparisonTable.number(build.loadSeconds)) s, not counted); sections: \(sections).",
            "hig query process: open \(ComparisonTable.number(query.openMilliseconds)) ms; `rank` mean \(ComparisonTable.number(query.rank.mean)) ms, `search` mean \(ComparisonTable.number(query.search.mean)) ms over \(query.rank.count) samples each; peak RSS after open \(ComparisonTable.number(Double(query.peakRSSOpen) / megabyte)) MB, after `rank` \(ComparisonTable.number(Double(query.peakRSSRank) / megabyte)) MB, after `search` \(ComparisonTable.number(Double(query.peakRSSSearch) / megabyte)) MB.",
        ]
        if let tantivy = result.peers.first(where: { $0.engine == "tantivy_ngram" && $0.ok }), !tantivy.perQuery.isEmpty {
            let slowest = query.rankPerQuery.sorted { $0.value > $1.value }.prefix(5).map { qid, ms in
                "\(qid) \(ComparisonTable.number(ms)) ms (\(tantivy.perQuery[qid].map { ComparisonTable.ratio(ms / $0) } ?? "—"))"
            }
            details.append("hig's slowest queries, `rank` median (÷ tantivy_ngram's median for the same query): \(slowest.joined(separator: ", ")).")
        }
        if !query.disagreements.isEmpty {
            details.append("`search` and `rank` returned different IDs for: \(query.disagreements.joined(separator: ", ")).")
        }
        if !result.unanswerable.isEmpty {
            details.append("Answer phrase in no original record (left out of MRR): \(result.unanswerable.joined(separator: ", ")).")
        }
        for peer in result.peers where !peer.ok {
            details.append(peer.skipped ? "\(peer.engine) \(peer.error!)." : "\(peer.engine) failed: \(peer.error ?? "unknown error").")
        }
        for peer in result.peers where peer.ok {
            let interesting = ["fallback_queries", "fts_content_bytes", "kiwi_model_load_s", "kiwi_tokenize_s", "bundle_bytes",
                               "node_internal_p50_ms", "page_count"]
            let extras = interesting.compactMap { key in peer.extra[key].map { "\(key) \($0)" } }
            if !extras.isEmpty { details.append("\(peer.engine): \(extras.joined(separator: ", ")).") }
        }
        lines += details.map { "- " + $0 }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}

/// A one-line description of the machine.
enum Machine {
    static func describe() -> String {
        func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let cpu = read("/proc/cpuinfo").split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last!.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let memory = read("/proc/meminfo").split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
            .map { String(format: "%.0f GiB", Double($0) / 1_048_576) } ?? "? GiB"
        let os = read("/etc/os-release").split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "Linux"
        return "\(os), \(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu)), \(memory)"
    }
}
