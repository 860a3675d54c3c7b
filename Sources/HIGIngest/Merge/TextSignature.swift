import HIGText

/// What two texts are compared by when deciding they state the same rule:
/// English content words (lightly stemmed) and Korean syllable bigrams
/// (spaces ignored, so 모달 뷰 and 모달뷰 agree), plus the English terms Korean keeps.
struct TextSignature: Sendable {
    let terms: Set<String>

    init(english text: String) {
        terms = LatinTerms(text).content
    }

    init(korean text: String) {
        var terms = LatinTerms(text).content
        var previous: Unicode.Scalar?
        for scalar in Normalizer.normalize(text).unicodeScalars {
            if Script.isHangulSyllable(scalar) {
                if let previous { terms.insert(String(previous) + String(scalar)) }
                previous = scalar
            } else if scalar != " " {
                previous = nil
            }
        }
        self.terms = terms
    }

    /// Dice coefficient: shared terms over the average size.
    func dice(_ other: TextSignature) -> Double {
        guard !terms.isEmpty || !other.terms.isEmpty else { return 0 }
        return 2 * Double(terms.intersection(other.terms).count) / Double(terms.count + other.terms.count)
    }

    /// Share of the smaller text's terms found in the larger: a part of a rule matches the rule.
    func containment(_ other: TextSignature) -> Double {
        let smaller = min(terms.count, other.terms.count)
        guard smaller > 0 else { return 0 }
        return Double(terms.intersection(other.terms).count) / Double(smaller)
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }
}
