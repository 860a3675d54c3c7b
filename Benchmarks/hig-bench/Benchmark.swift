import Foundation
import HIGFiles
import HIGIngest
import HIGModel
import HIGSearch
import BenchmarkSupport

/// The whole run: real rules → records → scaled sets → hig and the peers side by side → tables.
struct Benchmark {
    var options: Options
    /// This executable, re-run as `_build` / `_query` children so each phase's peak RSS is its own.
    var executable: String

    func run() throws {
        let fm = FileManager.default
        let work = absolute(options.work)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        let queries: [BenchQuery]
        let queriesPath: String
        if let eval = options.eval {
            queries = try BenchQuery.fromEval(eval, kinds: options.kinds)
            queriesPath = (work as NSString).appendingPathComponent("queries-eval.jsonl")
            try JSONLines.write(queries, to: queriesPath)
        } else {
            queries = try JSONLines.read(BenchQuery.self, from: options.queries)
            queriesPath = absolute(options.queries)
        }
        guard !queries.isEmpty else { throw BenchError("\(options.eval ?? options.queries) has no queries") }
        let python = fm.isExecutableFile(atPath: options.python) ? absolute(options.python) : "python3"
        let peersScript = absolute((options.peers as NSString).appendingPathComponent("peers.py"))
        let scaleScript = absolute((options.peers as NSString).appendingPathComponent("scale.py"))
        let hig = options.hig.map(absolute) ?? ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("hig")
        let started = Date()

        // 1. The real rules, ingested and indexed as `hig index` does, then exported as records.
        let (real, rules) = try timeRealCorpus()
        note("real corpus: \(real.documents) documents, \(real.rules) rules; ingest + index \(ComparisonTable.number(real.totalSeconds * 1000)) ms (median of \(real.runs))")
        let realRecords = (work as NSString).appendingPathComponent("records-real.jsonl")
        let originsPath = (work as NSString).appendingPathComponent("rules-real.json")
        try JSONLines.write(rules.map(BenchRecord.init(rule:)), to: realRecords)
        try JSONEncoder().encode(rules).write(to: URL(fileURLWithPath: originsPath))

        // 2. Each scale.
        var results: [ScaleResult] = []
        for scale in options.scales {
            let directory = (work as NSString).appendingPathComponent("scale-\(scale)")
            try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var recordsPath = realRecords
            if let count = Options.recordCount(scale) {
                recordsPath = (directory as NSString).appendingPathComponent("records.jsonl")
                note("[\(scale)] scale.py → \(count) records")
                let made = try ChildProcess(executable: python,
                                            arguments: [scaleScript, "--records", realRecords, "--n", String(count),
                                                        "--out", recordsPath, "--seed", String(options.seed)],
                                            stderrFile: (directory as NSString).appendingPathComponent("scale.log")).run()
                guard made.succeeded else { throw BenchError("scale.py failed (see \(directory)/scale.log)") }
            }
            results.append(try measure(scale: scale, records: recordsPath, origins: originsPath, directory: directory,
                                       queries: queries, queriesPath: queriesPath, python: python,
                                       peersScript: peersScript, hig: hig))
            print(Report.section(results.last!) + "\n")
        }

        // 3. The report.
        let report = Report(started: started, options: options, real: real, scales: results,
                            command: (["hig-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
        let markdown = report.markdown()
        try AtomicFile.write(markdown, to: (work as NSString).appendingPathComponent("results.md"))
        if let path = options.markdown { try AtomicFile.write(markdown, to: path) }
        note("tables written to \(work)/results.md (finished in \(Int(Date().timeIntervalSince(started))) s)")
    }

    /// Measures hig and the peers on one records file.
    private func measure(scale: String, records recordsPath: String, origins: String, directory: String,
                         queries: [BenchQuery], queriesPath: String, python: String, peersScript: String,
                         hig: String) throws -> ScaleResult {
        let records = try JSONLines.read(BenchRecord.self, from: recordsPath)
        let rawBytes = records.reduce(0) { $0 + $1.rawBytes }
        note("[\(scale)] \(records.count) records, \(ComparisonTable.number(Double(rawBytes) / 1_048_576)) MB raw text")

        // hig: build in one child, query in another.
        let indexDirectory = (directory as NSString).appendingPathComponent("hig-index")
        try FileManager.default.createDirectory(atPath: indexDirectory, withIntermediateDirectories: true)
        let indexPath = (indexDirectory as NSString).appendingPathComponent("hig.idx")
        let log = (directory as NSString).appendingPathComponent("hig.log")
        // Every engine built and queried `rounds` times, interleaved, so that a slow spell of a shared
        // machine falls on all of them; each engine's median round is reported (`MedianRound`).
        var builds: [BuildReport] = []
        var queryReports: [QueryReport] = []
        var peerRounds: [String: [PeerResult]] = [:]
        let peerRun = PeerRun(python: python, peersScript: peersScript, passes: options.passes)
        for round in 1...options.rounds {
            let label = options.rounds == 1 ? "[\(scale)]" : "[\(scale) round \(round)/\(options.rounds)]"
            SettledDisk.settle()
            let build: BuildReport = try child(["_build", "--records", recordsPath, "--origins", origins, "--index", indexPath], log: log)
            note("\(label) hig built in \(ComparisonTable.number(build.buildSeconds)) s, \(build.indexBytes) bytes")
            let query: QueryReport = try child(["_query", "--index", indexPath, "--queries", queriesPath,
                                                "--repeat", String(options.higRepeat)], log: log)
            note("\(label) hig p50 rank \(ComparisonTable.number(query.rank.p50)) ms, search \(ComparisonTable.number(query.search.p50)) ms")
            builds.append(build)
            queryReports.append(query)

            // The peers, one engine per Python process.
            for engine in options.engines {
                if engine.hasPrefix("pagefind") && records.count > options.pagefindLimit {
                    if round == 1 {
                        peerRounds[engine] = [PeerResult(engine: engine, ok: false,
                                                         error: "skipped above --pagefind-limit \(options.pagefindLimit) records",
                                                         ranked: [:], peakRSS: 0, extra: [:])]
                        note("\(label) \(engine): skipped (more than --pagefind-limit \(options.pagefindLimit) records)")
                    }
                    continue
                }
                if let earlier = peerRounds[engine], earlier.contains(where: { !$0.ok }) { continue }
                SettledDisk.settle()
                let clock = ContinuousClock(), start = clock.now
                let peer = try peerRun.run(engine: engine, records: recordsPath, queries: queriesPath,
                                           out: (directory as NSString).appendingPathComponent("peers"),
                                           log: (directory as NSString).appendingPathComponent("peers.log"))
                peerRounds[engine, default: []].append(peer)
                let outcome = peer.ok ? "built in \(ComparisonTable.number(peer.buildSeconds ?? .nan)) s, p50 \(ComparisonTable.number(peer.p50 ?? .nan)) ms"
                                      : "FAILED: \(peer.error ?? "?")"
                note("\(label) \(engine): \(outcome) (\(Int((clock.now - start).seconds)) s)")
            }
        }
        let build = MedianRound.build(builds)
        let query = MedianRound.query(queryReports)
        let peers = options.engines.compactMap { peerRounds[$0].map(MedianRound.peer) }

        // Whole process: `hig search` against `rg`.
        var whole: WholeProcess.Report?
        if options.processRepeat > 0 {
            if FileManager.default.isExecutableFile(atPath: hig) {
                let ripgrepDirectory = (directory as NSString).appendingPathComponent("rg-files")
                try WholeProcess.writeRipgrepFiles(records, to: ripgrepDirectory)
                whole = try WholeProcess(hig: hig, indexDirectory: indexDirectory, ripgrepDirectory: ripgrepDirectory,
                                         passes: options.processRepeat, log: log).run(queries)
                try? FileManager.default.removeItem(atPath: ripgrepDirectory)
                note("[\(scale)] whole process p50: hig search \(ComparisonTable.number(whole!.hig.p50)) ms, rg \(ComparisonTable.number(whole!.rg.p50)) ms")
            } else {
                note("[\(scale)] no hig executable at \(hig): whole-process comparison skipped (build --product hig or pass --hig)")
            }
        }

        let quality = Quality(queries: queries, records: records)
        var scores = ["hig": quality.score(query.ranked)]
        for peer in peers where peer.ok { scores[peer.engine] = quality.score(peer.ranked) }
        return ScaleResult(name: scale == "real" ? "real (\(records.count) rules)" : scale, recordsPath: recordsPath,
                           records: records.count, rawBytes: rawBytes, build: build, query: query, wholeProcess: whole,
                           peers: peers, quality: scores, judged: quality.judged, kindCounts: quality.kindCounts,
                           kindOrder: queries.compactMap(\.kind).reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
                           unanswerable: quality.unanswerable, queries: queries.count)
    }

    /// Ingests the real corpus and encodes its index three times; the medians.
    private func timeRealCorpus() throws -> (RealCorpusTiming, [Rule]) {
        let corpus = URL(fileURLWithPath: absolute(options.corpus))
        let registry = IDRegistry.load(from: corpus.appendingPathComponent(IDRegistry.fileName)).registry
        let clock = ContinuousClock()
        var ingest: [Double] = [], total: [Double] = []
        var result: IngestResult?
        var indexBytes = 0
        for _ in 0..<3 {
            let start = clock.now
            let ingested = try Ingester(corpus: corpus).run(registry: registry)
            let ingestedAt = clock.now
            indexBytes = try IndexWriter.encode(rules: ingested.rules, fingerprint: "hig-bench").count
            ingest.append((ingestedAt - start).seconds)
            total.append((clock.now - start).seconds)
            result = ingested
        }
        guard let result, !result.rules.isEmpty else { throw BenchError("no rules in \(corpus.path)") }
        let inputBytes = result.documents.reduce(0) { sum, document in
            let path = corpus.appendingPathComponent(document.file).path
            return sum + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
        let timing = RealCorpusTiming(documents: result.documents.count, inputBytes: inputBytes, rules: result.rules.count,
                                      rawBytes: result.rules.map(BenchRecord.init(rule:)).reduce(0) { $0 + $1.rawBytes },
                                      ingestSeconds: LatencySummary(ingest).p50, totalSeconds: LatencySummary(total).p50,
                                      indexBytes: indexBytes, runs: 3)
        return (timing, result.rules)
    }

    /// Runs this executable with `arguments` and decodes the JSON it prints.
    private func child<T: Decodable>(_ arguments: [String], log: String) throws -> T {
        let run = try ChildProcess(executable: executable, arguments: arguments, stderrFile: log).run()
        guard run.succeeded else { throw BenchError("hig-bench \(arguments[0]) exited \(run.status) (see \(log))") }
        return try JSONDecoder().decode(T.self, from: run.output)
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }
}

/// Progress on standard error, so standard output carries only the tables.
func note(_ message: String) {
    FileHandle.standardError.write(Data(("hig-bench: " + message + "\n").utf8))
}
