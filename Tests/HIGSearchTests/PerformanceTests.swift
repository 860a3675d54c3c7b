import Foundation
import HIGModel
import HIGSearch
import Testing
import _HIGTestSupport

/// Size and latency on synthetic sets. Off by default; meaningful only in a release build:
///
///     HIG_PERF=10000,100000 swift test -c release -Xswiftc -enable-testing --filter PerformanceTests
///
/// - `HIG_PERF`: set sizes; rules are the fixtures recombined (`SyntheticRules`).
/// - `HIG_PERF_RECORDS=scaled-%d.jsonl`: use `bench/peers.py` records instead (`%d` = size).
/// - `HIG_PERF_QUERIES=queries.tsv`: queries in the evaluation format instead of the list below.
/// - `HIG_PERF_EXPORT=dir`: also write the records and queries for `bench/peers.py`.
@Suite struct PerformanceTests {
    static let sizes: [Int] = (ProcessInfo.processInfo.environment["HIG_PERF"] ?? "")
        .split(separator: ",").compactMap { Int($0) }

    static let queries = [
        "모달 닫는 버튼", "모달뷰를닫기전에", "dismiss modal view", "progress bar 정확", "로딩 화면 맞춤",
        "활동 표시기 계속", "Always report progress accurately", "show content as soon as possible",
        "전체 화면 모달", "모달 작업은 짧게", "make it clear loading", "data loss confirmation",
        "모달 사용 시기", "모달은 언제 써야 하나요", "닫기 버튼을 항상", "사용자 생성 콘텐츠 손실",
        "로딩 중임을 알려라", "플레이스홀더", "progress bar 선호", "activity indicator 계속",
        "진행 상황을 정확히", "툴바 트랙 숨기기", "blank screen frozen app", "dismiss gesture alternative",
        "hierarchy of views in a modal", "immersive content full screen", "progress bar custom colors",
    ]

    /// Writes `records-N.jsonl` and `queries.jsonl` in the format of `bench/peers.py`.
    static func export(_ rules: [Rule], queries: [String], to directory: URL, size: Int) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var records = Data()
        for rule in rules {
            let record = ["id": rule.id.rawValue,
                          "title_en": rule.english.first?.title ?? "", "text_en": rule.english.first?.text ?? "",
                          "title_ko": rule.translations.first?.title ?? "", "text_ko": rule.translations.first?.text ?? ""]
            records.append(try encoder.encode(record))
            records.append(0x0A)
        }
        try records.write(to: directory.appendingPathComponent("records-\(size).jsonl"))
        var lines = Data()
        for (i, query) in queries.enumerated() {
            lines.append(try encoder.encode(["qid": "q\(i)", "query": query]))
            lines.append(0x0A)
        }
        try lines.write(to: directory.appendingPathComponent("queries.jsonl"))
    }

    @Test(.enabled(if: !sizes.isEmpty)) func sizeAndLatency() throws {
        for size in Self.sizes {
            // HIG_PERF_RECORDS=file-%d.jsonl: records in the peers.py format instead of the fixtures.
            let rules = try ProcessInfo.processInfo.environment["HIG_PERF_RECORDS"].map {
                try DevEvaluationTests.rules(fromJSONLines: URL(fileURLWithPath: $0.replacingOccurrences(of: "%d", with: "\(size)")))
            } ?? SyntheticRules.make(count: size)
            let queries = try ProcessInfo.processInfo.environment["HIG_PERF_QUERIES"].map {
                try Evaluation.load(contentsOf: URL(fileURLWithPath: $0)).map(\.query)
            } ?? Self.queries
            let rawBytes = rules.reduce(0) { total, rule in
                total + rule.english.reduce(0) { $0 + $1.title.utf8.count + $1.text.utf8.count }
                    + rule.translations.reduce(0) { $0 + $1.title.utf8.count + $1.text.utf8.count }
                    + rule.references.reduce(0) { $0 + $1.utf8.count }
            }
            if let directory = ProcessInfo.processInfo.environment["HIG_PERF_EXPORT"] {
                try Self.export(rules, queries: Self.queries, to: URL(fileURLWithPath: directory), size: size)
            }
            let clock = ContinuousClock()
            var started = clock.now
            let data = try IndexWriter.encode(rules: rules, fingerprint: "perf", metadata: Data())
            let buildTime = clock.now - started
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-perf-\(size).idx")
            try data.write(to: url)
            started = clock.now
            let reader = try IndexReader(contentsOf: url)
            let openTime = clock.now - started
            let searcher = Searcher(reader: reader)

            func percentile(_ values: [Double], _ p: Double) -> Double {
                let sorted = values.sorted()
                return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
            }
            func measure(_ body: (SearchQuery) -> Void) -> [Double] {
                for q in queries { body(SearchQuery(text: q)) }  // warm-up
                var samples: [Double] = []
                for _ in 0..<20 {
                    for q in queries {
                        let t0 = clock.now
                        body(SearchQuery(text: q))
                        let d = clock.now - t0
                        samples.append(Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
                    }
                }
                return samples
            }
            let rank = measure { _ = searcher.rank($0) }
            let full = measure { _ = searcher.search($0) }
            let sections = reader.sectionSizes.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
            print("""
            [perf] \(size) rules: raw text \(rawBytes) B, index \(data.count) B (ratio \(String(format: "%.3f", Double(data.count) / Double(rawBytes)))), \
            build \(buildTime), open \(openTime)
            [perf]   sections: \(sections)
            [perf]   rank   p50 \(String(format: "%.4f", percentile(rank, 0.5))) ms  p95 \(String(format: "%.4f", percentile(rank, 0.95))) ms
            [perf]   search p50 \(String(format: "%.4f", percentile(full, 0.5))) ms  p95 \(String(format: "%.4f", percentile(full, 0.95))) ms
            """)
            try? FileManager.default.removeItem(at: url)
        }
    }
}

