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

    public init(_ kind: Kind, _ text: String, lead: String? = nil, lines: LineRange, quoteDepth: Int = 0,
                inListItem: Bool = false) {
        self.kind = kind
        self.text = text
        self.lead = lead
        self.lines = lines
        self.quoteDepth = quoteDepth
        self.inListItem = inListItem
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
}
