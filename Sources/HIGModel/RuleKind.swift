/// What a rule is, as a reader of the HIG would tell.
public enum RuleKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Advice to follow, usually led by an imperative: "Always include a button…".
    case guideline
    /// Says what something is: "Modality is a design technique…".
    case definition
    /// A boxed note or tip: "NOTE If you use…", "알아두기 …".
    case note
    /// Advice for one platform, under "Platform considerations".
    case platform
}
