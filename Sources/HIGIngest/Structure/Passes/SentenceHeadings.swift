import HIGText

/// A "heading" that is a whole sentence ("## A sheet helps people perform a scoped task.") is the
/// page's abstract set large, not a section: it becomes a paragraph, and sections come from real headings.
struct SentenceHeadings: StructurePass {
    /// Section headings are short; a sentence-shaped heading with this many words is prose.
    static let minimumWords = 6

    func run(_ document: inout StructuredDocument) {
        for index in document.pieces.indices {
            guard case .heading = document.pieces[index].role else { continue }
            let text = document.pieces[index].normalized
            guard text.split(separator: " ").count >= Self.minimumWords || document.pieces[index].language == .korean && text.count >= 20,
                  SentenceCues.endsAsSentence(text), !text.hasSuffix(":") else { continue }
            document.pieces[index].role = .paragraph
        }
    }
}
