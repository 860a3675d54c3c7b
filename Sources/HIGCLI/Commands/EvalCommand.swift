import Foundation
import HIGSearch

extension Commands {
    static let eval = CommandSpec(
        name: "eval",
        summary: "measure ranking quality: MRR@10 and recall@5 over queries with known answers",
        usage: "hig eval FILE [--json] [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: """
        FILE is tab-separated: a query, a TAB, and a phrase the best answer's English or Korean text \
        contains; lines starting with # are comments (see ../shared/eval/dev-queries.tsv). A result is \
        relevant when it contains the phrase; each query scores 1/rank of its first relevant result in the top 10.
        """,
        positionals: [("FILE", true)],
        options: [.json, .index, .corpus, .noRebuild],
        run: { arguments, context in
            let url = URL(fileURLWithPath: arguments.positionals[0])
            let cases: [Evaluation.Case]
            do {
                cases = try Evaluation.load(contentsOf: url)
            } catch {
                throw CLIError.failure("\(arguments.positionals[0]): \(error)")
            }
            guard !cases.isEmpty else { throw CLIError.failure("\(arguments.positionals[0]): no queries in the file") }
            let reader = try context.knowledgeBase(arguments).open(context, rebuild: !arguments.flag("--no-rebuild"))
            let report = Evaluation.run(cases, searcher: Searcher(reader: reader))
            if arguments.flag("--json") {
                try context.printJSON(report)
            } else {
                context.print(report.rendered())
            }
            return 0
        })
}
