import HIGText

/// Lists of links are not rules: a block that is mostly links (Related pages, developer
/// documentation, a table of contents), a task-list item, and every block of a section whose
/// blocks mostly open with a link (Resources, Videos: a link and its blurb).
struct LinkLists: StructurePass {
    /// A block whose visible text is at least this much link labels is a link list…
    static let linkedShareThreshold = 0.6
    /// … provided what remains is a few words at most ("— SwiftUI", "See:").
    static let wordsBesideLinks = 6
    /// A section whose content blocks open with a link this often is a list of resources.
    static let resourceSectionShare = 0.6

    func run(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].isContent {
            let piece = document.pieces[index]
            if piece.block.isChecklistItem {
                document.pieces[index].role = .dropped(.checklist)
            } else if Self.isLinkList(piece) {
                document.pieces[index].role = .dropped(.linkList)
            }
        }
        dropResourceSections(&document)
    }

    static func isLinkList(_ piece: Piece) -> Bool {
        let block = piece.block
        guard !block.links.isEmpty, block.linkedShare >= linkedShareThreshold else { return false }
        var rest = Normalizer.normalize(block.text)
        for link in block.links { rest = rest.replacingOccurrences(of: link.text, with: " ") }
        return rest.split { $0 == " " || "-—–:|,.()".contains($0) }.count <= wordsBesideLinks
    }

    /// Whether the block opens with a link: `[Optimizing App Launch](…) - Slow app launches…`.
    static func opensWithLink(_ piece: Piece) -> Bool {
        guard let first = piece.block.links.first, !first.text.isEmpty else { return false }
        return piece.normalized.hasPrefix(Normalizer.normalize(first.text))
    }

    /// Sections (a heading down to the next heading of its level or higher) made of link-led blocks.
    func dropResourceSections(_ document: inout StructuredDocument) {
        struct Open { var level: Int; var start: Int; var content = 0; var linkLed = 0 }
        var open: [Open] = []
        func close(at end: Int) {
            let section = open.removeLast()
            // Its counts go to its parent, which passes them on when it closes in turn.
            if !open.isEmpty {
                open[open.count - 1].content += section.content
                open[open.count - 1].linkLed += section.linkLed
            }
            guard section.content >= 2, Double(section.linkLed) >= Self.resourceSectionShare * Double(section.content) else { return }
            for index in section.start..<end where document.pieces[index].isContent {
                document.pieces[index].role = .dropped(.linkList)
            }
        }
        for index in document.pieces.indices {
            let piece = document.pieces[index]
            switch piece.role {
            case .heading(let level):
                while let last = open.last, last.level >= level { close(at: index) }
                open.append(Open(level: level, start: index))
            case .dropped(.linkList):
                if !open.isEmpty { open[open.count - 1].content += 1; open[open.count - 1].linkLed += 1 }
            default:
                guard piece.isContent, !open.isEmpty else { continue }
                open[open.count - 1].content += 1
                if Self.opensWithLink(piece) { open[open.count - 1].linkLed += 1 }
            }
        }
        while !open.isEmpty { close(at: document.pieces.count) }
    }
}
