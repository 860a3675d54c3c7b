import Foundation
import HIGIngest

extension Commands {
    static let index = CommandSpec(
        name: "index",
        summary: "read Corpus/ and build the search index in Index/",
        usage: "hig index [--corpus DIR] [--index DIR] [--json]",
        discussion: """
        Reads every .txt, .md and .html document of the corpus, aligns English and Korean, \
        merges rules found in several documents, keeps rule IDs in Corpus/ids.tsv, and writes \
        Index/hig.idx atomically. Other commands do this by themselves when the corpus changed.
        Exit status: 0 when every document was read, 3 when the index was written but some \
        documents were skipped (listed on stderr), 2 when nothing was written.
        """,
        options: [.corpus, .index, .json],
        run: { arguments, context in
            let knowledgeBase = context.knowledgeBase(arguments)
            let build = try knowledgeBase.build(context)
            if arguments.flag("--json") {
                try context.printJSON(build.report)
            } else {
                context.print(IndexSummary(build: build, knowledgeBase: knowledgeBase, terminal: context.terminal).text)
            }
            build.report.problems.forEach { context.note($0) }
            return build.result.problems.isEmpty ? 0 : 3
        })
}

/// The summary `hig index` ends with: counts, then every paragraph left unaligned as `file:line`.
struct IndexSummary {
    var build: KnowledgeBase.Build
    var knowledgeBase: KnowledgeBase
    var terminal: Terminal

    var text: String {
        let result = build.result
        var lines: [String] = []
        let size = build.reader.byteCount
        lines.append(terminal.style("Indexed \(result.documents.count) document\(result.documents.count == 1 ? "" : "s") into \(result.rules.count) rules", .bold)
                     + String(format: " in %.2f s", build.seconds))
        lines.append("  aligned pairs        \(result.alignedPairs)")
        lines.append("  merged translations  \(result.mergedTranslations) (the same rule found in another document)")
        lines.append("  index                \(knowledgeBase.display(knowledgeBase.indexFile)), \(Self.bytes(size))")
        if !result.problems.isEmpty {
            lines.append("  skipped              \(result.problems.count) (see the messages below)")
        }
        // Documents with no English at all cannot align inside themselves: say so once.
        let koreanOnly = Set(result.documents.filter { $0.alignedPairs == 0 }.map(\.file))
        let unaligned = result.unaligned
        if !koreanOnly.isEmpty {
            lines.append("")
            lines.append("Documents in one language only (their texts join the rules whose translations they match):")
            for summary in result.documents where koreanOnly.contains(summary.file) {
                let alone = result.unaligned.count { $0.document == summary.file }
                lines.append("  \(summary.file)  \(summary.drafts - min(alone, summary.drafts)) of \(summary.drafts) joined a rule with English")
            }
        }
        if !unaligned.isEmpty {
            lines.append("")
            lines.append("Left unaligned, no counterpart in the other language (\(unaligned.count)):")
            lines += unaligned.map { "  \($0.location)" }
        }
        return lines.joined(separator: "\n")
    }

    static func bytes(_ count: Int) -> String {
        count < 10_000 ? "\(count) bytes" : count < 10_000_000 ? "\(count / 1_000) KB" : "\(count / 1_000_000) MB"
    }
}
