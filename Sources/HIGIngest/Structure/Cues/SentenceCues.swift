import Foundation
import HIGText

/// How a sentence reads: imperative or not, complete or a fragment, a title or a heading.
/// Knowledge of English and Korean grammar, not of any document.
enum SentenceCues {
    /// Whether an English sentence gives an instruction: "Always include…", "In general, keep…",
    /// "If it's helpful, provide…", "Don't display…".
    static func isEnglishImperative(_ sentence: String) -> Bool {
        var words = englishWords(sentence)
        guard !words.isEmpty else { return false }
        if EnglishWords.leadIns.contains(words[0]), let comma = sentence.firstIndex(of: ",") {
            let after = englishWords(String(sentence[sentence.index(after: comma)...]))
            if !after.isEmpty { words = after }
        }
        while let first = words.first, EnglishWords.adverbs.contains(first), words.count > 1, first != "always", first != "never" {
            words.removeFirst()
        }
        return EnglishWords.imperativeVerbs.contains(words[0])
    }

    /// Lower-case words of English text, apostrophes kept ("don't").
    static func englishWords(_ text: String) -> [String] {
        Normalizer.matchKey(text).split { !($0.isLetter || $0 == "'") }.map(String.init).filter { !$0.isEmpty }
    }

    /// Whether a Korean sentence gives an instruction by its ending.
    static func isKoreanImperative(_ sentence: String) -> Bool {
        let core = sentence.trimming([" ", ".", "!", "?", "~", "\"", "'", ")", "”", "’"])
        guard let last = core.last, let lastScalar = last.unicodeScalars.first, Script.isHangulSyllable(lastScalar) else { return false }
        if KoreanWords.imperativeEndings.contains(where: { core.hasSuffix($0) }) { return true }
        // -라 / -자 after a verb stem: 사용해라, 움직여라, 숨겨라, 표시하자, 사용하자.
        if last == "라" || last == "자" {
            let before = core.dropLast().last
            return before.map { $0.unicodeScalars.first.map(Script.isHangulSyllable) ?? false } ?? false
                && !core.hasSuffix("이라") && !core.hasSuffix("이자")
        }
        return false
    }

    /// Whether the text ends as a complete sentence does: `.`, `!`, `?`, `:`, or a Korean final ending.
    static func endsAsSentence(_ text: String) -> Bool {
        let core = text.trimming([" ", "\"", "'", ")", "”", "’", "]", "*"])
        guard let last = core.last else { return false }
        if ".!?:;。…".contains(last) { return true }
        guard let scalar = last.unicodeScalars.first, Script.isHangulSyllable(scalar) else { return false }
        // Korean sentences end in a verb ending even without a period: 합니다, 한다, 해요, 하세요, 하자.
        return KoreanWords.sentenceFinalSyllables.contains(last)
    }

    /// Whether every significant word is capitalized: "Network Activity Indicators", "Progress Bars".
    static func isTitleCase(_ text: String) -> Bool {
        let small = EnglishWords.titleCaseSmallWords
        let words = text.split { !($0.isLetter || $0 == "'") }
        let significant = words.filter { !small.contains($0.lowercased()) }
        guard significant.count >= 2 else { return false }
        // "iPad", "macOS": a capital inside the word counts.
        return significant.allSatisfy { word in word.first?.isUppercase == true || word.dropFirst().contains { $0.isUppercase } }
    }

    /// The first sentence of a text (see `SentenceSplitter`), or the whole text.
    static func firstSentence(_ text: String) -> String {
        SentenceSplitter.firstSentence(in: text)?.text(in: text) ?? text
    }

    /// The sentences of a text, each trimmed.
    static func split(_ text: String) -> [String] {
        SentenceSplitter.sentences(in: text).map { $0.text(in: text) }
    }
}
