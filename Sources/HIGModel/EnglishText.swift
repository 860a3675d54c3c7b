/// One English version of a rule. The HIG changes over time, so documents that
/// translate different versions keep their own English, each with its sources.
public struct EnglishText: Hashable, Sendable, Codable {
    /// The lead sentence, e.g. "Always include a button that dismisses the modal view."
    public var title: String
    /// The whole text, title included, paragraphs and list items on their own lines.
    public var text: String
    /// Every document that carries this version.
    public var sources: [Source]

    public init(title: String, text: String, sources: [Source]) {
        self.title = title
        self.text = text
        self.sources = sources
    }
}
