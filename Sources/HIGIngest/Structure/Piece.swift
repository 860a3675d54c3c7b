import HIGModel
import HIGText

/// A block on its way to becoming part of a rule: what it was read as, what it turned out to be.
struct Piece: Sendable {
    /// What a block is for the rest of the pipeline.
    enum Role: Sendable, Equatable {
        /// A heading that opens a section (or, when it names one of the document's topics, a topic).
        case heading(level: Int)
        /// Running text of a rule.
        case paragraph
        /// A list item, attached to the rule before it or a rule of its own.
        case item(depth: Int)
        /// A note box; the label as written.
        case note(label: String)
        /// An English line standing as the title over the Korean paragraph below it.
        case title
        /// A table that is content (the parts of an alert, where help buttons go): kept with its rule.
        case table
        /// "For developer guidance, see …": attached to the rule before it.
        case reference
        /// A hard boundary: `---`, a horizontal rule.
        case separator
        /// An NBSP-only line: a soft boundary between groups of paragraphs.
        case spacer
        /// Not a rule: chrome, an aside, a caption. The reason is for the report.
        case dropped(DropReason)
    }

    var block: Block
    var role: Role
    /// The text as it will be shown (original, with a note label removed).
    var text: String { didSet { normalized = Normalizer.normalize(text) } }
    /// `text` normalized (NFC, spaces unified), as every pass compares it; kept in step with `text`.
    private(set) var normalized: String
    let language: Language
    /// Signs that the translator, not the guideline, speaks here (a cue, first person, a place at the
    /// document's edge). One sign alone is not enough: alignment decides (see `AsideSignals`).
    var asideSignals = 0

    init(_ block: Block, role: Role, text: String? = nil) {
        self.block = block
        self.role = role
        self.text = text ?? block.text
        self.normalized = Normalizer.normalize(text ?? block.text)
        self.language = Language(of: text ?? block.text)
    }

    var lines: LineRange { block.lines }

    var isContent: Bool {
        switch role {
        case .paragraph, .item, .note, .title, .table: return true
        default: return false
        }
    }

    var isDropped: Bool {
        if case .dropped = role { return true }
        return false
    }

    var isHeading: Bool {
        if case .heading = role { return true }
        return false
    }

    var isItem: Bool {
        if case .item = role { return true }
        return false
    }

    var isNote: Bool {
        if case .note = role { return true }
        return false
    }
}

/// Why a block is not part of any rule, as `hig inspect` and the index summary report it.
enum DropReason: String, Sendable, CaseIterable {
    // The page's furniture ("page chrome").
    case blogHeader = "blog header"
    case byline
    case documentTitle = "document title"
    case subtitle
    case sourceLink = "source link"
    case citation
    case navigationLine = "navigation line"
    case pageTypeLine = "page type line"
    case image
    case imageCaption = "image caption"
    case mediaPlaceholder = "media placeholder"
    case linkList = "link list"
    case checklist
    case changeLog = "change log"
    case extractionFooter = "extraction footer"
    case codeBlock = "code block"
    case emptyHeading = "heading without text"
    // The translator speaking.
    case translatorsAside = "translator's aside"
    case afterword
    // The HIG saying a platform needs nothing of its own: kept as a note on the topic.
    case platformNote = "platform note"
    /// Folded into the block before it (a paragraph broken by a stray blank line).
    case joined

    /// Whether the reason is page furniture rather than words of the translator.
    var isChrome: Bool {
        switch self {
        case .translatorsAside, .afterword, .platformNote, .joined: return false
        default: return true
        }
    }
}
