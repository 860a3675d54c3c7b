import HIGText

/// The Latin-script words of a text, lower-cased and stemmed as search stems them
/// ("indicators" → "indic"): Korean translations keep English terms as written,
/// so shared terms are the surest link between an English text and its translation.
struct LatinTerms {
    /// Every Latin word.
    let all: Set<String>
    /// Words that carry meaning (stop words left out).
    let content: Set<String>

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
        self.content = all.subtracting(EnglishWords.comparisonStopWords)
    }

    /// The Snowball stemmer the search analyzer uses, shared: "bars" and "bar" agree here as they do in search.
    private static let stemmer = EnglishStemmer()

    static func stem(_ word: String) -> String {
        stemmer.stem(word)
    }
}
