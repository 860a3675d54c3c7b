import Foundation
import HIGModel
import HIGSearch
import Testing

/// Tuning aid: `HIG_DEV_RECORDS=records.jsonl [HIG_DEV_QUERIES=dev-queries.tsv]` indexes
/// records in the `bench/peers.py` format (plus an optional "topic") and prints the
/// evaluation report. Off by default.
@Suite struct DevEvaluationTests {
    static let records = ProcessInfo.processInfo.environment["HIG_DEV_RECORDS"]

    static func rules(fromJSONLines url: URL) throws -> [Rule] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { index, line in
            let record = try JSONDecoder().decode([String: String].self, from: Data(line.utf8))
            let slug = record["topic"] ?? "records"
            let topic = Topic(slug: slug, english: slug, korean: slug)
            let source = Source(document: url.lastPathComponent, title: slug, lines: LineRange(index + 1, index + 1))
            let english = (record["text_en"] ?? "").isEmpty ? [] : [EnglishText(title: record["title_en"] ?? "", text: record["text_en"]!, sources: [source])]
            let korean = (record["text_ko"] ?? "").isEmpty ? [] : [Translation(title: record["title_ko"] ?? "", text: record["text_ko"]!, source: source)]
            return Rule(id: RuleID(record["id"] ?? "r-\(index)"), topic: topic, kind: .guideline,
                        english: english, translations: korean, order: index)
        }
    }

    @Test(.enabled(if: records != nil)) func report() throws {
        let rules = try Self.rules(fromJSONLines: URL(fileURLWithPath: Self.records!))
        let reader = try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "dev"))
        let queries = ProcessInfo.processInfo.environment["HIG_DEV_QUERIES"] ?? "/work/shared/eval/dev-queries.tsv"
        let report = Evaluation.run(try Evaluation.load(contentsOf: URL(fileURLWithPath: queries)), searcher: Searcher(reader: reader))
        print(report.rendered())
        if let explain = ProcessInfo.processInfo.environment["HIG_DEV_EXPLAIN"] {
            for query in explain.split(separator: "|") {
                print("== \(query)")
                for result in Searcher(reader: reader).search(SearchQuery(text: String(query), limit: 5)).results {
                    print(String(format: "%8.3f", result.score), result.id, "|", result.korean?.highlightedTexts ?? [], result.korean?.text.prefix(60) ?? "", "|", result.english?.highlightedTexts ?? [])
                }
            }
        }
    }
}
