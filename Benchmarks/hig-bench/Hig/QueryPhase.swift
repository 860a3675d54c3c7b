import Foundation
import HIGModel
import HIGSearch
import BenchmarkSupport

/// What querying a hig index in-process cost (child process `_query`).
struct QueryReport: Codable, Sendable {
    /// `IndexReader(contentsOf:)` + `Searcher(reader:)`, in milliseconds.
    var openMilliseconds: Double
    /// The first query of the warm-up pass (ranking only), in milliseconds.
    var coldFirstMilliseconds: Double
    /// `Searcher.rank`: IDs and scores only — what the peers return, so the like-for-like figure.
    var rank: LatencySummary
    /// `Searcher.search`: ranking, then decoding each hit and building its snippets.
    var search: LatencySummary
    /// Top IDs per query id, from `rank`.
    var ranked: [String: [String]]
    /// Median `rank` milliseconds per query id (as `peers.py` reports per query).
    var rankPerQuery: [String: Double]
    /// Queries where `search` returned other IDs than `rank` (should be none).
    var disagreements: [String]
    var queriesWithHits: Int
    /// Peak RSS after opening the index, after the ranking passes and after the full-search passes.
    var peakRSSOpen: Int
    var peakRSSRank: Int
    var peakRSSSearch: Int
}

/// Opens an index and runs the query mix with `rank`, then with `search`: each time one
/// warm-up pass, then `repeat` timed passes over every query.
enum QueryPhase {
    static func run(index path: String, queries queriesPath: String, repeat passes: Int, limit: Int) throws -> QueryReport {
        let queries = try JSONLines.read(BenchQuery.self, from: queriesPath)
        let clock = ContinuousClock()
        let start = clock.now
        let searcher = Searcher(reader: try IndexReader(contentsOf: URL(fileURLWithPath: path)))
        let openMilliseconds = (clock.now - start).milliseconds
        let peakRSSOpen = PeakMemory.current()
        let prepared = queries.map { SearchQuery(text: $0.query, limit: limit) }

        // Ranking only: a warm-up pass (its first query timed as "cold"), then the timed passes.
        var coldFirst = 0.0
        for (offset, query) in prepared.enumerated() {
            let t = clock.now
            _ = searcher.rank(query)
            if offset == 0 { coldFirst = (clock.now - t).milliseconds }
        }
        var rankSamples: [Double] = []
        rankSamples.reserveCapacity(passes * queries.count)
        var ranked: [String: [String]] = [:]
        var perQuery: [String: [Double]] = [:]
        for _ in 0..<passes {
            for (query, prepared) in zip(queries, prepared) {
                let t = clock.now
                let hits = searcher.rank(prepared)
                let elapsed = (clock.now - t).milliseconds
                rankSamples.append(elapsed)
                perQuery[query.qid, default: []].append(elapsed)
                ranked[query.qid] = hits.map(\.id.rawValue)
            }
        }
        let peakRSSRank = PeakMemory.current()

        // Full search with snippets: the same again.
        for query in prepared { _ = searcher.search(query) }
        var searchSamples: [Double] = []
        searchSamples.reserveCapacity(passes * queries.count)
        var disagreements: Set<String> = []
        for _ in 0..<passes {
            for (query, prepared) in zip(queries, prepared) {
                let t = clock.now
                let response = searcher.search(prepared)
                searchSamples.append((clock.now - t).milliseconds)
                if response.results.map(\.id.rawValue) != ranked[query.qid] { disagreements.insert(query.qid) }
            }
        }
        return QueryReport(openMilliseconds: openMilliseconds, coldFirstMilliseconds: coldFirst,
                           rank: LatencySummary(rankSamples), search: LatencySummary(searchSamples),
                           ranked: ranked, rankPerQuery: perQuery.mapValues { LatencySummary($0).p50 },
                           disagreements: disagreements.sorted(),
                           queriesWithHits: ranked.values.filter { !$0.isEmpty }.count,
                           peakRSSOpen: peakRSSOpen, peakRSSRank: peakRSSRank, peakRSSSearch: PeakMemory.current())
    }
}

/// A loop for profilers (`perf record`, `valgrind --tool=callgrind`): only `rank`, only
/// `search`, or only `respond` (the JSON API's answer written from prepared rules, as
/// `/api/search` does) over the query mix, `repeat` times, with no timing of its own; `dump`
/// prints both answers of each query once, to compare builds.
enum ProfileLoop {
    static func run(index path: String, queries queriesPath: String, repeat passes: Int, mode: String) throws {
        let queries = try JSONLines.read(BenchQuery.self, from: queriesPath).map { SearchQuery(text: $0.query, limit: 10) }
        let reader = try IndexReader(contentsOf: URL(fileURLWithPath: path))
        let searcher = Searcher(reader: reader)
        let rules = PreparedRules(reader: reader)
        var writer = JSONWriter()
        var results = 0
        for _ in 0..<passes {
            for query in queries {
                switch mode {
                case "search": results += searcher.search(query).results.count
                case "dump":
                    // Both answers of every query, for comparing builds: what `hig search --json`
                    // prints and what `/api/search` sends (their `took_ms` differ run to run).
                    writer.reset()
                    searcher.writeResponse(query, rules: rules, into: &writer)
                    print(String(decoding: writer.bytes, as: UTF8.self))
                    print(String(decoding: (try? searcher.search(query).json()) ?? [], as: UTF8.self))
                    results += 1
                case "respond":
                    writer.reset()
                    searcher.writeResponse(query, rules: rules, into: &writer)
                    results += writer.bytes.count > 0 ? 1 : 0
                default: results += searcher.rank(query).count
                }
            }
        }
        note("\(mode): \(passes) passes, \(results) results")
    }
}
