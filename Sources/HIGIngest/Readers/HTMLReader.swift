internal import CLibXML2
import Foundation
import HIGModel
import HIGText

/// Reads an HTML page with libxml2's forgiving HTML parser: headings, paragraphs,
/// list items, block quotes and leading `<strong>` text become blocks; scripts,
/// styles, navigation, headers, footers, comment threads and sidebars are dropped.
struct HTMLReader {
    /// The stack the walk runs on: the walk follows the page's nesting, and libxml2 with
    /// `HTML_PARSE_HUGE` keeps up to 2,048 levels, more than a worker thread's stack holds.
    static let stackSize = 64 << 20
    /// How deep libxml2 nests elements before it stops (with `HTML_PARSE_HUGE`).
    static let maximumDepth = 2048

    /// Reads a page; the first call in a process opens libxml2.
    ///
    /// - Throws: `IngestError.missingLibrary` when libxml2 is not installed.
    func read(_ source: String) throws(IngestError) -> ReadDocument {
        let library = LibXML2Table(pointer: try LibXML2.shared())
        let box = ResultBox()
        let thread = Thread { [source] in
            box.result = Self.parse(source, library.pointer)
            box.done.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
        box.done.wait()
        return box.result
    }

    /// The walk's result, handed from its thread to the caller (who waits for `done`).
    private final class ResultBox: @unchecked Sendable {
        var result = ReadDocument(blocks: [])
        let done = DispatchSemaphore(value: 0)
    }

    /// The library's table, handed to the walk's thread (it is immutable and never freed).
    private struct LibXML2Table: @unchecked Sendable {
        let pointer: UnsafePointer<CLibXML2_Library>
    }

    private static func parse(_ source: String, _ xml: UnsafePointer<CLibXML2_Library>) -> ReadDocument {
        var utf8 = Array(source.utf8)
        guard !utf8.isEmpty else { return ReadDocument(blocks: []) }
        let flags: UInt32 = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | UInt32(XML_PARSE_HUGE.rawValue) | UInt32(XML_PARSE_BIG_LINES.rawValue)
        let options = Int32(flags)
        xml.pointee.xmlResetLastError()
        let parsed = utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xml.pointee.htmlReadMemory($0, Int32(buffer.count), "document.html", "UTF-8", options)
            }
        }
        // Markup nested past libxml2's limit is cut there: say so rather than lose the text silently.
        var warnings: [String] = []
        if let error = xml.pointee.xmlGetLastError(), let message = error.pointee.message, String(cString: message).lowercased().contains("depth") {
            warnings.append("markup nested deeper than \(maximumDepth) levels from line \(error.pointee.line); the text inside it was not read")
        }
        guard let document = parsed else { return ReadDocument(blocks: [], warnings: warnings) }
        defer { xml.pointee.xmlFreeDoc(document) }
        var walker = Walker(xml: xml)
        var node = document.pointee.children
        while let current = node {
            walker.walk(current, Context())
            node = current.pointee.next
        }
        walker.flushInline()
        return ReadDocument(blocks: walker.blocks, title: walker.title, author: walker.author, url: walker.url, warnings: warnings)
    }
}

/// Where in the page a node stands: inside how many quotes and lists, inside a note box.
private struct Context {
    var quoteDepth = 0
    var listDepth = -1
    var ordered = false
    var inListItem = false
    var noteLabel: String?
}

private struct Walker {
    /// libxml2, for line numbers and attributes.
    let xml: UnsafePointer<CLibXML2_Library>
    var blocks: [Block] = []
    var title: String?
    var author: String?
    var url: String?
    /// Text met directly inside containers (a `<div>` with bare text), gathered until a block starts.
    private var inline = ""
    private var inlineLine = 0
    private var inlineContext = Context()

    init(xml: UnsafePointer<CLibXML2_Library>) {
        self.xml = xml
    }

