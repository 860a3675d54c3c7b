@testable import HIGMCP
import Testing

@Suite struct ToolListingTests {
    var tools: [JSONValue] {
        var session = TestSession()
        return session.call("tools/list")["result"]!["tools"]!.arrayValue!
    }

    @Test func listsTheThreeToolsInAFixedOrder() {
        #expect(tools.compactMap { $0["name"]?.stringValue } == ["search_guidelines", "get_rule", "list_topics"])
    }

    @Test func theListIsTheSameBytesEveryTime() {
        var session = TestSession()
        let first = session.session.handle(line: Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#.utf8))
        let second = session.session.handle(line: Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#.utf8))
        #expect(first == second)
    }

    @Test func everyToolIsReadOnlyWithBothSchemas() {
        for tool in tools {
            let name = tool["name"]?.stringValue ?? "?"
            #expect(tool["annotations"]?["readOnlyHint"] == true, "\(name)")
            #expect(tool["annotations"]?["idempotentHint"] == true, "\(name)")
            #expect(tool["annotations"]?["openWorldHint"] == false, "\(name)")
            #expect(tool["annotations"]?["destructiveHint"] == false, "\(name)")
            #expect(tool["inputSchema"]?["type"] == "object", "\(name)")
            #expect(tool["inputSchema"]?["additionalProperties"] == false, "\(name)")
            #expect(tool["outputSchema"]?["type"] == "object", "\(name)")
            #expect(tool["description"]?.stringValue?.isEmpty == false, "\(name)")
            #expect(tool["title"]?.stringValue?.isEmpty == false, "\(name)")
        }
    }

    @Test func schemasUseOnlyKeywordsTheTestsCheck() {
        // A schema keyword the validator does not know would be checked by nobody.
        for tool in tools {
            for schema in [tool["inputSchema"]!, tool["outputSchema"]!] {
                let unchecked = SchemaValidator.violations(of: exampleConforming(to: schema), against: schema)
                    .filter { $0.contains("unchecked keyword") }
                #expect(unchecked.isEmpty, "\(tool["name"]!): \(unchecked)")
            }
        }
    }

    /// A value with the schema's shape, enough to visit each keyword once.
    private func exampleConforming(to schema: JSONValue) -> JSONValue {
        switch schema["type"]?.stringValue {
        case "object":
            var members: [String: JSONValue] = [:]
            for (name, property) in schema["properties"]?.objectValue ?? [:] { members[name] = exampleConforming(to: property) }
            return .object(members)
        case "array": return .array(schema["items"].map { [exampleConforming(to: $0)] } ?? [])
        case "integer", "number": return 1
        case "boolean": return true
        default: return schema["enum"]?.arrayValue?.first ?? "text"
        }
    }
}
