/// The short, stable name of a rule that people type and bookmark, such as `modality-7`.
///
/// IDs compare case-insensitively (`Modality-7` names the same rule) and are
/// always stored in lower case.
public struct RuleID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The lower-case text of the ID.
    public let rawValue: String

    /// Makes an ID from user input or stored text; case is folded.
    public init(_ text: String) {
        rawValue = text.lowercased()
    }

    /// Makes the ID `topic-number`.
    public init(topic: String, number: Int) {
        self.init("\(topic)-\(number)")
    }

    /// The topic slug part (everything before the last `-`).
    public var topicSlug: String {
        guard let dash = rawValue.lastIndex(of: "-") else { return rawValue }
        return String(rawValue[..<dash])
    }

    /// The number after the last `-`, if there is one.
    public var number: Int? {
        guard let dash = rawValue.lastIndex(of: "-") else { return nil }
        return Int(rawValue[rawValue.index(after: dash)...])
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
