import HIGText

/// "For developer guidance, see UIViewController.", "개발자 가이드라인은 X를 참고하세요.": a pointer
/// to documentation, attached to the rule above it rather than a rule of its own.
struct References: StructurePass {
    /// A pointer is a sentence or two.
    static let maximumLength = 220
    /// "…, see UIViewController and UIPresentationController.": a few words name what to read.
    static let maximumWordsAfterSee = 12
    /// A Korean pointer has few Hangul letters beside the name it points to.
    static let maximumKoreanLetters = 40

    func run(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].role == .paragraph {
            if Self.isReference(document.pieces[index].normalized) {
                document.pieces[index].role = .reference
            }
        }
    }

    static func isReference(_ text: String) -> Bool {
        guard text.utf8.count <= maximumLength * 3, text.count <= maximumLength else { return false }
        let lower = text.lowercased()
        if CueLexicon.englishReferenceOpeners.contains(where: { lower.hasPrefix($0) }),
           let see = PhraseSearch.occurrences(of: "see", in: lower).last {
            // What follows "see" is the name of what to read, not a sentence of its own.
            return lower[see...].split(separator: " ").count <= maximumWordsAfterSee
        }
        guard LetterCounts(text).hangul > 0, SentenceCues.split(text).count <= 2 else { return false }
        return CueLexicon.koreanReferenceTopics.contains(where: { PhraseSearch.contains($0, in: lower) })
            && CueLexicon.koreanReferenceVerbs.contains(where: { PhraseSearch.contains($0, in: lower) })
            && LetterCounts(text).hangul <= maximumKoreanLetters
    }
}
