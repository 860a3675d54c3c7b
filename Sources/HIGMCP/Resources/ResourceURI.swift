import Foundation
import HIGModel

/// The resources' addresses: `hig://rules/{id}` and `hig://topics/{slug}`.
enum ResourceURI: Equatable {
    case rule(RuleID)
    case topic(slug: String)

    static let scheme = "hig://"
    static let ruleTemplate = "hig://rules/{id}"
    static let topicTemplate = "hig://topics/{slug}"

    /// Reads a URI; `nil` if it is neither a rule's nor a topic's. The last part is
    /// percent-decoded and may not be empty or contain `/`, `?` or `#`.
    init?(_ text: String) {
        guard text.lowercased().hasPrefix(Self.scheme) else { return nil }
        let path = text.dropFirst(Self.scheme.count)
        guard let slash = path.firstIndex(of: "/") else { return nil }
        let kind = path[..<slash].lowercased()
        let raw = path[path.index(after: slash)...]
        guard !raw.isEmpty, !raw.contains(where: { "/?#".contains($0) }),
              let name = String(raw).removingPercentEncoding, !name.isEmpty else { return nil }
        switch kind {
        case "rules": self = .rule(RuleID(name))
        case "topics": self = .topic(slug: name)
        default: return nil
        }
    }

    /// The URI, its last part percent-encoded where it is not plain ASCII (a Hangul topic slug).
    var string: String {
        switch self {
        case let .rule(id): "hig://rules/" + Self.encoded(id.rawValue)
        case let .topic(slug): "hig://topics/" + Self.encoded(slug)
        }
    }

    private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#%"))

    private static func encoded(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? segment
    }
}
