/// The tools, in the order `tools/list` gives them (always the same).
enum ToolCatalog {
    static let all: [any Tool] = [SearchGuidelinesTool(), GetRuleTool(), ListTopicsTool()]

    /// The tool called `name`, if there is one.
    static func tool(named name: String) -> (any Tool)? {
        all.first { $0.name == name }
    }
}
