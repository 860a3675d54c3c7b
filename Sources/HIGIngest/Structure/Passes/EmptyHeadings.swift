/// A heading with nothing under it before the next heading of its level (or a separator) is a
/// caption or a label, not a section; so is a heading whose section was all chrome.
struct EmptyHeadings: StructurePass {
    func run(_ document: inout StructuredDocument) {
        // Backwards, remembering for each level whether content follows before a heading of that level.
        var contentBelow = [Bool](repeating: false, count: 8)
        for index in document.pieces.indices.reversed() {
            let piece = document.pieces[index]
            switch piece.role {
            case .heading(let level):
                let clamped = max(1, min(level, 7))
                let hasContent = contentBelow[clamped]
                if !hasContent { document.pieces[index].role = .dropped(.emptyHeading) }
                // A section with content counts as content for the headings above it.
                for deeper in clamped...7 { contentBelow[deeper] = false }
                if hasContent { for shallower in 1..<clamped { contentBelow[shallower] = true } }
            case .separator:
                contentBelow = [Bool](repeating: false, count: 8)
            default:
                if piece.isContent || piece.role == .reference {
                    for level in contentBelow.indices { contentBelow[level] = true }
                }
            }
        }
    }
}