    /// Elements whose content is never guideline text.
    private static let skipped: Set<String> = [
        "script", "style", "noscript", "template", "svg", "nav", "header", "footer", "form", "button",
        "iframe", "select", "textarea", "canvas", "object", "embed", "audio", "video", "map", "menu",
    ]
    /// Words in `class`/`id` attributes that mark page furniture rather than content.
    private static let chromeWords: Set<String> = [
        "comment", "comments", "reply", "replies", "sidebar", "footer", "header", "nav", "navbar", "navigation",
        "menu", "share", "sharing", "sns", "social", "related", "banner", "ad", "ads", "adsense", "advert",
        "advertisement", "tag", "tags", "category", "categories", "subscribe", "breadcrumb", "breadcrumbs",
        "pagination", "pager", "widget", "cookie", "toc", "profile", "like", "likes", "reaction", "reactions",
        "another", "revenue", "copyright", "author", "byline", "meta", "postmeta", "hidden",
    ]
    private static let noteWords: Set<String> = ["note", "tip", "important", "warning", "caution", "callout", "info"]
    /// Elements whose text is one paragraph (unless broken markup put blocks inside them).
    private static let paragraphElements: Set<String> = ["p", "dt", "dd", "caption", "figcaption", "address"]
    private static let blockContainers: Set<String> = [
        "html", "body", "div", "section", "article", "main", "center", "aside", "details", "summary",
        "dl", "figure", "table", "thead", "tbody", "tfoot", "fieldset",
    ]

