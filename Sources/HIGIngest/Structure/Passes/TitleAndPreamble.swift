import HIGText

/// The post's title line is not a rule, and short lines above it are the blog's header; a
/// short Korean line right under the title is its subtitle. The title is the line that matches
/// the manifest's title or names the HIG, else a first heading that looks like one.
struct TitleAndPreamble: StructurePass {
    var manifestTitle: String?
    /// The title is looked for among the first blocks only.
    static let searchedBlocks = 20
    /// A title is a line, not a paragraph.
    static let maximumTitleLength = 100
    /// Lines above the title are the blog's header when they are all this short.
    static let maximumHeaderLine = 80

    func run(_ document: inout StructuredDocument) {
        var candidates: [Int] = []
        for index in document.pieces.indices where candidates.count < Self.searchedBlocks {
            if document.pieces[index].isContent || document.pieces[index].isHeading { candidates.append(index) }
        }
        let manifestKey = manifestTitle.map(Normalizer.matchKey)
        let titleIndex = candidates.first { index in
            let text = document.pieces[index].normalized
            if let manifestKey, Normalizer.matchKey(text) == manifestKey { return true }
            return text.count <= Self.maximumTitleLength && CueLexicon.namesTheHIG(text) && !SentenceCues.endsAsSentence(text)
        }
        if let titleIndex {
            let before = candidates.filter { $0 < titleIndex }
            let allShort = before.allSatisfy {
                document.pieces[$0].block.text.count <= Self.maximumHeaderLine || AsideSignals.isStrongAside(document.pieces[$0].block.text)
            }
            if allShort {
                for index in before where !document.pieces[index].isDropped {
                    document.pieces[index].role = .dropped(.blogHeader)
                }
            }
            mark(title: titleIndex, in: &document)
            return
        }
        // Without a title line naming the HIG, a heading-like first line is the title when it is a
        // level-1 heading, names a HIG page ("Progress Indicators"), or another heading follows it.
        guard let first = candidates.first else { return }
        let piece = document.pieces[first]
        let text = piece.normalized
        let headingLike: Bool
        if case .heading(let level) = piece.role { headingLike = level == 1 } else { headingLike = piece.role == .paragraph && LineShape.isHeadingLike(text) }
        let next = document.nextIndex(after: first, skippingSpacers: true)
        let followedByHeading = next.map {
            document.pieces[$0].isHeading || (document.pieces[$0].role == .paragraph && LineShape.isHeadingLike(document.pieces[$0].block.text))
        } ?? false
        if headingLike && (!TopicCatalog.mentioned(in: text).isEmpty || followedByHeading || piece.isHeading) {
            mark(title: first, in: &document)
        }
    }

    private func mark(title index: Int, in document: inout StructuredDocument) {
        let text = document.pieces[index].block.text.trimmingSpaces
        if document.title == nil { document.title = text }
        document.titleLine = text
        document.pieces[index].role = .dropped(.documentTitle)
        // A short Korean line right under the title that does not read as a sentence is its subtitle.
        guard let next = document.nextIndex(after: index, skippingSpacers: true),
              document.pieces[next].role == .paragraph, document.pieces[next].language == .korean,
              LineShape.isHeadingLike(document.pieces[next].block.text) else { return }
        if let after = document.nextIndex(after: next, skippingSpacers: true),
           document.pieces[after].isContent, !AsideSignals.isStrongAside(document.pieces[after].block.text) {
            return
        }
        document.pieces[next].role = .dropped(.subtitle)
    }
}
