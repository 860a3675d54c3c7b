/// What the server says about itself in `initialize` and `server/discover`.
public struct ServerDescription: Sendable, Hashable {
    /// The program's name, e.g. `hig`.
    public var name: String
    /// The program's version, e.g. `0.1.0`.
    public var version: String

    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    /// `serverInfo`: `{name, title, version}`.
    var serverInfo: JSONValue {
        ["name": .string(name), "title": "Apple Human Interface Guidelines in Korean and English", "version": .string(version)]
    }

    /// What the server offers: tools and resources, with no change notifications
    /// (the tool list is fixed; a rebuilt index shows in answers, not as a notification)
    /// and no subscriptions.
    static let capabilities: JSONValue = [
        "tools": ["listChanged": false],
        "resources": ["subscribe": false, "listChanged": false],
    ]

    /// Guidance a client may put in the model's prompt: what the server is for and how to cite it.
    static let instructions = """
    Apple's Human Interface Guidelines (HIG) as rules with short stable IDs (e.g. modality-11), each with \
    its English text and every Korean translation, credited to its source. Use search_guidelines with a \
    question in Korean or English (모달 닫는 버튼, "dismiss modal view button") to find rules, get_rule for \
    one rule's full text and translations, list_topics for the HIG pages covered. When you rely on a rule, \
    cite its ID and HIG page URL, and the translation's source when you quote Korean text.
    """
}
