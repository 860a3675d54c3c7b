/// A list of phrases found in one pass over a text: phrases are grouped by their first scalar, so
/// each position of the text is checked only against the phrases that could start there.
///
/// - Complexity: O(*n* · *c*) for *n* scalars of text and *c* phrases sharing a first scalar (a few).
struct PhraseSet: Sendable {
    private let byFirst: [Unicode.Scalar: [(index: Int, scalars: [Unicode.Scalar])]]
    let count: Int

    init(_ phrases: [String]) {
        var byFirst: [Unicode.Scalar: [(index: Int, scalars: [Unicode.Scalar])]] = [:]
        for (index, phrase) in phrases.enumerated() {
            let scalars = Array(phrase.unicodeScalars)
            guard let first = scalars.first else { continue }
            byFirst[first, default: []].append((index, scalars))
        }
        self.byFirst = byFirst
        count = phrases.count
    }

    /// The indices of the phrases found in `text`; with `atWordStart`, only where a word starts
    /// (no letter or digit right before), so "제가" the pronoun is not the end of "문제가".
    func matches(in text: String, atWordStart: Bool = true) -> Set<Int> {
        let scalars = Array(text.unicodeScalars)
        var found = Set<Int>()
        for position in scalars.indices {
            guard let candidates = byFirst[scalars[position]] else { continue }
            if atWordStart, position > 0, Self.isWordScalar(scalars[position - 1]) { continue }
            for candidate in candidates where !found.contains(candidate.index) {
                let end = position + candidate.scalars.count
                guard end <= scalars.count else { continue }
                if scalars[position..<end].elementsEqual(candidate.scalars) { found.insert(candidate.index) }
            }
        }
        return found
    }

    /// Letters and digits of any script: what a word is made of.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
