/// Reads the structure of a document: the one place that knows which passes run, and in what order.
///
/// Formats that mark structure (Markdown, HTML) keep theirs; plain text gets it inferred from the
/// shape of its lines. Chrome is recognized by its form before anything is inferred from what is
/// left; the translator's voice is weighed last, and alignment has the final word on it.
struct StructurePipeline {
    /// The document's title as the manifest states it, to recognize its title line.
    var manifestTitle: String?

    /// The passes, in order. Each is linear in the document's size.
    var passes: [any StructurePass] {
        [
            InitialRoles(),                          // roles as read: headings, items, notes, tables
            LinkLabels(),                            // "원문_", "Source: …", "참고_": metadata
            Bylines(),                               // "by Kim Mar 03. 2024", "번역: 김번역"
            PageChrome(),                            // navigation and type lines, placeholders, footers
            References(),                            // "For developer guidance, see …"
            LinkLists(),                             // link lists, checklists, resource sections
            Tables(),                                // change logs out, content tables in
            TitleAndPreamble(manifestTitle: manifestTitle),  // the title line and the blog's header
            SentenceHeadings(),                      // a sentence set as a heading is the abstract
            AsideSignals(),                          // the translator's voice, weighed
            Captions(),                              // captions of images, present or lost
            PlatformNotes(),                         // "No additional considerations for tvOS."
            PlainTextHeadings(),                     // headings and rule titles plain text implies
            Afterwords(),                            // "마치며" to the end of the part
            EmptyHeadings(),                         // headings left with nothing under them
            ParagraphRepair(),                       // paragraphs a paste broke apart
        ]
    }

    func run(_ read: ReadDocument) -> StructuredDocument {
        var document = StructuredDocument(pieces: read.blocks.map { Piece($0, role: .paragraph) }, title: read.title, author: read.author)
        if let url = read.url { document.sourceURLs.append(url) }
        for pass in passes { pass.run(&document) }
        return document
    }
}
