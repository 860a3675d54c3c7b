import Foundation
import HIGIngest

extension Commands {
    static let index = CommandSpec(
        name: "index",
        summary: "read Corpus/ and build the search index in Index/",
        usage: "hig index [--corpus DIR] [--index DIR] [--verbose] [--json]",
        discussion: """
        Reads every .txt, .md and .html document of the corpus, aligns English and Korean, \
        merges rules found in several documents, keeps rule IDs in Corpus/ids.tsv, and writes \
        Index/hig.idx atomically. Other commands do this by themselves when the corpus changed.
        Exit status: 0 when every document was read, 3 when the index was written but some \
        documents were skipped (listed on stderr), 2 when nothing was written.
        """,
        options: [.corpus, .index, .json,
                  OptionSpec(name: "--verbose", value: nil, help: "list every paragraph left without a counterpart, as file:line")],
        run: { arguments, context in
            let knowledgeBase = context.knowledgeBase(arguments)
            let build = try knowledgeBase.build(context)
            if arguments.flag("--json") {
                try context.printJSON(build.report)
            } else {
                context.print(IndexSummary(build: build, knowledgeBase: knowledgeBase, terminal: context.terminal,
                                           verbose: arguments.flag("--verbose")).text)
            }
            for summary in build.result.documents { summary.warnings.forEach { context.note("\(summary.file): \($0)") } }
            build.report.problems.forEach { context.note($0) }
            return build.result.problems.isEmpty ? 0 : 3
        })
}

/// The summary `hig index` ends with: counts, then one line per document saying what became of it
/// (pairs, a page it translates, Korean-only paragraphs, the chrome it dropped); with `--verbose`,
/// every paragraph left without a counterpart as `file:line`.
struct IndexSummary {
    var build: KnowledgeBase.Build
    var knowledgeBase: KnowledgeBase
    var terminal: Terminal
    var verbose = false

    var text: String {
        let result = build.result
        var lines: [String] = []
        let size = build.reader.byteCount
        lines.append(terminal.style("Indexed \(result.documents.count) document\(result.documents.count == 1 ? "" : "s") into \(result.rules.count) rules", .bold)
                     + " in \(FixedPoint.format(build.seconds, digits: 2)) s")
        lines.append("  aligned pairs        \(result.alignedPairs)")
        lines.append("  merged translations  \(result.mergedTranslations) (the same rule found in another document)")
        lines.append("  index                \(knowledgeBase.display(knowledgeBase.indexFile)), \(Self.bytes(size))")
        if !result.problems.isEmpty {
            lines.append("  skipped              \(result.problems.count) (see the messages below)")
        }
        lines.append("")
        let width = min(36, (result.documents.map { DisplayWidth.of($0.file) }.max() ?? 10) + 2)
        for summary in result.documents {
            let alone = result.unaligned.filter { $0.document == summary.file }
            lines.append("  " + DisplayWidth.pad(DisplayWidth.clip(summary.file, to: width - 2), to: width) + Self.describe(summary, unaligned: alone.count))
            if verbose { lines += alone.map { "      \($0.location)" } }
        }
        if !verbose && !result.unaligned.isEmpty {
            lines.append("")
            lines.append(terminal.style("\(result.unaligned.count) paragraphs have no counterpart in the other language; hig index --verbose lists them.", .dim))
        }
        return lines.joined(separator: "\n")
    }

    /// One document in a line: what it gave, whom it was paired with, what was left out.
    static func describe(_ summary: DocumentSummary, unaligned: Int) -> String {
        var parts: [String] = []
        if summary.drafts == 0 {
            parts.append("no guidelines, page chrome only")
        } else if let english = summary.pairedWith {
            parts.append("Korean page of \(english): \(summary.pairedDrafts) of \(summary.drafts) paragraphs paired")
        } else if summary.guidelines > 0 {
            parts.append("English page: \(summary.pairedGuidelines) of \(summary.guidelines) guidelines got a Korean page's translation")
        } else if summary.alignedPairs == 0 && unaligned >= summary.drafts {
            parts.append("\(unaligned) Korean-only paragraph\(unaligned == 1 ? "" : "s"): no English in the corpus")
        } else if summary.alignedPairs == 0 {
            parts.append("one language only: \(summary.drafts - unaligned) of \(summary.drafts) paragraphs joined a rule of another document")
        } else {
            parts.append("\(summary.drafts) rule texts, \(summary.alignedPairs) aligned pairs")
            if unaligned > 0 { parts.append("\(unaligned) without a counterpart") }
        }
        let chrome = summary.chromeDropped
        if !chrome.isEmpty {
            let total = chrome.values.reduce(0, +)
            let ranked = chrome.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            let reasons = ranked.prefix(3).map { "\($0.key) \($0.value)" }.joined(separator: ", ") + (ranked.count > 3 ? ", …" : "")
            parts.append("chrome dropped \(total) (\(reasons))")
        }
        if summary.asidesDropped > 0 { parts.append("translator's words dropped \(summary.asidesDropped)") }
        if !summary.platformNotes.isEmpty { parts.append("platform notes \(summary.platformNotes.count)") }
        return parts.joined(separator: "; ")
    }

    static func bytes(_ count: Int) -> String {
        count < 10_000 ? "\(count) bytes" : count < 10_000_000 ? "\(count / 1_000) KB" : "\(count / 1_000_000) MB"
    }
}
