import HIGModel
import HIGSearch
import Foundation
import HIGText

/// `get_rule {id}`: one rule with every English version and every translation, each with its source.
struct GetRuleTool: Tool {
    let name = "get_rule"
    let title = "Get one HIG rule with its translations"
    let description = """
    Get one rule of Apple's Human Interface Guidelines by its ID (e.g. modality-11, as search_guidelines returns): \
    its topic and section, every English version with its sources, every Korean translation with its source \
    (document title, translator, URL), and its HIG page. IDs are case-insensitive; an unknown ID is an error \
    naming the nearest IDs.
    """

    var inputSchema: JSONValue {
        [
            "type": "object",
            "properties": [
                "id": ["type": "string", "minLength": 1, "description": "The rule's ID, e.g. modality-11 (or its URI hig://rules/modality-11)."],
            ],
            "required": ["id"],
            "additionalProperties": false,
        ]
    }

    var outputSchema: JSONValue { RuleJSON.schema }

    func call(_ arguments: JSONValue?, index: SearchSnapshot) throws(RPCError) -> ToolResult {
        let text: String
        do throws(ToolArguments.Mistake) {
            let arguments = try ToolArguments(arguments, tool: name, allowed: ["id"])
            guard let given = try arguments.string("id"), !Normalizer.isBlank(given) else {
                throw .init(sentence: "`id` is required: a rule ID such as \"modality-11\" (search_guidelines finds them).")
            }
            text = given
        } catch {
            return .failure(error.sentence)
        }
        let id = Self.ruleID(text)
        let reader = index.reader
        guard let rule = try RPCError.readingIndex({ () throws(IndexError) in try reader.rule(id: id) }) else {
            return .failure(Self.unknown(id, reader: reader))
        }
        return .success(RuleMarkdown.render(rule), structured: RuleJSON.json(of: rule))
    }

    /// The ID in `text`: trimmed, and taken from a rule URI when one is given.
    static func ruleID(_ text: String) -> RuleID {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if case let .rule(id)? = ResourceURI(trimmed) { return id }
        return RuleID(trimmed)
    }

    /// The sentence for an ID that names no rule: the nearest IDs and what to do.
    ///
    /// - Complexity: O(rules · ID length²), reading every ID (no rule is decoded).
    static func unknown(_ id: RuleID, reader: IndexReader) -> String {
        let nearest = NearestRuleIDs.find(id, among: (0..<reader.ruleCount).lazy.map(reader.id(at:)))
        let shown = "\"\(id.rawValue.prefix(60))\""
        guard !nearest.isEmpty else { return "No rule has the ID \(shown), and the index has no rules." }
        return "No rule has the ID \(shown). The nearest IDs are \(nearest.map(\.rawValue).joined(separator: ", ")): "
            + "call get_rule with one of them, or search_guidelines to find a rule by its words."
    }
}
