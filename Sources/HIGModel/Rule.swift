/// One guideline of the HIG with its English text(s) and every Korean translation of it.
///
/// A rule found in several documents is one `Rule`; a rule seen only in a
/// Korean-only document has no English yet (`english` is empty).
public struct Rule: Hashable, Sendable, Codable, Identifiable {
    public var id: RuleID
    public var topic: Topic
    /// The section heading the rule stands under, in the words of its first document.
    public var section: String?
    public var kind: RuleKind
    /// English versions, in corpus order; empty for a rule known only in Korean.
    public var english: [EnglishText]
    /// Korean translations, in corpus order.
    public var translations: [Translation]
    /// "For developer guidance, see …" lines and their translations attached to the rule.
    public var references: [String]
    /// Position of the rule in its topic, in reading order (0-based).
    public var order: Int

    public init(id: RuleID, topic: Topic, section: String? = nil, kind: RuleKind,
                english: [EnglishText], translations: [Translation], references: [String] = [],
                order: Int = 0) {
        self.id = id
        self.topic = topic
        self.section = section
        self.kind = kind
        self.english = english
        self.translations = translations
        self.references = references
        self.order = order
    }

    /// The rule's headline: its first English title, else its first Korean one.
    public var title: String {
        english.first?.title ?? translations.first?.title ?? ""
    }

    /// Whether the rule has no English text yet.
    public var isKoreanOnly: Bool { english.isEmpty }
}
