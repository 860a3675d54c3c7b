import HIGSearch
import HIGText

/// The search parameters of a request (`q`, `lang`, `topic`, `limit`), checked.
///
/// Shared by `/api/search` and the `/search` page, so both accept and refuse
/// the same things. Where a name repeats, the first value counts; unknown
/// names are ignored.
struct SearchParameters: Equatable {
    /// The most results a request may ask for.
    static let maxLimit = 100

    /// The query text as given (`q`); may be blank.
    var text: String
    /// `ko` or `en`, or `nil` for both (`lang`, empty or absent).
    var language: Language?
    /// The slug of the topic to search in, as the index spells it (`topic`, empty or absent for all).
    var topic: String?
    /// How many results (`limit`, 1…100).
    var limit: Int

    /// Reads and checks the parameters against the topics of `outline`.
    ///
    /// - Throws: ``APIError`` (400) naming the bad parameter and what it takes.
    init(query: [String: String], outline: TopicOutline, defaultLimit: Int) throws(APIError) {
        text = query["q"] ?? ""
        switch query["lang"]?.lowercased() ?? "" {
        case "": language = nil
        case "ko": language = .korean
        case "en": language = .english
        default: throw .badParameter("lang takes ko or en (or nothing, for both), not \(Quoted(query["lang"] ?? ""))")
        }
        if let slug = query["topic"], !slug.isEmpty {
            guard let index = outline.topicIndex(slug: slug) else {
                let slugs = outline.topics.map(\.topic.slug).joined(separator: ", ")
                throw .badParameter("no topic \(Quoted(slug)); topic takes one of: \(slugs)")
            }
            topic = outline.topics[index].topic.slug
        }
        if let value = query["limit"], !value.isEmpty {
            guard let number = Int(value), (1...Self.maxLimit).contains(number) else {
                throw .badParameter("limit takes a whole number from 1 to \(Self.maxLimit), not \(Quoted(value))")
            }
            limit = number
        } else {
            limit = defaultLimit
        }
    }

    /// Whether there is nothing to search for: no letters, digits or symbols.
    var isBlank: Bool {
        Normalizer.isBlank(text)
    }

    /// The query for the searcher.
    var searchQuery: SearchQuery {
        SearchQuery(text: text, language: language, topic: topic, limit: limit)
    }
}
