import HIGModel

/// A rule as `get_rule` structures it: the rule as `hig show --json` prints it,
/// plus its resource `uri` and its `hig_page`.
enum RuleJSON {
    /// - Complexity: one JSON round trip of the rule (its own `Codable` encoding is the shape).
    static func json(of rule: Rule) -> JSONValue {
        guard case var .object(members) = JSONLine.value(of: rule) else {
            preconditionFailure("a rule encodes as a JSON object")
        }
        members["uri"] = .string(ResourceURI.rule(rule.id).string)
        members["hig_page"] = HIGPage.json(of: rule.topic)
        return .object(members)
    }

    /// The schema of ``json(of:)``. Open to more members (the rule's shape belongs to
    /// the model), but every member it names is checked.
    static let schema: JSONValue = [
        "type": "object",
        "properties": [
            "id": ["type": "string"],
            "uri": ["type": "string", "description": "The rule as a resource: hig://rules/{id}."],
            "topic": ModelJSON.topicSchema,
            "section": ["type": "string", "description": "The heading the rule stands under."],
            "kind": ["type": "string", "enum": .array(RuleKind.allCases.map { .string($0.rawValue) })],
            "order": ["type": "integer", "minimum": 0, "description": "The rule's position in its topic, in reading order."],
            "english": ["type": "array", "description": "Every English version the documents translate, with the documents carrying it.", "items": [
                "type": "object",
                "properties": [
                    "title": ["type": "string"], "text": ["type": "string"],
                    "sources": ["type": "array", "items": ModelJSON.sourceSchema],
                ],
                "required": ["title", "text", "sources"],
            ]],
            "translations": ["type": "array", "description": "Every Korean translation, each with its source.", "items": [
                "type": "object",
                "properties": ["title": ["type": "string"], "text": ["type": "string"], "source": ModelJSON.sourceSchema],
                "required": ["title", "text", "source"],
            ]],
            "references": ["type": "array", "items": ["type": "string"]],
            "hig_page": HIGPage.schema,
        ],
        "required": ["id", "uri", "topic", "kind", "order", "english", "translations", "references", "hig_page"],
    ]
}
