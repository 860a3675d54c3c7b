import HIGModel

/// A document after cleaning and structure inference: every block with its role,
/// and what the text says about itself (title, translator, original page).
struct StructuredDocument: Sendable {
    var pieces: [Piece]
    /// The title line the document opens with (the blog post's title), if one was found.
    var title: String?
    /// Who the document credits, from a byline or the format's metadata.
    var author: String?
    /// The original page the document names in a "원문_" block.
    var original: String?
    /// Works the document cites in a "참고_" block: not rules, kept as metadata.
    var citations: [String] = []
}
