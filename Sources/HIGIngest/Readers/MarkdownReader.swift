import HIGModel
import HIGText

/// Reads Markdown as translators write it: headings, paragraphs, lists, `> ` quotes
/// (often the Korean under each English paragraph, also nested under list items),
/// `**bold**` rule leads, fenced blocks used as NOTE boxes, images, front matter.
///
/// A CommonMark subset, line by line: enough structure for alignment, no HTML rendering.
struct MarkdownReader {
    private static let noteFenceInfos: Set<String> = ["note", "tip", "important", "warning", "caution", "info", "참고", "알아두기", "팁", "주의"]

    func read(_ source: String) -> ReadDocument {
        var lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var document = ReadDocument(blocks: [])
        var state = State()
        var number = 0
        if let frontMatter = FrontMatter(lines) {
            document.title = frontMatter.values["title"]
            document.author = frontMatter.values["translator"] ?? frontMatter.values["author"]
            document.url = frontMatter.values["url"] ?? frontMatter.values["source"] ?? frontMatter.values["link"]
            for index in 0..<frontMatter.lineCount { lines[index] = "" }
        }
        for line in lines {
            number += 1
            state.consume(line, number: number)
        }
        state.finish(number: number)
        document.blocks = state.blocks
        return document
    }

    /// The reader's position: an open paragraph, an open fence, the last list item's indentation.
    private struct State {
        var blocks: [Block] = []
        var paragraph: [String] = []
        var paragraphStart = 0
        var paragraphKind: Block.Kind = .paragraph
        var paragraphQuote = 0
        var paragraphInItem = false
        var fence: (marker: String, info: String, start: Int, lines: [String])?
        var listContentIndent: Int?
        var inHTMLComment = false
        /// A `> [!NOTE]` line opened a note whose text follows on the next quoted lines.
        var noteOpen = false
        /// The open paragraph is a task-list item (`- [ ] …`).
        var paragraphChecklist = false
        /// Lines of a table being read, with their numbers.
        var table: [(number: Int, line: String)] = []

        mutating func consume(_ raw: String, number: Int) {
            if inHTMLComment {
                if raw.contains("-->") { inHTMLComment = false }
                return
            }
            if var open = fence {
                let trimmed = raw.drop { $0 == " " }
                if trimmed.hasPrefix(open.marker), trimmed.allSatisfy({ $0 == open.marker.first || $0 == " " }) {
                    emitFence(open, end: number)
                    fence = nil
                } else {
                    open.lines.append(raw)
                    fence = open
                }
                return
            }
            let indent = Self.indentWidth(raw)
            let content = raw.drop { $0 == " " || $0 == "\t" }
            if !table.isEmpty && !content.hasPrefix("|") { emitTable() }
            if Normalizer.isBlank(content) {
                flush(end: number - 1)
                return
            }
            if content.hasPrefix("<!--") {
                flush(end: number - 1)
                if !content.contains("-->") { inHTMLComment = true }
                return
            }
            if let marker = Self.fenceMarker(content) {
                flush(end: number - 1)
                let info = content.dropFirst(marker.count).trimming([" ", "{", "}", "."]).lowercased()
                fence = (marker, info, number, [])
                return
            }
            if let level = Self.setextLevel(content), !paragraph.isEmpty, paragraphKind == .paragraph, paragraphQuote == 0 {
                let text = paragraph.joined(separator: " ")
                paragraph = []
                let stripped = InlineMarkdown.strip(text)
                blocks.append(Block(.heading(level: level), stripped.text, lines: LineRange(paragraphStart, number)))
                return
            }
            if PlainTextReader.isSeparator(content), indent < 4 {
                flush(end: number - 1)
                blocks.append(Block(.separator, "", lines: LineRange(number, number)))
                listContentIndent = nil
                return
            }
            if indent < 4, let heading = PlainTextReader.markdownHeading(content) {
                flush(end: number - 1)
                let stripped = InlineMarkdown.strip(heading.text)
                blocks.append(Block(.heading(level: heading.level), stripped.text, lines: LineRange(number, number)))
                listContentIndent = nil
                return
            }
            if content.hasPrefix(">") {
                consumeQuote(content, indent: indent, number: number)
                return
            }
            if let marker = ListMarker(content), MarkdownReader.isMarkdownListMarker(content) {
                flush(end: number - 1)
                let depth = listContentIndent.map { indent >= $0 ? 1 : 0 } ?? 0
                var item = content.dropFirst(marker.length)
                // `- > 번역`: the item quotes the translation of the item above it.
                var quote = 0
                while item.first == ">" {
                    quote += 1
                    item = item.dropFirst().drop { $0 == " " }
                }
                start(.listItem(depth: depth + indent / 4, ordered: marker.ordered), quote: quote, inItem: false, at: number)
                if let box = Self.checkbox(item) {
                    item = box
                    paragraphChecklist = true
                }
                paragraph.append(String(item))
                if depth == 0 { listContentIndent = indent + marker.length }
                return
            }
            if content.hasPrefix("|") {
                flush(end: number - 1)
                table.append((number, String(content)))
                return
            }
            if Self.isImageLine(content) {
                flush(end: number - 1)
                blocks.append(Block(.image, String(content), lines: LineRange(number, number)))
                return
            }
            if !paragraph.isEmpty {
                paragraph.append(String(content))  // a soft line break inside the paragraph
                return
            }
            if let contentIndent = listContentIndent, indent >= contentIndent, let last = blocks.last, last.isListItem {
                // A further paragraph of the list item: same block, new line.
                start(last.kind, quote: 0, inItem: last.inListItem, at: number)
                paragraph.append(String(content))
                return
            }
            if indent < 2 { listContentIndent = nil }
            start(.paragraph, quote: 0, inItem: false, at: number)
            paragraph.append(String(content))
        }

