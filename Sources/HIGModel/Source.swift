/// Where a text comes from: a corpus document, its credits, and the lines it spans.
public struct Source: Hashable, Sendable, Codable {
    /// The document's file name inside the corpus, e.g. `001_modality.txt`.
    public var document: String
    /// The document's title, from the manifest or its first heading.
    public var title: String
    /// Who translated it, as the document credits them.
    public var translator: String?
    /// Where the translation was published.
    public var url: String?
    /// The original page the translation follows (the document's "원문").
    public var original: String?
    /// First and last line (1-based, inclusive) of the text in the document.
    public var lines: LineRange

    public init(document: String, title: String, translator: String? = nil, url: String? = nil,
                original: String? = nil, lines: LineRange) {
        self.document = document
        self.title = title
        self.translator = translator
        self.url = url
        self.original = original
        self.lines = lines
    }

    /// `file:line` or `file:first-last`, as compilers print locations.
    public var location: String {
        lines.first == lines.last ? "\(document):\(lines.first)" : "\(document):\(lines.first)-\(lines.last)"
    }
}

/// An inclusive range of 1-based line numbers. Encoded as `[first, last]`.
public struct LineRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var first: Int
    public var last: Int

    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = max(first, last)
    }

    /// The smallest range that covers both.
    public func union(_ other: LineRange) -> LineRange {
        LineRange(min(first, other.first), max(last, other.last))
    }

    public var description: String { first == last ? "\(first)" : "\(first)-\(last)" }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(try container.decode(Int.self), try container.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(first)
        try container.encode(last)
    }
}
