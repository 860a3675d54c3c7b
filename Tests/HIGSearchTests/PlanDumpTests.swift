import Foundation
import Testing
@testable import HIGSearch

/// Tuning aid: `HIG_PLAN_INDEX=Index/hig.idx HIG_PLAN_QUERIES='q1|q2'` prints each query's plan —
/// its terms with weight, IDF, document frequency, the query words they stand for and their
/// alternative groups, `*` before those phase 1 finds candidates with — as the searcher makes it. Off by default.
@Suite struct PlanDump {
    static let index = ProcessInfo.processInfo.environment["HIG_PLAN_INDEX"]

    @Test(.enabled(if: index != nil)) func dump() throws {
        let reader = try IndexReader(contentsOf: URL(fileURLWithPath: Self.index!))
        let searcher = Searcher(reader: reader)
        for query in (ProcessInfo.processInfo.environment["HIG_PLAN_QUERIES"] ?? "").split(separator: "|") {
            guard var prepared = searcher.prepare(SearchQuery(text: String(query))) else { continue }
            reader.withBytes { prepared.plan.resolve(in: reader, raw: $0) }
            print("== \(query)  corrected=\(prepared.corrected ?? "-")")
            let finding = Set(searcher.candidateTerms(prepared.plan))
            for (i, t) in prepared.plan.terms.enumerated() {
                print("  \(finding.contains(i) ? "*" : " ")\(t.text) w=\(String(format: "%.2f", t.weight)) idf=\(String(format: "%.2f", t.idf))"
                      + " df=\(t.info?.documentFrequency ?? 0) slots=\(t.slots) groups=\(t.groups.map(\.group))")
            }
        }
    }
}
