public import Foundation
public import HIGModel
public import HIGText

/// The answer to a `SearchQuery`.
///
/// Encodes (in hig's `JSONStyle`, here pretty) to:
///
/// ```json
/// {
///   "query": "모달 닫는 버튼",
///   "took_ms": 0.214,
///   "corrected_query": "…",                  // only when a word was corrected (and the best result has it)
///   "did_you_mean": ["…"],                    // only when nothing matched and a word is near one the index has
///   "results": [
///     {
///       "id": "modality-3",
///       "score": 11.5301,
///       "topic": {"slug": "modality", "en": "Modality", "ko": "모달리티"},
///       "title": "Always include a button that dismisses the modal view.",
///       "kind": "guideline",
///       "section": "Best practices",          // or null
///       "english": [{"title": …, "text": …, "sources": [{"document": …, "title": …, "lines": [3, 4], …}]}],
///       "translations": [{"title": …, "text": …, "source": {…}}],
///       "references": ["For developer guidance, see …"],
///       "snippets": {
///         "ko": {"text": "모달 뷰를 닫는 버튼을 항상 넣으세요.", "highlights": [[0, 2], [7, 9], [10, 12]]},
///         "en": {"text": "Always include a button that dismisses the modal view.", "highlights": [[17, 23], …]}
///       }
///     }
///   ]
/// }
/// ```
///
/// - `score` is rounded to 4 decimals, `took_ms` to 3.
/// - `english`, `translations`, `topic` are the `Rule`'s own encodings.
/// - `snippets` has a key per language the rule has text in: the sentence that best
///   matches the query (the rule's first sentence if none does), with highlight ranges
///   as `[start, end)` pairs in UTF-16 code units of that `text` — JavaScript's
///   `text.slice(start, end)`.
public struct SearchResponse: Sendable, Hashable, Codable {
    public var query: SearchQuery
    public var results: [SearchResult]
    /// Wall time of the search, in milliseconds.
    public var tookMilliseconds: Double
    /// The query as searched when words were corrected (`모덜` → `모달`, `ahekf` → `모달`):
    /// "showing results for …", with the corrections the best result has (or has a translation of).
    /// `nil` when the query was searched as typed, or the best result has none of them.
    public var correctedQuery: String?
    /// When nothing matched: queries to try instead, made from the index's own words ("did you mean").
    public var suggestions: [String] = []

    public init(query: SearchQuery, results: [SearchResult], tookMilliseconds: Double) {
        self.query = query
        self.results = results
        self.tookMilliseconds = tookMilliseconds
    }

    enum CodingKeys: String, CodingKey {
        case query
        case results
        case tookMilliseconds = "took_ms"
        case correctedQuery = "corrected_query"
        case suggestions = "did_you_mean"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        query = SearchQuery(text: try container.decode(String.self, forKey: .query))
        results = try container.decode([SearchResult].self, forKey: .results)
        tookMilliseconds = try container.decode(Double.self, forKey: .tookMilliseconds)
        correctedQuery = try container.decodeIfPresent(String.self, forKey: .correctedQuery)
        suggestions = try container.decodeIfPresent([String].self, forKey: .suggestions) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query.text, forKey: .query)
        try container.encode(results, forKey: .results)
        try container.encode(Self.wireMilliseconds(tookMilliseconds), forKey: .tookMilliseconds)
        try container.encodeIfPresent(correctedQuery, forKey: .correctedQuery)
        if !suggestions.isEmpty { try container.encode(suggestions, forKey: .suggestions) }
    }

    /// `took_ms` as sent: rounded to microseconds.
    static func wireMilliseconds(_ milliseconds: Double) -> Double {
        (milliseconds * 1000).rounded() / 1000
    }

    /// The response as JSON in hig's style (the API's wire format when compact).
    public func json(style: JSONStyle = .compact) throws -> [UInt8] {
        try JSONEncoding.encode(self, style: style)
    }

    /// ``json(style:)`` as `Data`, compact unless `prettyPrinted`.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        Data(try json(style: prettyPrinted ? .pretty : .compact))
    }
}

/// One matching rule.
public struct SearchResult: Sendable, Hashable, Codable {
    public var id: RuleID
    public var score: Double
    public var rule: Rule
    /// Best-matching sentence of the rule's Korean text, if it has any.
    public var korean: Snippet?
    /// Best-matching sentence of the rule's English text, if it has any.
    public var english: Snippet?

