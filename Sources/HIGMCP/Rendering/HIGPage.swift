import HIGModel

/// The page of Apple's Human Interface Guidelines a topic is, to cite.
///
/// Every HIG page lives at `https://developer.apple.com/design/human-interface-guidelines/`
/// followed by the slug the topics of this project already use (`modality`,
/// `progress-indicators`). A topic whose slug is not of that form (one named
/// only in Korean by its document) has no known page; its title is still cited.
enum HIGPage {
    static let base = "https://developer.apple.com/design/human-interface-guidelines/"

    /// The URL of the topic's HIG page, or `nil` when the slug cannot be an Apple page's.
    static func url(of topic: Topic) -> String? {
        let isPageSlug = !topic.slug.isEmpty && topic.slug.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        return isPageSlug ? base + topic.slug : nil
    }

    /// `{"title": "Modality", "url": "https://…/modality"}` (`url` only when known).
    static func json(of topic: Topic) -> JSONValue {
        var members: [String: JSONValue] = ["title": .string(topic.english)]
        members["url"] = url(of: topic).map(JSONValue.string)
        return .object(members)
    }

    /// The JSON Schema of ``json(of:)``.
    static let schema: JSONValue = [
        "type": "object",
        "description": "The HIG page the rule belongs to, to cite.",
        "properties": ["title": ["type": "string"], "url": ["type": "string"]],
        "required": ["title"],
        "additionalProperties": false,
    ]
}
