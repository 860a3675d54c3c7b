import HIGModel

/// A document after cleaning and structure inference: every block with its role,
/// and what the text says about itself (title, translator, original page, its URLs).
struct StructuredDocument: Sendable {
    var pieces: [Piece]
    /// The document's title: the format's metadata (front matter, `<title>`), else its title line.
    var title: String?
    /// The line the text opens with as its title ("# Sheets", "[HIG] Multitasking"), if one was found.
    var titleLine: String?
    /// Who the document credits, from a byline or the format's metadata.
    var author: String?
    /// The original page the document names in a "원문_" block.
    var original: String?
    /// Works the document cites in a "참고_" block: not rules, kept as metadata.
    var citations: [String] = []
    /// URLs the document gives for itself or for the page it translates ("Source: https://…", "원문: https://…").
    var sourceURLs: [String] = []
    /// Platforms the document says need nothing of their own ("No additional considerations for tvOS."), as written.
    var platformNotes: [String] = []

    /// The format's metadata (front matter, `<title>`) wins over what the text is found to say.
    init(pieces: [Piece], title: String? = nil, author: String? = nil) {
        self.pieces = pieces
        self.title = title
        self.author = author
    }

    /// The index of the next piece after `index` that is not dropped (and not a spacer, when asked).
    func nextIndex(after index: Int, skippingSpacers: Bool) -> Int? {
        var next = index + 1
        while next < pieces.count {
            let piece = pieces[next]
            if piece.isDropped || (skippingSpacers && piece.role == .spacer) { next += 1; continue }
            return next
        }
        return nil
    }

    /// The index of the nearest piece before `index` that is not dropped or a spacer.
    func previousIndex(before index: Int) -> Int? {
        var previous = index - 1
        while previous >= 0 {
            let piece = pieces[previous]
            if piece.isDropped || piece.role == .spacer { previous -= 1; continue }
            return previous
        }
        return nil
    }
}

extension StructuredDocument {
    /// For every piece, the index of the next piece that is not dropped (nor a spacer, when asked): one
    /// backward scan, so passes that look ahead stay linear however many pieces were dropped.
    func successors(skippingSpacers: Bool) -> [Int?] {
        var result = [Int?](repeating: nil, count: pieces.count)
        var next: Int?
        for index in pieces.indices.reversed() {
            result[index] = next
            let piece = pieces[index]
            if !(piece.isDropped || (skippingSpacers && piece.role == .spacer)) { next = index }
        }
        return result
    }
}
