import Foundation
import HIGSearch

extension Commands {
    static let eval = CommandSpec(
        name: "eval",
        summary: "measure ranking quality: MRR@10 and recall@5 over queries with known answers",
        usage: "hig eval FILE [--json] [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: """
        FILE is tab-separated: a query, a TAB, and a phrase the best answer's English or Korean text \
        contains (further columns are ignored); lines starting with # are comments \
        (see Benchmarks/eval/queries.tsv). A result is \
        relevant when it contains the phrase; each query scores 1/rank of its first relevant result in the top 10.
        """,
        positionals: [("FILE", true)],
        options: [.json, .index, .corpus, .noRebuild],
        run: { arguments, context in
            let path = arguments.positionals[0]
            let cases: [Evaluation.Case]
            do {
                cases = try Evaluation.parse(try InputFile.text(path))
            } catch let error as Evaluation.FormatError {
                throw CLIError.failure("\(path):\(error.line): expected 'query<TAB>phrase', found '\(error.text.prefix(80))'")
            }
            guard !cases.isEmpty else { throw CLIError.failure("\(path): no queries in the file") }
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
