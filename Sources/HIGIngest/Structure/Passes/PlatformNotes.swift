import HIGText

/// "No additional considerations for tvOS." (and its Korean) says a platform needs nothing of its
/// own: it is kept as a note on the page's topic, not a rule; its quoted translation goes with it.
struct PlatformNotes: StructurePass {
    func run(_ document: inout StructuredDocument) {
        let successors = document.successors(skippingSpacers: true)
        for index in document.pieces.indices where document.pieces[index].isContent {
            let text = document.pieces[index].normalized
            guard CueLexicon.isPlatformNote(text) else { continue }
            document.pieces[index].role = .dropped(.platformNote)
            if document.pieces[index].language == .english { document.platformNotes.append(text) }
            // The translation quoted under it says the same.
            if let next = successors[index], document.pieces[next].isContent,
               document.pieces[next].block.quoteDepth > document.pieces[index].block.quoteDepth,
               CueLexicon.isPlatformNote(document.pieces[next].normalized) {
                document.pieces[next].role = .dropped(.platformNote)
            }
        }
    }
}
