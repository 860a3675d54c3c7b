import Foundation
import BenchmarkSupport

/// One peer engine's figures, read back from `peers.py`'s `summary.json` and `<engine>.jsonl`.
struct PeerResult: Sendable {
    var engine: String
    var ok: Bool
    /// Why there are no figures: a failure, or a skip (`skipped` is then true).
    var error: String?
    var buildSeconds: Double?
    var indexBytes: Int?
    var p50: Double?
    var p95: Double?
    var mean: Double?
    var coldFirst: Double?
    var queriesWithHits: Int?
    /// Top IDs per query id.
    var ranked: [String: [String]]
    /// Median milliseconds per query id.
    var perQuery: [String: Double] = [:]
    /// Peak RSS of the Python process that built and queried this engine alone
    /// (interpreter and records included; for ripgrep and pagefind, the largest of Python
    /// and the `rg` / `node` processes it waited for), through GNU time; 0 if not installed.
    var peakRSS: Int
    /// Everything else the summary says about the engine (notes, counters).
    var extra: [String: String]
    /// Versions of Python, SQLite, the engines and tools, as `peers.py` found them.
    var versions: [String: String] = [:]

    /// Not run on purpose (see `Options.pagefindLimit`), rather than failed.
    var skipped: Bool { !ok && (error?.hasPrefix("skipped") ?? false) }
}

/// Runs `peers.py` once per engine, so each engine's peak RSS is its own and one
/// failing engine leaves the others' figures.
struct PeerRun {
    var python: String
    var peersScript: String
    var passes: Int

    func run(engine: String, records: String, queries: String, out: String, log: String) throws -> PeerResult {
        let outDir = (out as NSString).appendingPathComponent(engine)
        try? FileManager.default.removeItem(atPath: outDir)
        try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
        let process = ChildProcess(executable: python,
                                   arguments: [peersScript, "--records", records, "--queries", queries, "--out", outDir,
                                               "--engines", engine, "--repeat", String(passes)],
                                   environment: ["PYTHONUNBUFFERED": "1"], stdout: .file(log), stderrFile: log,
                                   measureMemory: true)
        let result = try process.run()
        let summaryPath = (outDir as NSString).appendingPathComponent("summary.json")
        guard let data = FileManager.default.contents(atPath: summaryPath),
              let summary = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let engines = summary["engines"] as? [String: Any],
              let figures = engines[engine] as? [String: Any] else {
            return PeerResult(engine: engine, ok: false, error: "peers.py exited \(result.status) without a summary (see \(log))",
                              ranked: [:], peakRSS: result.peakRSS, extra: [:])
        }
        var ranked: [String: [String]] = [:], perQuery: [String: Double] = [:]
        let rankedPath = (outDir as NSString).appendingPathComponent("\(engine).jsonl")
        if let lines = FileManager.default.contents(atPath: rankedPath) {
            for line in lines.split(separator: UInt8(ascii: "\n")) {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                      let qid = object["qid"] as? String, let ids = object["ranked_ids"] as? [String] else { continue }
                ranked[qid] = ids
                perQuery[qid] = (object["ms"] as? NSNumber)?.doubleValue
            }
        }
        let known: Set<String> = ["engine", "ok", "error", "build_s", "index_bytes", "p50_ms", "p95_ms", "mean_ms",
                                  "cold_first_ms", "queries_with_hits", "n_records", "n_queries"]
        var extra: [String: String] = [:]
        for (key, value) in figures where !known.contains(key) { extra[key] = "\(value)" }
        func number(_ key: String) -> Double? { (figures[key] as? NSNumber)?.doubleValue }
        var versions: [String: String] = [:]
        for (key, value) in summary["versions"] as? [String: Any] ?? [:] { versions[key] = "\(value)" }
        return PeerResult(engine: engine, ok: figures["ok"] as? Bool ?? false, error: figures["error"] as? String,
                          buildSeconds: number("build_s"), indexBytes: number("index_bytes").map { Int($0) },
                          p50: number("p50_ms"), p95: number("p95_ms"), mean: number("mean_ms"),
                          coldFirst: number("cold_first_ms"), queriesWithHits: number("queries_with_hits").map { Int($0) },
                          ranked: ranked, perQuery: perQuery, peakRSS: result.peakRSS, extra: extra, versions: versions)
    }
}
