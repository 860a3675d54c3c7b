import Foundation
import HIGText

/// Quality of a ranking on the queries with a known answer phrase, as MRR@10.
///
/// Two judgements, because the scaled sets recombine the real sentences:
/// - *original*: the answer is the first original record (in corpus order) whose
///   text contains the phrase — the rule the dev set means. Synthetic records that
///   copy that sentence compete with it, so this falls as the set grows.
/// - *phrase*: any record whose text contains the phrase counts (the first such
///   result gives the reciprocal rank).
///
/// Texts and phrases are compared as `hig eval` compares them (`Normalizer.matchKey`:
/// NFC, spaces and quotes unified, lower case), for every engine alike.
struct Quality {
    struct Score: Codable, Sendable {
        var original: Double
        var phrase: Double
        /// *phrase* MRR@10 per query kind, for queries that have one.
        var byKind: [String: Double] = [:]
    }

    /// Query id → the phrase, lower-cased.
    private let answers: [String: String]
    /// Query id → the original record that answers it.
    private let originalAnswers: [String: String]
    private let lowercasedText: [String: String]
    /// Query id → its kind.
    private let kinds: [String: String]
    /// Judged queries per kind.
    let kindCounts: [String: Int]

    /// Queries that have an answer phrase some original record contains.
    var judged: Int { originalAnswers.count }
    /// Queries whose phrase no original record contains (left out, listed for the report).
    let unanswerable: [String]

    init(queries: [BenchQuery], records: [BenchRecord]) {
        var texts: [String: String] = [:]
        texts.reserveCapacity(records.count)
        for record in records { texts[record.id] = Normalizer.matchKey(record.text) }
        lowercasedText = texts
        let originals = records.filter(\.isOriginal)
        var answers: [String: String] = [:], originalAnswers: [String: String] = [:], unanswerable: [String] = []
        for query in queries {
            guard let phrase = query.answer.map(Normalizer.matchKey), !phrase.isEmpty else { continue }
            if let record = originals.first(where: { texts[$0.id]!.contains(phrase) }) {
                answers[query.qid] = phrase
                originalAnswers[query.qid] = record.id
            } else {
                unanswerable.append(query.qid)
            }
        }
        self.answers = answers
        self.originalAnswers = originalAnswers
        self.unanswerable = unanswerable
        kinds = Dictionary(queries.compactMap { query in query.kind.map { (query.qid, $0) } }, uniquingKeysWith: { a, _ in a })
        var kindCounts: [String: Int] = [:]
        for qid in originalAnswers.keys { if let kind = kinds[qid] { kindCounts[kind, default: 0] += 1 } }
        self.kindCounts = kindCounts
    }

    /// MRR@`k` of `ranked` (query id → IDs, best first); a query with no ranking scores 0.
    func score(_ ranked: [String: [String]], k: Int = 10) -> Score {
        guard judged > 0 else { return Score(original: .nan, phrase: .nan) }
        var original = 0.0, phrase = 0.0
        var byKind: [String: Double] = [:]
        for (qid, answer) in originalAnswers {
            let ids = Array((ranked[qid] ?? []).prefix(k))
            if let rank = ids.firstIndex(of: answer) { original += 1 / Double(rank + 1) }
            let words = answers[qid]!
            var reciprocal = 0.0
            if let rank = ids.firstIndex(where: { lowercasedText[$0]?.contains(words) ?? false }) {
                reciprocal = 1 / Double(rank + 1)
            }
            phrase += reciprocal
            if let kind = kinds[qid] { byKind[kind, default: 0] += reciprocal / Double(kindCounts[kind]!) }
        }
        return Score(original: original / Double(judged), phrase: phrase / Double(judged), byKind: byKind)
    }
}