    public init(id: RuleID, score: Double, rule: Rule, korean: Snippet?, english: Snippet?) {
        self.id = id
        self.score = score
        self.rule = rule
        self.korean = korean
        self.english = english
    }

    enum CodingKeys: String, CodingKey {
        case id, score, topic, title, kind, section, english, translations, references, snippets
    }

    /// `score` as sent: rounded to 4 decimals.
    static func wireScore(_ score: Double) -> Double {
        (score * 10_000).rounded() / 10_000
    }

    struct Snippets: Codable {
        var ko: Snippet.Body?
        var en: Snippet.Body?

        enum CodingKeys: String, CodingKey {
            case en, ko
        }

        /// Writes what `encode(to:)` encodes for these snippets, without the encoder or
        /// the wire bodies (the API writes one per result; a test checks the two agree
        /// byte for byte).
        static func write(korean: Snippet?, english: Snippet?, to writer: inout JSONWriter) {
            writer.beginObject()
            if let english {
                writer.key(CodingKeys.en.stringValue)
                english.writeBody(to: &writer)
            }
            if let korean {
                writer.key(CodingKeys.ko.stringValue)
                korean.writeBody(to: &writer)
            }
            writer.endObject()
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(RuleID.self, forKey: .id)
        score = try c.decode(Double.self, forKey: .score)
        rule = Rule(id: id,
                    topic: try c.decode(Topic.self, forKey: .topic),
                    section: try c.decodeIfPresent(String.self, forKey: .section),
                    kind: try c.decode(RuleKind.self, forKey: .kind),
                    english: try c.decode([EnglishText].self, forKey: .english),
                    translations: try c.decode([Translation].self, forKey: .translations),
                    references: try c.decodeIfPresent([String].self, forKey: .references) ?? [])
        let snippets = try c.decode(Snippets.self, forKey: .snippets)
        korean = snippets.ko.map { Snippet(language: .korean, text: $0.text, highlights: $0.ranges) }
        english = snippets.en.map { Snippet(language: .english, text: $0.text, highlights: $0.ranges) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(Self.wireScore(score), forKey: .score)
        try c.encode(rule.topic, forKey: .topic)
        try c.encode(rule.title, forKey: .title)
        try c.encode(rule.kind, forKey: .kind)
        try c.encode(rule.section, forKey: .section)
        try c.encode(rule.english, forKey: .english)
        try c.encode(rule.translations, forKey: .translations)
        try c.encode(rule.references, forKey: .references)
        try c.encode(Snippets(ko: korean.map(Snippet.Body.init), en: english.map(Snippet.Body.init)), forKey: .snippets)
    }
}

/// A sentence of a rule with the parts that match the query marked.
public struct Snippet: Sendable, Hashable {
    public var language: Language
    /// The sentence as written in the rule (not normalized).
    public var text: String
    /// Matched parts, as sorted, non-overlapping UTF-16 ranges of `text`.
    public var highlights: [Range<Int>]

    public init(language: Language, text: String, highlights: [Range<Int>]) {
        self.language = language
        self.text = text
        self.highlights = highlights
    }

    /// The highlighted substrings (for tests and terminals).
    public var highlightedTexts: [String] {
        let units = Array(text.utf16)
        return highlights.map { String(decoding: units[$0.clamped(to: 0..<units.count)], as: UTF16.self) }
    }

    /// Writes the wire form (``Body``) as its `encode(to:)` does, keys in order, straight
    /// from the ranges.
    func writeBody(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(Body.CodingKeys.highlights.stringValue)
        writer.beginArray()
        for range in highlights {
            writer.beginArray()
            writer.number(range.lowerBound)
            writer.number(range.upperBound)
            writer.endArray()
        }
        writer.endArray()
        writer.key(Body.CodingKeys.text.stringValue)
        writer.string(text)
        writer.endObject()
    }

    /// Wire form: `{"text": …, "highlights": [[start, end], …]}`.
    struct Body: Codable {
        var text: String
        var highlights: [[Int]]

        enum CodingKeys: String, CodingKey {
            case highlights, text
        }

        init(_ snippet: Snippet) {
            text = snippet.text
            highlights = snippet.highlights.map { [$0.lowerBound, $0.upperBound] }
        }

        var ranges: [Range<Int>] {
            highlights.compactMap { pair in pair.count == 2 && pair[0] <= pair[1] ? pair[0]..<pair[1] : nil }
        }
    }
}
