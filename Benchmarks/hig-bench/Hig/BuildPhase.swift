import Foundation
import HIGModel
import HIGSearch
import HIGText
import BenchmarkSupport

/// What building a hig index from a records file cost (child process `_build`).
struct BuildReport: Codable, Sendable {
    var records: Int
    var rawBytes: Int
    /// Reading and decoding the JSON lines (not part of `buildSeconds`, as in `peers.py`).
    var loadSeconds: Double
    /// Records → `Rule` values.
    var convertSeconds: Double
    /// `IndexWriter.write`: analysis, postings, compressed records, fsync, rename.
    var writeSeconds: Double
    /// `IndexReader(contentsOf:)`: read the file and verify every checksum.
    var openSeconds: Double
    /// Records in memory → a searchable index on disk: convert + write + open.
    var buildSeconds: Double
    var indexBytes: Int
    var sections: [String: Int]
    /// Peak RSS of the whole child (records, rules and the index bytes all in memory).
    var peakRSS: Int
}

/// Builds the index for a records file, in its own process so that its peak RSS is its own.
enum BuildPhase {
    static func run(records path: String, origins originsPath: String, index indexPath: String) throws -> BuildReport {
        let clock = ContinuousClock()
        var start = clock.now
        let records = try JSONLines.read(BenchRecord.self, from: path)
        let originRules = try JSONDecoder().decode([Rule].self, from: Data(contentsOf: URL(fileURLWithPath: originsPath)))
        let origins = Dictionary(originRules.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        let loadSeconds = (clock.now - start).seconds

        start = clock.now
        let rules = records.enumerated().map { $0.element.rule(number: $0.offset, origins: origins) }
        let converted = clock.now
        // As `hig index` does: a lexicon learned from the rules that have both languages, at
        // most as many as the learner samples (taken evenly here, before the units are made).
        let learner = LexiconLearner()
        let bilingual = rules.filter { !$0.english.isEmpty && !$0.translations.isEmpty }
        let step = max(1, bilingual.count / learner.maximumPairs)
        let pairs = stride(from: 0, to: bilingual.count, by: step).map { index in
            (LexiconUnits.english(bilingual[index].english.map(\.text).joined(separator: "\n")),
             LexiconUnits.korean(bilingual[index].translations.map(\.text).joined(separator: "\n")))
        }
        let lexicon = learner.learn(pairs)
        try IndexWriter.write(rules: rules, fingerprint: "hig-bench \(URL(fileURLWithPath: path).lastPathComponent)",
                              lexicon: lexicon, to: URL(fileURLWithPath: indexPath))
        let written = clock.now
        let reader = try IndexReader(contentsOf: URL(fileURLWithPath: indexPath))
        let opened = clock.now

        return BuildReport(records: records.count, rawBytes: records.reduce(0) { $0 + $1.rawBytes },
                           loadSeconds: loadSeconds, convertSeconds: (converted - start).seconds,
                           writeSeconds: (written - converted).seconds, openSeconds: (opened - written).seconds,
                           buildSeconds: (opened - start).seconds, indexBytes: reader.byteCount,
                           sections: reader.sectionSizes, peakRSS: PeakMemory.current())
    }
}

/// Encodes the index of a records file `repeat` times in one process, for a profiler and for
/// comparing two builds on a shared machine (`_encode`): the records are read once, and each
/// pass prints its wall and process CPU seconds, so the least of several passes can be taken.
enum EncodeLoop {
    static func run(records path: String, origins originsPath: String, repeat passes: Int) throws {
        let records = try JSONLines.read(BenchRecord.self, from: path)
        let originRules = try JSONDecoder().decode([Rule].self, from: Data(contentsOf: URL(fileURLWithPath: originsPath)))
        let origins = Dictionary(originRules.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = records.enumerated().map { $0.element.rule(number: $0.offset, origins: origins) }
        let clock = ContinuousClock()
        for pass in 1...max(1, passes) {
            let (start, cpu) = (clock.now, processCPUSeconds())
            let bytes = try IndexWriter.encode(rules: rules, fingerprint: "hig-bench \(URL(fileURLWithPath: path).lastPathComponent)")
            note("encode pass \(pass): \(ComparisonTable.number((clock.now - start).seconds)) s, "
                 + "CPU \(ComparisonTable.number(processCPUSeconds() - cpu)) s, \(bytes.count) bytes")
        }
    }

    /// User and system time of the whole process so far.
    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
