import HIGModel
import HIGText

/// A query that names a rule by its ID, as typed or nearly: `modality-11`, `Modality 11`,
/// `modality11`, `modalty-11`, `text fields 5`. Such a rule is put first.
enum RuleIDQuery {
    /// The prefix (topic part, words joined by `-`) and number of an ID-shaped query.
    static func parse(_ text: String) -> (prefix: String, number: Int)? {
        let key = Normalizer.matchKey(text)
        let scalars = Array(key.unicodeScalars)
        var end = scalars.count
        while end > 0 && Script.isDigit(scalars[end - 1].value) { end -= 1 }
        guard end < scalars.count, end > 0, scalars.count - end <= 6,
              let number = Int(String(String.UnicodeScalarView(scalars[end...]))) else { return nil }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in scalars[..<end] {
            let v = scalar.value
            if Script.isLatinLetter(v) || Script.isHangulSyllable(v) || Script.isDigit(v) {
                word.append(scalar)
            } else if v == 0x20 || v == 0x2D || v == 0x5F {  // space, -, _
                if !word.isEmpty { words.append(String(word)); word = String.UnicodeScalarView() }
            } else {
                return nil
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        guard !words.isEmpty, words.count <= 4 else { return nil }
        return (words.joined(separator: "-"), number)
    }

    /// The rule the query names: the ID itself, or the same number under the nearest
    /// prefix among `prefixes` (one edit for prefixes under six letters, two beyond).
    static func find(_ text: String, in reader: IndexReader, prefixes: () -> [String]) -> Int? {
        guard let (prefix, number) = parse(text) else { return nil }
        if let index = reader.index(of: RuleID(topic: prefix, number: number)) { return index }
        let wanted = Array(prefix.unicodeScalars)
        let limit = wanted.count < 6 ? 1 : 2
        var best: (distance: Int, prefix: String)?
        for candidate in prefixes() {
            guard let distance = EditDistance.damerauLevenshtein(wanted, Array(candidate.unicodeScalars), limit: limit),
                  reader.index(of: RuleID(topic: candidate, number: number)) != nil else { continue }
            if best.map({ (distance, candidate) < ($0.distance, $0.prefix) }) ?? true { best = (distance, candidate) }
        }
        return best.flatMap { reader.index(of: RuleID(topic: $0.prefix, number: number)) }
    }
}
