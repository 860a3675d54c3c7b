/// What a tool call returns: Markdown for the model, structured content for programs,
/// or an error sentence the model can act on.
struct ToolResult: Equatable {
    /// The text block: Markdown a model reads well, with citations.
    var text: String
    /// The structured content, matching the tool's `outputSchema`; `nil` for errors.
    var structured: JSONValue?
    /// Whether the call failed because of its arguments (an unknown rule ID, an empty query).
    var isError: Bool

    static func success(_ text: String, structured: JSONValue) -> ToolResult {
        ToolResult(text: text, structured: structured, isError: false)
    }

    /// A failed call. It carries no structured content: clients check structured
    /// content against the output schema, and an error has another shape.
    static func failure(_ sentence: String) -> ToolResult {
        ToolResult(text: sentence, structured: nil, isError: true)
    }

    /// The `tools/call` result: `{content: [{type: "text", text}], structuredContent?, isError}`.
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]],
            "isError": .bool(isError),
        ]
        members["structuredContent"] = structured
        return .object(members)
    }
}
