/// The units a bilingual lexicon pairs: English content-word stems and Korean syllable bigrams.
///
/// Bigrams are what search indexes Korean by, so a learned pair can expand a query directly; they
/// also survive particles and endings (시트를, 시트는 share 시트). A one-syllable Korean word is a unit
/// by itself. Latin words inside Korean text are left out: they are their own translation, counted
/// as anchors by whoever compares texts.
public enum LexiconUnits {
    private static let stemmer = EnglishStemmer()

    /// The distinct stems of the English content words of `text` ("Dismissing sheets" → dismiss, sheet).
    public static func english(_ text: String) -> [String] {
        var seen = Set<String>()
        var units: [String] = []
        var word = String.UnicodeScalarView()
        func flush() {
            defer { word.removeAll() }
            guard word.count >= 2 else { return }
            let lower = String(word).lowercased()
            guard !EnglishWords.comparisonStopWords.contains(lower) else { return }
            let stem = stemmer.stem(lower)
            if seen.insert(stem).inserted { units.append(stem) }
        }
        for scalar in Normalizer.normalize(text).unicodeScalars {
            if Script(scalar) == .latin || scalar == "'" && !word.isEmpty {
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return units
    }

    /// The distinct syllable bigrams of the Korean words of `text`, and the one-syllable words.
    public static func korean(_ text: String) -> [String] {
        var seen = Set<String>()
        var units: [String] = []
        var run: [Unicode.Scalar] = []
        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            if run.count == 1 {
                let unit = String(run[0])
                if seen.insert(unit).inserted { units.append(unit) }
                return
            }
            guard run.count >= 2 else { return }
            for index in 0..<(run.count - 1) {
                var unit = String.UnicodeScalarView()
                unit.append(run[index])
                unit.append(run[index + 1])
                let string = String(unit)
                if seen.insert(string).inserted { units.append(string) }
            }
        }
        for scalar in Normalizer.normalize(text).unicodeScalars {
            if Script.isHangulSyllable(scalar) { run.append(scalar) } else { flush() }
        }
        flush()
        return units
    }
}
