import Foundation

/// The benchmark's command line. Paths default to the package layout, run from the package root.
struct Options: Sendable {
    static let defaultEngines = ["tantivy_ngram", "tantivy_default", "fts5_unicode61", "fts5_trigram",
                                 "bm25s_bigram", "kiwi_bm25s", "pagefind", "ripgrep"]

    static let usage = """
    usage: hig-bench [options]

    Builds synthetic corpora from the real rules (real, 10k, 100k records), measures hig
    (build, size, in-process latency, RSS, whole-process `hig search`) and the peer engines
    of ../shared/bench/peers.py on the same records and queries, and prints one table per
    scale with every figure as a ratio hig ÷ peer.

      --scales LIST         comma list of real|10k|100k|<n> (default real,10k,100k)
      --engines LIST        peers.py engines, or "none" (default \(defaultEngines.joined(separator: ",")))
      --repeat N            timed passes of peers.py over the queries (its --repeat; default 3)
      --hig-repeat N        timed in-process passes for hig (default 20; more samples for p99)
      --process-repeat N    timed passes of the whole-process comparison (default 3; 0 skips it)
      --rounds N            build and query every engine N times, interleaved (hig, then each
                            peer, then again), and report each engine's median round (default 1;
                            3 or 5 on a shared machine, where one build can take 30 % longer)
      --queries FILE        query mix (default Benchmarks/queries.jsonl)
      --eval FILE           use an eval file instead (`query<TAB>phrase` lines, as `hig eval` reads)
      --kinds FILE          with --eval: `kind<TAB>query` lines; MRR@10 is also given per kind
      --corpus DIR          real corpus (default Corpus)
      --work DIR            records, indexes, logs and results (default .build/hig-bench)
      --python PATH         Python with the peers installed (default .build/peers-venv/bin/python)
      --peers DIR           folder of peers.py and scale.py (default ../shared/bench)
      --hig PATH            the `hig` executable (default: next to hig-bench)
      --seed N              scale.py seed (default 13)
      --pagefind-limit N    skip pagefind above N records (default 10000: at 100k its
                            queries take seconds each and the run would last hours)
      --markdown FILE       also write the tables to FILE
    """

    var scales = ["real", "10k", "100k"]
    var engines = defaultEngines
    var passes = 3
    var higRepeat = 20
    var processRepeat = 3
    var rounds = 1
    var queries = "Benchmarks/queries.jsonl"
    var eval: String?
    var kinds: String?
    var corpus = "Corpus"
    var work = ".build/hig-bench"
    var python = ".build/peers-venv/bin/python"
    var peers = "../shared/bench"
    var hig: String?
    var seed = 13
    var pagefindLimit = 10_000
    var markdown: String?

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw BenchError("\(flag) needs a value") }
            return next
        }
        func count(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= 0 else { throw BenchError("\(flag) takes a number, not \"\(text)\"") }
            return number
        }
        func list(_ flag: String) throws -> [String] {
            try value(flag).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--scales": scales = try list(flag)
            case "--engines":
                let names = try list(flag)
                engines = names == ["none"] ? [] : names
            case "--repeat": passes = max(1, try count(flag))
            case "--hig-repeat": higRepeat = max(1, try count(flag))
            case "--process-repeat": processRepeat = try count(flag)
            case "--rounds": rounds = max(1, try count(flag))
            case "--queries": queries = try value(flag)
            case "--eval": eval = try value(flag)
            case "--kinds": kinds = try value(flag)
            case "--corpus": corpus = try value(flag)
            case "--work": work = try value(flag)
            case "--python": python = try value(flag)
            case "--peers": peers = try value(flag)
            case "--hig": hig = try value(flag)
            case "--seed": seed = try count(flag)
            case "--pagefind-limit": pagefindLimit = try count(flag)
            case "--markdown": markdown = try value(flag)
            case "-h", "--help": throw BenchError(Self.usage)
            default: throw BenchError("unknown option \(flag)\n\n\(Self.usage)")
            }
        }
        if kinds != nil && eval == nil { throw BenchError("--kinds goes with --eval") }
        for scale in scales where Self.recordCount(scale) == nil && scale != "real" {
            throw BenchError("--scales: \"\(scale)\" is not real, 10k, 100k or a number")
        }
    }

    /// `10k` → 10000, `100k` → 100000, `2500` → 2500; nil for `real` or junk.
    static func recordCount(_ scale: String) -> Int? {
        let lower = scale.lowercased()
        if lower.hasSuffix("k"), let thousands = Int(lower.dropLast()) { return thousands * 1000 }
        return Int(lower)
    }
}