    mutating func walk(_ node: xmlNodePtr, _ context: Context) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            appendInline(Self.content(node), line: lineNumber(node), context: context)
            return
        case XML_ELEMENT_NODE:
            break
        default:
            return
        }
        let name = Self.name(node)
        if name == "head" {
            readHead(node)
            return
        }
        if Self.skipped.contains(name) { return }
        let classWords = classWords(node)
        let isNoteBox = !classWords.isDisjoint(with: Self.noteWords)
        if !isNoteBox && (!classWords.isDisjoint(with: Self.chromeWords) || name == "aside") { return }
        if attribute(node, "hidden") != nil || attribute(node, "aria-hidden") == "true" { return }

        var inner = context
        if isNoteBox {
            inner.noteLabel = classWords.intersection(Self.noteWords).sorted().first?.uppercased() ?? "NOTE"
        }
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            flushInline()
            let level = Int(String(name.dropFirst())) ?? 2
            let text = Self.text(of: node).text
            if !text.isEmpty {
                blocks.append(Block(.heading(level: level), text, lines: LineRange(lineNumber(node), lineNumber(node))))
            }
        case _ where Self.paragraphElements.contains(name) && !Self.hasBlockDescendant(node):
            flushInline()
            if name == "figcaption" || name == "caption" {
                let text = Self.text(of: node).text
                if !text.isEmpty { blocks.append(Block(.image, text, lines: LineRange(lineNumber(node), lineNumber(node)))) }
                return
            }
            emitText(of: node, kind: inner.noteLabel.map { .note(label: $0) } ?? paragraphKind(inner), context: inner)
        case "li":
            flushInline()
            var item = inner
            item.listDepth = max(0, inner.listDepth)
            emitListItem(node, item)
        case "ul", "ol":
            flushInline()
            var list = inner
            list.listDepth = inner.listDepth + 1
            list.ordered = name == "ol"
            walkChildren(node, list)
            flushInline()
        case "blockquote":
            flushInline()
            var quote = inner
            quote.quoteDepth += 1
            walkChildren(node, quote)
            flushInline()
        case "pre":
            flushInline()
            let text = Self.text(of: node, keepingLines: true).text
            if !Normalizer.isBlank(text) {
                let kind: Block.Kind = inner.noteLabel.map { .note(label: $0) }
                    ?? (NoteLabel.find(in: text) != nil ? .note(label: "NOTE") : .code)
                emitLines(text, kind: kind, line: lineNumber(node), context: inner)
            }
        case "img", "picture", "figure":
            flushInline()
            if name == "img", let alt = attribute(node, "alt"), !alt.isEmpty {
                blocks.append(Block(.image, alt, lines: LineRange(lineNumber(node), lineNumber(node))))
            } else if name == "figure" {
                var figure = inner
                figure.noteLabel = nil
                walkFigure(node)
            }
        case "hr":
            flushInline()
            blocks.append(Block(.separator, "", lines: LineRange(lineNumber(node), lineNumber(node))))
        case "br":
            appendInline("\n", line: lineNumber(node), context: inner)
        case "tr":
            flushInline()
            emitText(of: node, kind: .paragraph, context: inner)
        default:
            if Self.blockContainers.contains(name) {
                flushInline()
                walkChildren(node, inner)
                flushInline()
            } else if Self.hasBlockDescendant(node) || Self.paragraphElements.contains(name) {
                // Broken markup: an inline element (or paragraph) wrapping paragraphs. Walk it as a container.
                walkChildren(node, inner)
            } else {
                // Inline element met outside a paragraph: its text joins the bare text around it.
                let gathered = Self.text(of: node)
                appendInline(gathered.text, line: lineNumber(node), context: inner)
            }
        }
    }

    private func paragraphKind(_ context: Context) -> Block.Kind {
        context.inListItem && context.listDepth >= 0 ? .listItem(depth: context.listDepth, ordered: context.ordered) : .paragraph
    }

    private mutating func walkChildren(_ node: xmlNodePtr, _ context: Context) {
        var child = node.pointee.children
        while let current = child {
            walk(current, context)
            child = current.pointee.next
        }
    }

    /// An `<li>`: its own text is the item; nested lists and quotes inside it are walked on their own.
    private mutating func emitListItem(_ node: xmlNodePtr, _ context: Context) {
        var own = ""
        var lead: String?
        var nested: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            let name = current.pointee.type == XML_ELEMENT_NODE ? Self.name(current) : ""
            if ["ul", "ol", "blockquote", "p", "div", "pre", "figure", "img", "table"].contains(name) {
                nested.append(current)
                continue
            }
            if current.pointee.type == XML_ELEMENT_NODE, Self.skipped.contains(name) { continue }
            if name == "br" {
                own += "\n"
                continue
            }
            let piece: (text: String, lead: String?) = current.pointee.type == XML_ELEMENT_NODE
                ? Self.text(of: current) : (Self.content(current), nil)
            if own.trimmingSpaces.isEmpty, let strong = piece.lead ?? (["strong", "b"].contains(name) ? piece.text : nil) {
                lead = strong
            }
            own += piece.text
        }
        var item = context
        item.inListItem = true
        let kind: Block.Kind = .listItem(depth: context.listDepth, ordered: context.ordered)
        if !own.trimmingSpaces.isEmpty {
            emitLines(own, kind: kind, line: lineNumber(node), context: item, lead: lead, links: links(under: node))
        }
        for current in nested {
            let name = Self.name(current)
            if name == "p" && own.trimmingSpaces.isEmpty {
                // <li><p>text</p></li>: the paragraph is the item.
                emitText(of: current, kind: kind, context: item)
                own = "taken"
            } else {
                walk(current, item)
            }
        }
        flushInline()
    }

    private mutating func walkFigure(_ node: xmlNodePtr) {
        let text = Self.text(of: node).text
        if !text.isEmpty { blocks.append(Block(.image, text, lines: LineRange(lineNumber(node), lineNumber(node)))) }
    }

    private mutating func emitText(of node: xmlNodePtr, kind: Block.Kind, context: Context) {
        let gathered = Self.text(of: node, keepingLines: true)
        emitLines(gathered.text, kind: kind, line: lineNumber(node), context: context, lead: gathered.lead, links: links(under: node))
    }

    /// Emits text that may hold `<br>`-separated lines in two languages as one block per language run;
    /// each block takes the links whose text it holds.
    private mutating func emitLines(_ text: String, kind: Block.Kind, line: Int, context: Context, lead: String? = nil, links: [Link] = []) {
        let lines = text.split(separator: "\n").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        for (index, group) in LanguageRuns.split(lines).enumerated() {
            let joined = group.lines.joined(separator: " ")
            let number = line + group.offset
            blocks.append(Block(kind, joined, lead: index == 0 ? lead : nil, lines: LineRange(number, number + group.lines.count - 1),
                                quoteDepth: context.quoteDepth,
                                inListItem: context.inListItem && !(kind == .listItem(depth: context.listDepth, ordered: context.ordered)),
                                links: links.filter { !$0.text.isEmpty && joined.contains($0.text) }))
        }
    }

    /// The `<a href>` links under a node, with their visible text, in document order.
    func links(under node: xmlNodePtr) -> [Link] {
        func children(of node: xmlNodePtr) -> [xmlNodePtr] {
            var found: [xmlNodePtr] = []
            var child = node.pointee.children
            while let next = child {
                found.append(next)
                child = next.pointee.next
            }
            return found
        }
        var links: [Link] = []
        // Children go on the stack last first, so they come off it in document order.
        var stack: [xmlNodePtr] = children(of: node).reversed()
        while let current = stack.popLast() {
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            let tag = Self.name(current)
            if tag == "a", let href = attribute(current, "href") {
                links.append(Link(text: Self.text(of: current).text, target: href))
                continue
            }
            if Self.skipped.contains(tag) { continue }
            stack += children(of: current).reversed()
        }
        return links
    }

    private mutating func appendInline(_ text: String, line: Int, context: Context) {
        if inline.trimmingSpaces.isEmpty {
            inlineLine = line
            inlineContext = context
        }
        inline += text
    }

    mutating func flushInline() {
        defer { inline = "" }
        guard !inline.trimmingSpaces.isEmpty else { return }
        let kind: Block.Kind = inlineContext.noteLabel.map { .note(label: $0) } ?? paragraphKind(inlineContext)
        emitLines(inline, kind: kind, line: inlineLine, context: inlineContext)
    }

    private mutating func readHead(_ head: xmlNodePtr) {
        var child = head.pointee.children
        while let node = child {
            child = node.pointee.next
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            switch Self.name(node) {
            case "title":
                title = Self.text(of: node).text
            case "meta":
                let key = (attribute(node, "name") ?? attribute(node, "property") ?? "").lowercased()
                let value = attribute(node, "content")?.trimmingSpaces
                if ["author", "article:author", "dc.creator", "byl"].contains(key), let value, !value.isEmpty { author = value }
                if key == "og:url", let value, !value.isEmpty { url = url ?? value }
                if key == "og:title", let value, !value.isEmpty, title == nil { title = value }
            case "link":
                if attribute(node, "rel")?.lowercased() == "canonical", let href = attribute(node, "href") { url = href }
            default:
                break
            }
        }
    }

    private static let blockElements: Set<String> = [
        "p", "div", "ul", "ol", "li", "blockquote", "pre", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article",
    ]

    /// Whether a block element sits anywhere inside the node (`<b>text<p>more</p></b>` from broken markup).
    static func hasBlockDescendant(_ node: xmlNodePtr) -> Bool {
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            if blockElements.contains(name(current)) || hasBlockDescendant(current) { return true }
        }
        return false
    }

    // MARK: libxml2 access

    static func name(_ node: xmlNodePtr) -> String {
        guard let name = node.pointee.name else { return "" }
        return String(cString: name).lowercased()
    }

    static func content(_ node: xmlNodePtr) -> String {
        guard let content = node.pointee.content else { return "" }
        return String(cString: content)
    }

    func lineNumber(_ node: xmlNodePtr) -> Int {
        max(1, Int(xml.pointee.xmlGetLineNo(node)))
    }

    func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xml.pointee.xmlGetProp(node, name) else { return nil }
        defer { CLibXML2_free(xml, value) }
        return String(cString: value)
    }

    func classWords(_ node: xmlNodePtr) -> Set<String> {
        let raw = [attribute(node, "class"), attribute(node, "id"), attribute(node, "role")].compactMap { $0 }.joined(separator: " ")
        guard !raw.isEmpty else { return [] }
        let words = raw.lowercased().split { !$0.isLetter }.map(String.init)
        return Set(words)
    }

    /// The visible text under a node; `<br>` becomes a newline when `keepingLines`.
    /// Also returns the text of a `<strong>`/`<b>` that opens it, the rule's lead.
    static func text(of node: xmlNodePtr, keepingLines: Bool = false) -> (text: String, lead: String?) {
        var out = ""
        var lead: String?
        func gather(_ node: xmlNodePtr) {
            var child = node.pointee.children
            while let current = child {
                child = current.pointee.next
                switch current.pointee.type {
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    out += content(current).replacingNewlines(keepingLines ? " " : " ")
                case XML_ELEMENT_NODE:
                    let name = self.name(current)
                    if skipped.contains(name) || name == "img" { continue }
                    if name == "br" { out += keepingLines ? "\n" : " "; continue }
                    if (name == "strong" || name == "b"), lead == nil, out.trimmingSpaces.isEmpty {
                        let before = out.count
                        gather(current)
                        let strong = String(out.dropFirst(before)).trimmingSpaces
                        lead = strong.isEmpty ? nil : strong
                        continue
                    }
                    if ["p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"].contains(name), !out.isEmpty {
                        out += keepingLines ? "\n" : " "
                    }
                    if name == "td" || name == "th", !out.isEmpty { out += " | " }
                    gather(current)
                default:
                    continue
                }
            }
        }
        gather(node)
        let text = keepingLines
            ? out.split(separator: "\n", omittingEmptySubsequences: false).map { collapse($0) }.joined(separator: "\n")
            : collapse(out[...])
        return (text.trimmingSpaces, lead)
    }

    private static func collapse(_ text: Substring) -> String {
        var result = ""
        var space = false
        for character in text {
            if character == " " || character == "\t" || character == "\r" {
                space = true
            } else {
                if space && !result.isEmpty { result.append(" ") }
                space = false
                result.append(character)
            }
        }
        return result
    }
}

private extension String {
    func replacingNewlines(_ with: String) -> String {
        var result = self
        result = result.replacingOccurrences(of: "\r\n", with: with)
        return result.replacingOccurrences(of: "\n", with: with)
    }
}
