public import HIGText

/// What to search for: free text in Korean, English or both, and optional filters.
public struct SearchQuery: Hashable, Sendable {
    /// Longest query text analyzed, in UTF-16 code units; the rest is ignored.
    public static let maxTextLength = 512
    /// Most distinct terms a query is scored with; later terms are ignored.
    public static let maxTerms = 64

    /// The text as the user typed it: particles, loose spacing and mixed scripts are fine.
    public var text: String
    /// Match only Korean (`.korean`) or only English (`.english`) text; `nil` (or `.none`) matches both.
    public var language: Language?
    /// Only rules of this topic slug (case-insensitive); `nil` for all topics.
    public var topic: String?
    /// Number of results wanted (1…1000).
    public var limit: Int

    public init(text: String, language: Language? = nil, topic: String? = nil, limit: Int = 10) {
        self.text = text
        self.language = language
        self.topic = topic
        self.limit = limit
    }
}
