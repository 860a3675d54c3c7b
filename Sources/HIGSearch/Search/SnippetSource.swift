import HIGModel
import HIGText

/// A text a snippet may come from, with what picking a snippet needs done once:
/// its normalized form (for matching) and its sentences.
///
/// Servers keep these per rule (``PreparedRules``), so a search only tokenizes
/// against the query; a one-off search makes them on the spot.
struct SnippetSource: Sendable {
    let text: String
    let match: MatchText
    let sentences: [SentenceSplitter.Sentence]

    /// - Complexity: one normalization pass and one sentence split of `text`.
    init(_ text: String) {
        self.text = text
        match = MatchText(text)
        sentences = SentenceSplitter.sentences(in: text)
    }
}

/// A rule's texts as snippet sources: its translations, then its English versions.
struct SnippetSources: Sendable {
    let korean: [SnippetSource]
    let english: [SnippetSource]

    init(_ rule: Rule) {
        korean = rule.translations.map { SnippetSource($0.text) }
        english = rule.english.map { SnippetSource($0.text) }
    }
}
