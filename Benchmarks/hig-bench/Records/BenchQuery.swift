/// One query of the fixed mix (`Benchmarks/queries.jsonl`).
///
/// `peers.py` reads only `qid` and `query`; `answer`, when present, is a phrase the
/// best answer's English or Korean text contains (as in `shared/eval/dev-queries.tsv`),
/// which makes the query count for quality.
struct BenchQuery: Codable, Hashable, Sendable {
    var qid: String
    var query: String
    var answer: String?
    /// What kind of typing the query stands for (`ko-particles`, `en-inflected`, `mixed`, …).
    var kind: String?
}
