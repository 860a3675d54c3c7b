/// The role each block has as read: headings, items and notes as the format marks them; images
/// and code are never rules; a paragraph opening with a note label is a note, and a Korean
/// paragraph right under an English note is that note's translation, label and all.
struct InitialRoles: StructurePass {
    func run(_ document: inout StructuredDocument) {
        var previousWasEnglishNote = false
        for index in document.pieces.indices {
            let block = document.pieces[index].block
            let piece = Self.piece(for: block, translatingANote: previousWasEnglishNote)
            document.pieces[index] = piece
            if piece.role != .spacer {
                previousWasEnglishNote = piece.isNote && piece.language == .english
            }
        }
    }

    static func piece(for block: Block, translatingANote: Bool) -> Piece {
        switch block.kind {
        case .heading(let level):
            return Piece(block, role: .heading(level: level))
        case .separator:
            return Piece(block, role: .separator)
        case .spacer:
            return Piece(block, role: .spacer)
        case .image:
            return Piece(block, role: .dropped(.image))
        case .code:
            return Piece(block, role: .dropped(.codeBlock))
        case .table:
            return Piece(block, role: .table)
        case .note(let label):
            let rest = NoteLabel.find(in: block.text).map { String($0.rest) } ?? block.text
            return Piece(block, role: .note(label: label), text: rest)
        case .paragraph, .listItem:
            let translation = translatingANote && block.language == .korean
            if let (label, rest) = NoteLabel.find(in: block.text, translation: translation) {
                var block = block
                // `**참고:** 본문`: the bold lead was the label, not the note's first sentence.
                if let lead = block.lead, lead.trimming([" ", ":", "：", "*"]).uppercased() == label.uppercased() { block.lead = nil }
                return Piece(block, role: .note(label: label), text: String(rest))
            }
            if case .listItem(let depth, _) = block.kind { return Piece(block, role: .item(depth: depth)) }
            return Piece(block, role: block.inListItem ? .item(depth: 0) : .paragraph)
        }
    }
}
