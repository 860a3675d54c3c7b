import HIGText

/// What a line looks like, whatever it says: a heading, a rule title, a fragment a paste cut off.
enum LineShape {
    /// Headings are short: longer lines are sentences.
    static let maximumHeadingLength = 70
    /// Korean headings are shorter still (a syllable carries about three Latin letters).
    static let maximumKoreanHeadingLength = 30
    /// English headings have at most this many words.
    static let maximumHeadingWords = 12
    /// A rule's title may run to this many words.
    static let maximumTitleWords = 20

    /// Whether a line has the shape of a heading: short, no sentence ending, not starting in lower case.
    static func isHeadingLike(_ raw: String) -> Bool {
        let text = Normalizer.normalize(raw)
        guard !text.isEmpty, text.count <= maximumHeadingLength else { return false }
        if text.hasPrefix("[") && text.hasSuffix("]") && text.count <= 40 { return true }
        guard !SentenceCues.endsAsSentence(text) else { return false }
        // Lower case starts a fragment ("popover"), not a heading; brand names like "iPadOS" are the exception.
        guard let first = text.first else { return false }
        if first.isLowercase && first.isASCII && !(text.split(separator: " ").first?.contains { $0.isUppercase } ?? false) { return false }
        if isParticleFragment(text) { return false }
        if LetterCounts(text).hangul > 0 { return text.count <= maximumKoreanHeadingLength && !text.contains(",") }
        return text.split(separator: " ").count <= maximumHeadingWords && !text.contains(", ")
    }

    /// An English rule title: a clause without a sentence end, longer than headings may be.
    static func isTitleShaped(_ text: String) -> Bool {
        guard !text.isEmpty, !SentenceCues.endsAsSentence(text), let first = text.first, first.isUppercase else { return false }
        return text.split(separator: " ").count <= maximumTitleWords
    }

    /// Whether English text ends in a word that cannot end a heading: "…to", "…the", "…and".
    static func endsWithFunctionWord(_ text: String) -> Bool {
        guard let last = text.split(separator: " ").last?.lowercased() else { return false }
        return EnglishWords.functionWords.contains(last)
    }

    /// "와", "과", "및", "또는", "그리고": a particle or connective alone on a line.
    static func isParticleFragment(_ text: String) -> Bool {
        KoreanWords.strayParticles.contains(text)
    }

    /// Whether Korean text ends with a connective, as a line cut mid-sentence does.
    static func endsWithParticle(_ text: String) -> Bool {
        KoreanWords.trailingConnectives.contains { text.hasSuffix(" " + $0) || text == $0 }
    }

    /// Whether the first word is lower-case Latin: the line continues a sentence above it.
    /// Brand names written with an inner capital ("iPadOS", "macOS") start sentences too.
    static func startsInLowerCase(_ text: String) -> Bool {
        guard let first = text.first, first.isLowercase, first.isASCII else { return false }
        return !(text.prefix { $0 != " " }.contains { $0.isUppercase })
    }
}