        /// `> text`, `> > text`, `> - item`, `> [!NOTE]`, possibly indented under a list item.
        mutating func consumeQuote(_ content: Substring, indent: Int, number: Int) {
            var rest = content
            var depth = 0
            while rest.first == ">" {
                depth += 1
                rest = rest.dropFirst().drop { $0 == " " }
            }
            let inItem = listContentIndent.map { indent >= min($0, 2) } ?? false
            if Normalizer.isBlank(rest) {
                flush(end: number - 1)
                return
            }
            if rest.hasPrefix("[!"), let close = rest.firstIndex(of: "]") {
                flush(end: number - 1)
                let label = rest[rest.index(rest.startIndex, offsetBy: 2)..<close].uppercased()
                start(.note(label: label), quote: depth, inItem: inItem, at: number)
                let after = rest[rest.index(after: close)...].drop { $0 == " " }
                if !after.isEmpty { paragraph.append(String(after)) }
                noteOpen = true
                return
            }
            if let marker = ListMarker(rest), MarkdownReader.isMarkdownListMarker(rest) {
                flush(end: number - 1)
                start(.listItem(depth: 0, ordered: marker.ordered), quote: depth, inItem: inItem, at: number)
                paragraph.append(String(rest.dropFirst(marker.length)))
                return
            }
            if !paragraph.isEmpty || noteOpen, paragraphQuote == depth {
                paragraph.append(String(rest))
                noteOpen = false
                return
            }
            flush(end: number - 1)
            start(.paragraph, quote: depth, inItem: inItem, at: number)
            paragraph.append(String(rest))
        }

        mutating func start(_ kind: Block.Kind, quote: Int, inItem: Bool, at number: Int) {
            paragraphKind = kind
            paragraphQuote = quote
            paragraphInItem = inItem
            paragraphStart = number
        }

        /// Ends the open paragraph. Lines that switch between English and Korean
        /// without a blank line in between become separate blocks: translators
        /// often put the Korean right under the English line.
        mutating func flush(end: Int) {
            noteOpen = false
            guard !paragraph.isEmpty else { return }
            defer { paragraph = [] }
            let groups = LanguageRuns.split(paragraph).map { (lines: $0.lines, first: paragraphStart + $0.offset) }
            for (index, group) in groups.enumerated() {
                let last = index + 1 < groups.count ? groups[index + 1].first - 1 : max(end, group.first)
                var stripped = InlineMarkdown.strip(group.lines.joined(separator: " "))
                guard !stripped.text.isEmpty else { continue }
                // Lines each set in the same emphasis ("*Extracted by …*" / "*This is unofficial …*") are one emphasized block.
                if stripped.emphasis == nil, group.lines.count > 1 {
                    let each = group.lines.map(InlineMarkdown.emphasis(of:))
                    if let first = each.first, first != nil, each.allSatisfy({ $0 == first }) { stripped.emphasis = first }
                }
                blocks.append(Block(paragraphKind, stripped.text, lead: stripped.lead, lines: LineRange(group.first, last),
                                    quoteDepth: paragraphQuote, inListItem: paragraphInItem, links: stripped.links,
                                    emphasis: stripped.emphasis, isChecklistItem: paragraphChecklist))
            }
            paragraphChecklist = false
        }

