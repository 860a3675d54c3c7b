public import HIGModel
public import HIGText

/// One unit of a document as a reader sees it: a heading, a paragraph, a list item…,
/// with its original text and the lines it spans.
public struct Block: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A heading; level 1 is the page title. Plain text has no levels: inferred headings get 2.
        case heading(level: Int)
        case paragraph
        /// A list item; depth 0 is the outermost list.
        case listItem(depth: Int, ordered: Bool)
        /// A boxed note or tip; `label` as written ("NOTE", "알아두기", "TIP").
        case note(label: String)
        /// A horizontal rule or `---` line: a hard boundary between parts of a document.
        case separator
        /// A line with nothing but spaces such as NBSP, left by blog editors between groups.
        case spacer
        /// An image (its alt text) or a caption under it: never a rule.
        case image
        /// Preformatted text that is not a note.
        case code
        /// A table; its cells are in `rows`, its text is one line per row.
        case table
    }

    /// Markup that wraps the whole text of a block: `**article**`, `*Extracted by …*`.
    public enum Emphasis: Sendable, Hashable {
        case strong
        case emphasis
    }

    public var kind: Kind
    /// The text as written, inline markup removed.
    public var text: String
    /// A bold or strong lead at the start of the text ("**Always include…**"), if marked.
    public var lead: String?
    /// Lines of the document the block spans.
    public var lines: LineRange
    /// How many block quotes the block stands in; translations are often quoted under their English.
    public var quoteDepth: Int
    /// Set when the block belongs to a list item without being one: a quote indented under an item, say.
    public var inListItem: Bool
    /// The links in the text, in order: what they say and where they point.
    public var links: [Link]
    /// Set when one emphasis wraps the whole text.
    public var emphasis: Emphasis?
    /// Set for a task-list item (`- [ ] …`, `- [x] …`): a checklist, not prose.
    public var isChecklistItem: Bool
    /// A table's cells, row by row, the header row first (without the `---` row).
    public var rows: [[String]]

    public init(_ kind: Kind, _ text: String, lead: String? = nil, lines: LineRange, quoteDepth: Int = 0,
                inListItem: Bool = false, links: [Link] = [], emphasis: Emphasis? = nil, isChecklistItem: Bool = false,
                rows: [[String]] = []) {
        self.kind = kind
        self.text = text
        self.lead = lead
        self.lines = lines
        self.quoteDepth = quoteDepth
        self.inListItem = inListItem
        self.links = links
        self.emphasis = emphasis
        self.isChecklistItem = isChecklistItem
        self.rows = rows
    }

    /// The language of the text, by its letters.
    public var language: Language { Language(of: text) }

    public var isHeading: Bool {
        if case .heading = kind { return true }
        return false
    }

    /// A list item, or a block standing inside one (a translation quoted under an item).
    public var isListItem: Bool {
        if case .listItem = kind { return true }
        return inListItem
    }

    /// How much of the visible text is link labels, from 0 to 1: a block that is mostly links is a link list.
    public var linkedShare: Double {
        let letters = text.unicodeScalars.count { !Normalizer.isSpace($0) }
        guard letters > 0 else { return 0 }
        let linked = links.reduce(0) { $0 + $1.text.unicodeScalars.count { !Normalizer.isSpace($0) } }
        return min(1, Double(linked) / Double(letters))
    }
}

/// A link as a document writes it: `[Modality](/design/human-interface-guidelines/modality)`.
public struct Link: Sendable, Hashable {
    /// The visible text.
    public var text: String
    /// Where it points, as written (a URL, a relative path, a `#fragment`).
    public var target: String

    public init(text: String, target: String) {
        self.text = text
        self.target = target
    }
}
