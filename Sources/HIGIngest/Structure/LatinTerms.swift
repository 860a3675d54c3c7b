import HIGText

/// The Latin-script words of a text, lower-cased and reduced to a rough stem
/// ("indicators" → "indicator"): Korean translations keep English terms as written,
/// so shared terms are the surest link between an English text and its translation.
struct LatinTerms {
    /// Every Latin word.
    let all: Set<String>
    /// Words that carry meaning (stop words left out).
    let content: Set<String>

    private static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "on", "in", "to", "for", "with", "at", "by", "from", "as", "is", "are",
        "be", "it", "its", "it's", "that", "this", "these", "those", "you", "your", "can", "if", "when", "so", "not",
        "do", "don't", "than", "more", "into", "they", "their", "people", "them", "also", "such", "but", "use",
    ]

    init(_ text: String) {
        var all = Set<String>()
        var word = ""
        func flush() {
            if word.count >= 2 { all.insert(Self.stem(word)) }
            word = ""
        }
        for scalar in Normalizer.matchKey(text).unicodeScalars {
            if Script(scalar) == .latin || (Script(scalar) == .digit && !word.isEmpty) || scalar == "'" && !word.isEmpty {
                word.unicodeScalars.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        self.all = all
        self.content = all.subtracting(Self.stopWords)
    }

    /// A light English stem: plural and verb endings off, enough to match "bars" with "bar".
    static func stem(_ word: String) -> String {
        var word = word
        if word.hasSuffix("'s") { word.removeLast(2) }
        for suffix in ["ies", "sses", "ing", "ed", "es", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            if suffix == "ies" { return String(word.dropLast(3)) + "y" }
            if suffix == "sses" { return String(word.dropLast(2)) }
            if suffix == "s" && word.hasSuffix("ss") { return word }
            if suffix == "es" && !(word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes")) { return String(word.dropLast(1)) }
            return String(word.dropLast(suffix.count))
        }
        return word
    }
}
