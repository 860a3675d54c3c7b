import HIGText

/// The `lang` attribute value for a text whose language is not known in advance.
enum LanguageTag {
    /// `ko` for text that reads as Korean, else `en` (section names and
    /// document titles are one or the other).
    static func of(_ text: some StringProtocol) -> String {
        Language(of: text) == .korean ? "ko" : "en"
    }
}