/// Profiling aid: `HIG_PERF_LOOP=/path/to.idx[:rank|search]` runs the queries for ~5 s
/// (building the index first if the file is missing, from `HIG_PERF_RECORDS` or
/// `HIG_PERF_LOOP_SIZE` synthetic rules). `HIG_PERF_PASSES=n` runs n passes instead
/// (fixed work, for `perf stat`); `HIG_PERF_EACH=1` prints each query's time.
@Suite struct PerformanceLoop {
    static let target = ProcessInfo.processInfo.environment["HIG_PERF_LOOP"]

    @Test(.enabled(if: target != nil)) func loop() throws {
        let parts = Self.target!.split(separator: ":")
        if !FileManager.default.fileExists(atPath: String(parts[0])) {
            let size = Int(ProcessInfo.processInfo.environment["HIG_PERF_LOOP_SIZE"] ?? "100000")!
            let rules = try ProcessInfo.processInfo.environment["HIG_PERF_RECORDS"].map {
                try DevEvaluationTests.rules(fromJSONLines: URL(fileURLWithPath: $0))
            } ?? SyntheticRules.make(count: size)
            try IndexWriter.write(rules: rules, fingerprint: "perf", to: URL(fileURLWithPath: String(parts[0])))
        }
        let searcher = Searcher(reader: try IndexReader(contentsOf: URL(fileURLWithPath: String(parts[0]))))
        let full = parts.count > 1 && parts[1] == "search"
        let clock = ContinuousClock()
        let end = clock.now + .seconds(5)
        var n = 0
        if let passes = ProcessInfo.processInfo.environment["HIG_PERF_PASSES"].flatMap(Int.init) {
            // Fixed work, for instruction counting (valgrind --tool=callgrind).
            let queries = try ProcessInfo.processInfo.environment["HIG_PERF_QUERIES"].map {
                try Evaluation.load(contentsOf: URL(fileURLWithPath: $0)).map(\.query)
            } ?? PerformanceTests.queries
            for _ in 0..<passes {
                for q in queries {
                    if full { _ = searcher.search(SearchQuery(text: q)) } else { _ = searcher.rank(SearchQuery(text: q)) }
                }
            }
            print("[passes] \(passes * queries.count) queries")
            return
        }
        while clock.now < end && ProcessInfo.processInfo.environment["HIG_PERF_EACH"] == nil {
            for q in PerformanceTests.queries {
                if full { _ = searcher.search(SearchQuery(text: q)) } else { _ = searcher.rank(SearchQuery(text: q)) }
                n += 1
            }
        }
        print("[loop] \(n) queries, \(5000.0 / Double(n)) ms each")
        if ProcessInfo.processInfo.environment["HIG_PERF_EACH"] != nil {
            let queries = try ProcessInfo.processInfo.environment["HIG_PERF_QUERIES"].map {
                try Evaluation.load(contentsOf: URL(fileURLWithPath: $0)).map(\.query)
            } ?? PerformanceTests.queries
            var samples: [Double] = []
            for q in queries {
                var mine: [Double] = []
                for _ in 0..<20 {
                    let t0 = clock.now
                    if full { _ = searcher.search(SearchQuery(text: q)) } else { _ = searcher.rank(SearchQuery(text: q)) }
                    mine.append(Double((clock.now - t0).components.attoseconds) / 1e15)
                }
                samples += mine
                print("[each] \(String(format: "%.4f", mine.sorted()[10])) ms  \(q)")
            }
            samples.sort()
            print("[each] p50 \(String(format: "%.4f", samples[samples.count / 2])) ms  p95 \(String(format: "%.4f", samples[samples.count * 95 / 100])) ms")
        }
    }
}
