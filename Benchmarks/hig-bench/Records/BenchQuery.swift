import Foundation
import HIGSearch

/// One query of the fixed mix (`Benchmarks/queries.jsonl`) or of an eval file.
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

extension BenchQuery {
    /// The queries of a `hig eval` file (`query<TAB>phrase`), with kinds from a kinds file:
    /// ids `eval-<line>`, so peers and hig are judged on the same queries and phrases.
    static func fromEval(_ path: String, kinds: String?) throws -> [BenchQuery] {
        var cases = try Evaluation.load(contentsOf: URL(fileURLWithPath: path))
        if let kinds { cases = try Evaluation.assignKinds(String(contentsOfFile: kinds, encoding: .utf8), to: cases) }
        return cases.map { BenchQuery(qid: "eval-\($0.line)", query: $0.query, answer: $0.phrase, kind: $0.kind) }
    }
}
