/// The formats the corpus accepts, told by file extension.
public enum DocumentFormat: String, Sendable, CaseIterable {
    case plainText = "text"
    case markdown
    case html

    /// The format for a file name, or nil for files that are not documents (the manifest, images…).
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        guard let dot = lower.lastIndex(of: ".") else { return nil }
        switch lower[lower.index(after: dot)...] {
        case "txt", "text": self = .plainText
        case "md", "markdown", "mdown": self = .markdown
        case "html", "htm", "xhtml": self = .html
        default: return nil
        }
    }

    /// Reads text of this format into blocks.
    ///
    /// - Throws: `IngestError.missingLibrary` for HTML when libxml2 is not installed.
    public func read(_ text: String) throws(IngestError) -> ReadDocument {
        switch self {
        case .plainText: return PlainTextReader().read(text)
        case .markdown: return MarkdownReader().read(text)
        case .html: return try HTMLReader().read(text)
        }
    }
}

/// What a reader gets out of a document: its blocks and any metadata the format carries.
public struct ReadDocument: Sendable {
    public var blocks: [Block]
    /// Metadata stated by the format itself: HTML `<title>`/author/canonical URL, Markdown front matter.
    public var title: String?
    public var author: String?
    public var url: String?
    /// What the reader could not read as written, one line each (markup nested past the parser's limit).
    public var warnings: [String]

    public init(blocks: [Block], title: String? = nil, author: String? = nil, url: String? = nil, warnings: [String] = []) {
        self.blocks = blocks
        self.title = title
        self.author = author
        self.url = url
        self.warnings = warnings
    }
}
