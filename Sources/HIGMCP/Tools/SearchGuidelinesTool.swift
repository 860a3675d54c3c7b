import HIGModel
import HIGSearch
import HIGText

/// `search_guidelines {query, lang?, topic?, limit?}`: ranked rules with their best
/// sentence in each language and what to cite.
struct SearchGuidelinesTool: Tool {
    /// Results when `limit` is not given, as `hig search` and `/api/search` return.
    static let defaultLimit = 10
    /// The most results one call returns, as `hig search --limit` and `/api/search` allow.
    static let maxLimit = 100

    let name = "search_guidelines"
    let title = "Search the HIG (Korean or English)"
    let description = """
    Search Apple's Human Interface Guidelines in Korean or English, as typed (모달 닫는 버튼, "dismiss modal view \
    button"; spacing, particles and inflections don't matter). Returns rules best first: each with its stable ID, \
    topic, English and Korean titles, the best-matching sentence in each language, and what to cite (the HIG page \
    and each translation's source). Use get_rule with an ID for the full text.
    """

    var inputSchema: JSONValue {
        [
            "type": "object",
            "properties": [
                "query": ["type": "string", "minLength": 1, "description": "What to look for, in Korean or English (or both)."],
                "lang": ["type": "string", "enum": ["ko", "en"], "description": "Match only Korean (ko) or only English (en) text; both when left out."],
                "topic": ["type": "string", "description": "Only rules of this topic: its slug, English or Korean name (see list_topics)."],
                "limit": ["type": "integer", "minimum": 1, "maximum": .int(Self.maxLimit), "default": .int(Self.defaultLimit),
                          "description": "How many rules at most."],
            ],
            "required": ["query"],
            "additionalProperties": false,
        ]
    }

    var outputSchema: JSONValue {
        [
            "type": "object",
            "properties": [
                "query": ["type": "string"],
                "lang": ["type": "string", "enum": ["ko", "en"]],
                "topic": ["type": "string", "description": "The slug of the topic searched in."],
                "results": ["type": "array", "items": SearchResultJSON.schema, "description": "Best first."],
                "corrected_query": ["type": "string", "description": "The query as searched, when words of it were corrected."],
                "did_you_mean": ["type": "array", "items": ["type": "string"],
                                 "description": "When nothing matched: queries made of the index's own words."],
            ],
            "required": ["query", "results"],
            "additionalProperties": false,
        ]
    }

    func call(_ arguments: JSONValue?, index: SearchSnapshot) throws(RPCError) -> ToolResult {
        let query: SearchQuery
        do throws(ToolArguments.Mistake) {
            query = try searchQuery(ToolArguments(arguments, tool: name, allowed: ["query", "lang", "topic", "limit"]),
                                    topics: index.reader.topics.map(\.topic))
        } catch {
            return .failure(error.sentence)
        }
        // The snapshot's prepared rules: each rule decoded and readied for snippets once per index.
        let response = index.searcher.search(query, rules: index.rules)
        if response.results.isEmpty, Analyzer().terms(query.text).isEmpty {
            return .failure("The query \"\(query.text.prefix(80))\" has no words to search for (only punctuation, or only words like \"the\"); ask with the words of the guideline.")
        }
        var structured: [String: JSONValue] = [
            "query": .string(query.text),
            "results": .array(response.results.enumerated().map { SearchResultJSON.json(of: $1, rank: $0 + 1) }),
        ]
        structured["lang"] = query.language.map { .string($0.rawValue) }
        structured["topic"] = query.topic.map(JSONValue.string)
        structured["corrected_query"] = response.correctedQuery.map(JSONValue.string)
        if !response.suggestions.isEmpty { structured["did_you_mean"] = .array(response.suggestions.map(JSONValue.string)) }
        return .success(SearchMarkdown.render(response), structured: .object(structured))
    }

    /// The query the arguments ask for, or the first mistake in them.
    private func searchQuery(_ arguments: ToolArguments, topics: [Topic]) throws(ToolArguments.Mistake) -> SearchQuery {
        guard let text = try arguments.string("query"), !Normalizer.isBlank(text) else {
            throw .init(sentence: "`query` is required: the words to look for, in Korean or English (e.g. \"모달 닫는 버튼\").")
        }
        var language: Language?
        switch try arguments.string("lang")?.lowercased() {
        case nil, "": language = nil
        case "ko": language = .korean
        case "en": language = .english
        case let other?: throw .init(sentence: "`lang` takes \"ko\" or \"en\" (or leave it out for both), not \"\(other.prefix(20))\".")
        }
        var slug: String?
        if let name = try arguments.string("topic"), !Normalizer.isBlank(name) {
            guard let topic = TopicMatch.find(name, in: topics) else {
                throw .init(sentence: "There is no topic \"\(name.prefix(40))\"; topics are: \(topics.map(\.slug).joined(separator: ", ")). Leave `topic` out to search them all.")
            }
            slug = topic.slug
        }
        let limit = try arguments.integer("limit", in: 1...Self.maxLimit) ?? Self.defaultLimit
        return SearchQuery(text: text, language: language, topic: slug, limit: limit)
    }
}
