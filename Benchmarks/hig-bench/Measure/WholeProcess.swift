import Foundation
import BenchmarkSupport

/// Whole-process query time: `hig search` as a user runs it, against `rg` over one
/// text file per record (what `peers.py`'s ripgrep engine searches), spawned and
/// timed the same way, side by side, query after query.
struct WholeProcess {
    struct Report: Codable, Sendable {
        /// `hig search QUERY --index DIR --corpus <none> --no-rebuild`, spawn to exit, output read through a pipe.
        var hig: LatencySummary
        /// `rg -o -F -i … -e word… DIR` with the peers' flags, spawn to exit, output read through a pipe.
        var rg: LatencySummary
        var higPeakRSS: Int
        var rgPeakRSS: Int
    }

    var hig: String
    var indexDirectory: String
    var ripgrepDirectory: String
    var passes: Int
    var log: String

    /// The flags `peers.py` passes to `rg` (its `Ripgrep.cmd`).
    static let ripgrepFlags = ["-o", "-F", "-i", "--no-heading", "--with-filename", "--no-line-number", "--no-config"]

    /// Writes `DIR/0000000.txt`… with each record's four fields joined by newlines, as `peers.py` does.
    static func writeRipgrepFiles(_ records: [BenchRecord], to directory: String) throws {
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (number, record) in records.enumerated() {
            let name = String(number).leftPadded(to: 7)
            try Data(record.text.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name).txt"))
        }
    }

    /// One warm-up pass (which also measures peak RSS), then `passes` timed passes;
    /// each query runs `hig`, then `rg`.
    func run(_ queries: [BenchQuery]) throws -> Report {
        // The corpus must not exist: then `hig` trusts the index as shipped and reads no corpus files.
        let noCorpus = (indexDirectory as NSString).appendingPathComponent("no-corpus")
        var higSamples: [Double] = [], rgSamples: [Double] = []
        var higPeak = 0, rgPeak = 0
        for pass in 0...passes {
            for query in queries {
                let higRun = try ChildProcess(executable: hig,
                                              arguments: ["search", query.query, "--index", indexDirectory,
                                                          "--corpus", noCorpus, "--no-rebuild"],
                                              stderrFile: log, measureMemory: pass == 0).run()
                guard higRun.status <= 1 else {
                    throw BenchError("hig search \"\(query.query)\" exited \(higRun.status): \(lastLine(of: log)) (rebuild hig from the same tree as hig-bench?)")
                }
                var words: [String] = []
                for word in query.query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
                where !words.contains(word) { words.append(word) }
                let rgRun = try ChildProcess(executable: "rg",
                                             arguments: Self.ripgrepFlags + words.flatMap { ["-e", $0] } + [ripgrepDirectory],
                                             environment: ["LC_ALL": "C.UTF-8"], stderrFile: log,
                                             measureMemory: pass == 0).run()
                guard rgRun.status <= 1 else {
                    throw BenchError("rg for \"\(query.query)\" exited \(rgRun.status) (see \(log))")
                }
                guard pass > 0 else {
                    // The warm-up pass runs under GNU time for peak RSS; the timed passes spawn directly.
                    higPeak = max(higPeak, higRun.peakRSS)
                    rgPeak = max(rgPeak, rgRun.peakRSS)
                    continue
                }
                higSamples.append(higRun.wall.milliseconds)
                rgSamples.append(rgRun.wall.milliseconds)
            }
        }
        return Report(hig: LatencySummary(higSamples), rg: LatencySummary(rgSamples), higPeakRSS: higPeak, rgPeakRSS: rgPeak)
    }
}

/// The last non-empty line of a log file, for error messages.
func lastLine(of path: String) -> String {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").last.map(String.init) ?? "see \(path)"
}

extension String {
    /// The string with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
