import HIGModel
import HIGSearch
import HIGText

/// The project's JSON shapes of model values (as `hig … --json` prints them), built
/// straight into ``JSONValue`` for answers that are on the hot path.
///
/// Each mirrors the value's `Codable` encoding key for key (tests hold them
/// equal), without a round trip through `JSONEncoder`.
enum ModelJSON {
    /// `{"slug", "en", "ko"}`.
    static func topic(_ topic: Topic) -> JSONValue {
        ["slug": .string(topic.slug), "en": .string(topic.english), "ko": .string(topic.korean)]
    }

    /// `{"document", "title", "lines": [first, last]}` and `translator`, `url`, `original` when known.
    static func source(_ source: Source) -> JSONValue {
        var members: [String: JSONValue] = [
            "document": .string(source.document),
            "title": .string(source.title),
            "lines": [.int(source.lines.first), .int(source.lines.last)],
        ]
        members["translator"] = source.translator.map(JSONValue.string)
        members["url"] = source.url.map(JSONValue.string)
        members["original"] = source.original.map(JSONValue.string)
        return .object(members)
    }

    /// `{"text", "highlights": [[start, end), …]}` in UTF-16 code units, as the search JSON has it.
    static func snippet(_ snippet: Snippet) -> JSONValue {
        ["text": .string(snippet.text),
         "highlights": .array(snippet.highlights.map { [.int($0.lowerBound), .int($0.upperBound)] })]
    }

    // The topic's and the source's shapes belong to HIGModel: their schemas check every
    // member they name and let the model grow new ones.

    static let topicSchema: JSONValue = [
        "type": "object",
        "description": "A HIG page: its slug and its English and Korean names.",
        "properties": ["slug": ["type": "string"], "en": ["type": "string"], "ko": ["type": "string"]],
        "required": ["slug", "en", "ko"],
    ]

    static let sourceSchema: JSONValue = [
        "type": "object",
        "description": "Where a text comes from: the corpus document, its credits, and the lines it spans.",
        "properties": [
            "document": ["type": "string", "description": "the document's file name in the corpus"],
            "title": ["type": "string", "description": "the document's title"],
            "translator": ["type": "string", "description": "who translated it, as the document credits them"],
            "url": ["type": "string", "description": "where the translation was published"],
            "original": ["type": "string", "description": "the HIG page the document translates, as it names it"],
            "lines": ["type": "array", "items": ["type": "integer"], "minItems": 2, "maxItems": 2,
                      "description": "first and last line, 1-based, inclusive"],
        ],
        "required": ["document", "title", "lines"],
    ]

    static let snippetSchema: JSONValue = [
        "type": "object",
        "description": "The sentence that best matches the query, with the matching parts as [start, end) UTF-16 offsets.",
        "properties": [
            "text": ["type": "string"],
            "highlights": ["type": "array", "items": ["type": "array", "items": ["type": "integer"], "minItems": 2, "maxItems": 2]],
        ],
        "required": ["text", "highlights"],
        "additionalProperties": false,
    ]
}
