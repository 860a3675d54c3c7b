/// One Korean translation of a rule, credited to the document it comes from.
public struct Translation: Hashable, Sendable, Codable {
    /// The lead sentence of the translation.
    public var title: String
    /// The whole translation, paragraphs and list items on their own lines, as written.
    public var text: String
    /// The document, translator and lines it comes from.
    public var source: Source

    public init(title: String, text: String, source: Source) {
        self.title = title
        self.text = text
        self.source = source
    }
}
