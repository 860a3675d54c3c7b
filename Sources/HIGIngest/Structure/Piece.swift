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
        /// "For developer guidance, see …": attached to the rule before it.
        case reference
        /// A hard boundary: `---`, a horizontal rule.
        case separator
        /// An NBSP-only line: a soft boundary between groups of paragraphs.
        case spacer
        /// Not a rule: chrome, an aside, a caption. The reason is for the report.
        case dropped(String)
    }

    var block: Block
    var role: Role
    /// The text as it will be shown (original, with a note label removed).
    var text: String
    let language: Language

    init(_ block: Block, role: Role, text: String? = nil) {
        self.block = block
        self.role = role
        self.text = text ?? block.text
        self.language = Language(of: text ?? block.text)
    }

    var lines: LineRange { block.lines }

    var isContent: Bool {
        switch role {
        case .paragraph, .item, .note, .title: return true
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
