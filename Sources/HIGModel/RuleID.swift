/// The short, stable name of a rule that people type and bookmark, such as `modality-7`.
///
/// IDs compare case-insensitively (`Modality-7` names the same rule) and are
/// always stored in lower case.
public struct RuleID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The lower-case text of the ID.
    public let rawValue: String
    /// The topic slug part (everything before the last `-`), found once: IDs are compared and sorted often.
    public let topicSlug: String
    /// The number after the last `-`, if there is one.
    public let number: Int?

    /// Makes an ID from user input or stored text; case is folded.
    public init(_ text: String) {
        // Most IDs come from the index, already lower case: `lowercased()` would copy them.
        rawValue = text.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) ? text : text.lowercased()
        if let dash = rawValue.lastIndex(of: "-") {
            topicSlug = String(rawValue[..<dash])
            number = Int(rawValue[rawValue.index(after: dash)...])
        } else {
            topicSlug = rawValue
            number = nil
        }
    }

    public static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Makes the ID `topic-number`.
    public init(topic: String, number: Int) {
        self.init("\(topic)-\(number)")
    }

    public var description: String { rawValue }

    /// Orders by topic, then numerically, so `modality-2` comes before `modality-10`.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        if lhs.topicSlug != rhs.topicSlug { return lhs.topicSlug < rhs.topicSlug }
        switch (lhs.number, rhs.number) {
        case let (l?, r?) where l != r: return l < r
        default: return lhs.rawValue < rhs.rawValue
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
