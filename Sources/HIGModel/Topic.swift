/// A HIG page such as Modality, named in both languages.
public struct Topic: Hashable, Sendable, Codable {
    /// URL- and ID-safe name, e.g. `progress-indicators`.
    public var slug: String
    /// The English page title, e.g. `Progress indicators`.
    public var english: String
    /// The Korean page title, e.g. `진행 표시기`.
    public var korean: String

    public init(slug: String, english: String, korean: String) {
        self.slug = slug
        self.english = english
        self.korean = korean
    }

    enum CodingKeys: String, CodingKey {
        case slug
        case english = "en"
        case korean = "ko"
    }
}
