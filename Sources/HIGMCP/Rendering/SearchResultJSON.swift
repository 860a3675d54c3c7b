import HIGModel
import HIGSearch

/// One search hit as `search_guidelines` structures it: what a program needs to show
/// and cite the rule, without its full text (that is `get_rule`'s).
///
/// ```json
/// {"rank": 1, "id": "modality-11", "uri": "hig://rules/modality-11", "score": 11.5301,
///  "kind": "guideline", "topic": {"slug": "modality", "en": "Modality", "ko": "모달리티"},
///  "section": "Fullscreen",
///  "titles": {"en": "Always include a button that dismisses the modal view.", "ko": "…"},
///  "snippets": {"en": {"text": "…", "highlights": [[30, 39]]}, "ko": {…}},
///  "citation": {"hig_page": {"title": "Modality", "url": "https://developer.apple.com/…/modality"},
///               "translations": [{"document": "…", "title": "…", "lines": [127, 127]}]}}
/// ```
enum SearchResultJSON {
    static func json(of result: SearchResult, rank: Int) -> JSONValue {
        let rule = result.rule
        var titles: [String: JSONValue] = [:]
        titles["en"] = rule.english.first.map { .string($0.title) }
        titles["ko"] = rule.translations.first.map { .string($0.title) }
        var snippets: [String: JSONValue] = [:]
        snippets["en"] = result.english.map(ModelJSON.snippet)
        snippets["ko"] = result.korean.map(ModelJSON.snippet)
        var members: [String: JSONValue] = [
            "rank": .int(rank),
            "id": .string(result.id.rawValue),
            "uri": .string(ResourceURI.rule(result.id).string),
            "score": .double((result.score * 10_000).rounded() / 10_000),
            "kind": .string(rule.kind.rawValue),
            "topic": ModelJSON.topic(rule.topic),
            "titles": .object(titles),
            "snippets": .object(snippets),
            "citation": citation(of: rule),
        ]
        members["section"] = rule.section.map(JSONValue.string)
        return .object(members)
    }

    /// What to cite for a rule: its HIG page and the source of each Korean translation.
    static func citation(of rule: Rule) -> JSONValue {
        ["hig_page": HIGPage.json(of: rule.topic),
         "translations": .array(rule.translations.map { ModelJSON.source($0.source) })]
    }

    static let citationSchema: JSONValue = [
        "type": "object",
        "description": "What to cite: the HIG page, and where each Korean translation comes from.",
        "properties": [
            "hig_page": HIGPage.schema,
            "translations": ["type": "array", "items": ModelJSON.sourceSchema],
        ],
        "required": ["hig_page", "translations"],
        "additionalProperties": false,
    ]

    static let schema: JSONValue = [
        "type": "object",
        "properties": [
            "rank": ["type": "integer", "minimum": 1],
            "id": ["type": "string", "description": "The rule's stable ID, for get_rule and citations."],
            "uri": ["type": "string", "description": "The rule as a resource: hig://rules/{id}."],
            "score": ["type": "number"],
            "kind": ["type": "string", "enum": .array(RuleKind.allCases.map { .string($0.rawValue) })],
            "topic": ModelJSON.topicSchema,
            "section": ["type": "string", "description": "The heading the rule stands under."],
            "titles": [
                "type": "object",
                "description": "The rule's lead sentence in English and in its first Korean translation.",
                "properties": ["en": ["type": "string"], "ko": ["type": "string"]],
                "additionalProperties": false,
            ],
            "snippets": [
                "type": "object",
                "description": "Per language the rule has text in, its sentence that best matches the query.",
                "properties": ["en": ModelJSON.snippetSchema, "ko": ModelJSON.snippetSchema],
                "additionalProperties": false,
            ],
            "citation": citationSchema,
        ],
        "required": ["rank", "id", "uri", "score", "kind", "topic", "titles", "snippets", "citation"],
        "additionalProperties": false,
    ]
}