        /// Ends a table: its cells, the `---` row left out, and one line of text per row.
        mutating func emitTable() {
            defer { table = [] }
            guard let first = table.first?.number, let last = table.last?.number else { return }
            var rows: [[String]] = []
            var links: [Link] = []
            for (_, line) in table {
                var cells = line.trimmingSpaces.split(separator: "|", omittingEmptySubsequences: false).map { String($0) }
                if cells.first?.trimmingSpaces.isEmpty == true { cells.removeFirst() }
                if cells.last?.trimmingSpaces.isEmpty == true { cells.removeLast() }
                let plain = cells.map { InlineMarkdown.plain($0, links: &links) }
                if plain.allSatisfy({ cell in !cell.isEmpty && cell.allSatisfy { "-: ".contains($0) } }) { continue }
                rows.append(plain)
            }
            guard !rows.isEmpty else { return }
            let text = rows.map { $0.filter { !$0.isEmpty }.joined(separator: " | ") }.joined(separator: "\n")
            blocks.append(Block(.table, text, lines: LineRange(first, last), links: links, rows: rows))
        }

        mutating func emitFence(_ fence: (marker: String, info: String, start: Int, lines: [String]), end: Int) {
            let isNote = MarkdownReader.noteFenceInfos.contains(fence.info)
                || fence.lines.first.map { NoteLabel.find(in: $0) != nil } == true
            guard isNote else {
                let text = fence.lines.joined(separator: "\n")
                if !Normalizer.isBlank(text) {
                    blocks.append(Block(.code, text, lines: LineRange(fence.start, end)))
                }
                return
            }
            // A note box: one block per paragraph or language, so English and Korean can pair.
            let label = fence.info.isEmpty ? "NOTE" : fence.info.uppercased()
            paragraph = []
            start(.note(label: label), quote: 0, inItem: false, at: fence.start + 1)
            for (offset, line) in fence.lines.enumerated() {
                let number = fence.start + 1 + offset
                if Normalizer.isBlank(line) {
                    flush(end: number - 1)
                    start(.note(label: label), quote: 0, inItem: false, at: number + 1)
                } else {
                    if paragraph.isEmpty { paragraphStart = number }
                    paragraph.append(line.trimmingSpaces)
                }
            }
            flush(end: end - 1)
        }

        mutating func finish(number: Int) {
            if let open = fence { emitFence(open, end: number) }
            flush(end: number)
            emitTable()
        }

        /// `[ ] text`, `[x] text`: the text of a task-list item, or nil when the item has no checkbox.
        static func checkbox(_ item: Substring) -> Substring? {
            for box in ["[ ] ", "[x] ", "[X] "] where item.hasPrefix(box) {
                return item.dropFirst(box.count).drop { $0 == " " }
            }
            return nil
        }

        static func indentWidth(_ line: String) -> Int {
            var width = 0
            for character in line {
                if character == " " { width += 1 } else if character == "\t" { width += 4 } else { break }
            }
            return width
        }

        static func fenceMarker(_ content: Substring) -> String? {
            for marker in ["```", "~~~"] where content.hasPrefix(marker) {
                return String(content.prefix { $0 == marker.first })
            }
            return nil
        }

        static func setextLevel(_ content: Substring) -> Int? {
            let trimmed = content.trimming([" "])
            guard !trimmed.isEmpty else { return nil }
            if trimmed.allSatisfy({ $0 == "=" }) { return 1 }
            if trimmed.allSatisfy({ $0 == "-" }) { return 2 }
            return nil
        }

        static func isImageLine(_ content: Substring) -> Bool {
            let trimmed = content.trimming([" "])
            if trimmed.hasPrefix("!["), trimmed.hasSuffix(")") { return true }
            if trimmed.hasPrefix("[!["), trimmed.hasSuffix(")") { return true }
            let lower = trimmed.lowercased()
            return lower.hasPrefix("<img") || lower.hasPrefix("<figure") || lower.hasPrefix("<picture")
        }
    }

    /// Markdown lists use `-`, `*`, `+` and `1.`/`1)`; a `•` line is text as typed, but still a list item.
    static func isMarkdownListMarker(_ content: Substring) -> Bool {
        guard let first = content.first else { return false }
        return "-*+•·".contains(first) || first.isNumber
    }
}

/// YAML-like front matter between `---` lines at the top of a Markdown file.
struct FrontMatter {
    var values: [String: String] = [:]
    var lineCount = 0

    init?(_ lines: [String]) {
        guard lines.first?.trimmingSpaces == "---" else { return nil }
        for index in 1..<min(lines.count, 60) {
            let line = lines[index]
            if line.trimmingSpaces == "---" {
                lineCount = index + 1
                return
            }
            guard let colon = line.firstIndex(of: ":") else {
                if line.trimmingSpaces.isEmpty || line.hasPrefix(" ") || line.hasPrefix("-") { continue }
                return nil
            }
            let key = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimming([" ", "\"", "'"])
            if !value.isEmpty { values[key] = value }
        }
        return nil
    }
}
