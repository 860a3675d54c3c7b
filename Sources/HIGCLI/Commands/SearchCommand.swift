import Foundation
import HIGModel
import HIGSearch
import HIGText

extension Commands {
    static let search = CommandSpec(
        name: "search",
        summary: "search the rules in Korean or English; best matches first, with snippets in both languages",
        usage: "hig search QUERY... [--lang ko|en] [--topic T] [--limit N] [--json] [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: """
        Type Korean the way you say it (모달뷰를 닫기 전에, 모달 닫는 버튼), English with any inflection \
        (dismissing modal views), or both (progress bar 정확). Quotes are optional.
        Exit status: 0 with results, 1 with none, 2 on error (like grep).
        """,
        positionals: [("QUERY", true)],
        variadic: true,
        options: [
            OptionSpec(name: "--lang", value: "ko|en", help: "match only Korean or only English text"),
            .topic,
            OptionSpec(name: "--limit", value: "N", help: "at most N results (default 10, at most 100)"),
            .json, .index, .corpus, .noRebuild,
        ],
        run: { arguments, context in
            let text = arguments.positionals.joined(separator: " ")
            guard !Normalizer.isBlank(text) else { throw CLIError.usage("the query is empty", command: "search") }
            var language: Language?
            switch arguments.value("--lang")?.lowercased() {
            case nil: language = nil
            case "ko", "kr", "korean": language = .korean
            case "en", "english": language = .english
            case let other?: throw CLIError.usage("--lang takes ko or en, not \"\(other)\"", command: "search")
            }
            var limit = 10
            if let value = arguments.value("--limit") {
                guard let number = Int(value), (1...100).contains(number) else {
                    throw CLIError.usage("--limit takes a number from 1 to 100, not \"\(value)\"", command: "search")
                }
                limit = number
            }
            let reader = try context.knowledgeBase(arguments).open(context, rebuild: !arguments.flag("--no-rebuild"))
            var topic: String?
            if let name = arguments.value("--topic") {
                guard let found = TopicMatch.find(name, in: reader.topics.map(\.topic)) else {
                    throw CLIError.usage("no topic \"\(name)\"; topics: " + reader.topics.map(\.topic.slug).joined(separator: ", "), command: "search")
                }
                topic = found.slug
            }
            if text.count > SearchQuery.maxTextLength {
                context.note("the query is \(text.count) characters long; only its first \(SearchQuery.maxTextLength) are searched")
            }
            let response = Searcher(reader: reader).search(SearchQuery(text: text, language: language, topic: topic, limit: limit))
            if arguments.flag("--json") {
                try context.printJSON(response)
            } else if response.results.isEmpty {
                if Analyzer().terms(text).isEmpty {
                    context.note("the query has no words to search for (only punctuation, or only words like \"the\" and \"of\")")
                } else if let suggestion = response.suggestions.first {
                    context.note("no rule matches \"\(text.prefix(80))\"; did you mean \"\(suggestion)\"?")
                } else {
                    context.note("no rule matches \"\(text.prefix(80))\"")
                }
            } else {
                context.print(SearchRenderer(terminal: context.terminal).render(response))
            }
            return response.results.isEmpty ? 1 : 0
        })
}

/// Search results for people: rank, ID, title, the best Korean and English sentence with
/// matches marked, and the titles of the documents the rule comes from.
struct SearchRenderer {
    var terminal: Terminal

    func render(_ response: SearchResponse) -> String {
        var lines: [String] = []
        let width = terminal.width
        if let corrected = response.correctedQuery {
            lines.append(terminal.style("showing results for ", .dim) + terminal.style(corrected, .bold))
            lines.append("")
        }
        for (rank, result) in response.results.enumerated() {
            let number = "\(rank + 1)."
            let head = DisplayWidth.pad(number, to: 4) + terminal.style(result.id.rawValue, .id) + "  "
                + terminal.style("\(result.rule.topic.english) · \(result.rule.topic.korean)", .dim)
            lines.append(head)
            let titles = [result.rule.english.first?.title, result.rule.translations.first?.title].compactMap { $0 }
            for title in titles.prefix(1) {
                lines += TextWrapper(width: width - 4).wrap(title).map { "    " + terminal.style($0, .bold) }
            }
            for snippet in [result.korean, result.english].compactMap({ $0 }) {
                let label = snippet.language == .korean ? "KO  " : "EN  "
                let wrapped = TextWrapper(width: max(20, width - 8)).wrap(snippet.text)
                let marked = mark(wrapped, snippet: snippet)
                for (index, line) in marked.enumerated() {
                    lines.append("    " + (index == 0 ? terminal.style(label, .dim) : "    ") + line)
                }
            }
            let credit = "from " + RuleSources.titles(result.rule).joined(separator: " · ")
            lines.append("    " + terminal.style(DisplayWidth.clip(credit, to: max(20, width - 4)), .dim))
            lines.append("")
        }
        lines.append(terminal.style("\(response.results.count) result\(response.results.count == 1 ? "" : "s") in \(FixedPoint.format(response.tookMilliseconds, digits: 1)) ms", .dim))
        return lines.joined(separator: "\n")
    }

    /// Marks the highlighted UTF-16 ranges of the snippet in its wrapped lines: colour on a terminal, `**…**` otherwise.
    func mark(_ lines: [String], snippet: Snippet) -> [String] {
        // By scalars when each is a whole `Character` (`Script.isStandaloneCharacter`): the same
        // marks, without grapheme breaking.
        mark(lines, snippet: snippet, byScalars: snippet.text.unicodeScalars.allSatisfy { Script.isStandaloneCharacter($0.value) })
    }

    /// `mark(_:snippet:)`, walking the lines by scalars or by `Character`s.
    func mark(_ lines: [String], snippet: Snippet, byScalars: Bool) -> [String] {
        // Wrapping replaces spaces with line breaks and indents the lines it makes, so walk the
        // original text alongside; a line that follows a line break of the original starts a
        // paragraph, whose leading spaces are the original's.
        let highlighted = Set(snippet.highlights.flatMap { Array($0) })
        var offset = 0
        let units = Array(snippet.text.utf16)
        return lines.enumerated().map { index, line in
            var startsParagraph = index == 0
            if !startsParagraph {
                var next = offset
                while next < units.count, units[next] == 0x20 { next += 1 }
                if next < units.count, units[next] == 0x0A { offset = next + 1; startsParagraph = true }
            }
            // The wrapper's own indent of a continued line is left unmarked and walks nothing.
            let indent = startsParagraph ? "" : String(line.prefix { $0 == " " })
            let rest = line.dropFirst(indent.count)
            return indent + (byScalars
                ? mark(rest.unicodeScalars, offset: &offset, units: units, highlighted: highlighted,
                       isSpace: { $0 == " " }, width: { UTF16.width($0) }, append: { $0.unicodeScalars.append($1) })
                : mark(rest, offset: &offset, units: units, highlighted: highlighted,
                       isSpace: { $0 == " " }, width: { String($0).utf16.count }, append: { $0.append($1) }))
        }
    }

    /// One wrapped line, its pieces (characters or scalars) marked where the snippet highlights them;
    /// `offset` walks the snippet's UTF-16 `units` alongside, over the spaces wrapping dropped.
    private func mark<Pieces: Sequence>(_ pieces: Pieces, offset: inout Int, units: [UInt16], highlighted: Set<Int>,
                                        isSpace: (Pieces.Element) -> Bool, width: (Pieces.Element) -> Int,
                                        append: (inout String, Pieces.Element) -> Void) -> String {
        var out = ""
        var open = false
        for piece in pieces {
            // Skip spaces of the original that the wrapper turned into line breaks.
            while offset < units.count, !isSpace(piece), units[offset] == 0x20 { offset += 1 }
            let isMarked = highlighted.contains(offset)
            if isMarked && !open { out += terminal.colors ? "\u{1B}[1;33m" : "**"; open = true }
            if !isMarked && open { out += terminal.colors ? "\u{1B}[0m" : "**"; open = false }
            append(&out, piece)
            offset += width(piece)
        }
        if open { out += terminal.colors ? "\u{1B}[0m" : "**" }
        while offset < units.count, units[offset] == 0x20 { offset += 1 }
        return out
    }
}
