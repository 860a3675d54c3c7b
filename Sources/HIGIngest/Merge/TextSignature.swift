import Foundation
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

    /// Dice coefficient with each term weighted (by its rarity among the texts compared): two texts
    /// that share only words every text of the page uses are not alike.
    func dice(_ other: TextSignature, weights: TermWeights) -> Double {
        let total = weights.sum(terms) + weights.sum(other.terms)
        guard total > 0 else { return 0 }
        return 2 * weights.sum(terms.intersection(other.terms)) / total
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }
}

/// How much a shared term says about two texts being one: ln(1 + N / df) over the N texts of a page,
/// so a word in every text weighs about ln 2 and a word in one of fifty about ln 51.
struct TermWeights {
    private var weights: [String: Double] = [:]

    init(_ signatures: [TextSignature]) {
        var frequency: [String: Int] = [:]
        for signature in signatures { for term in signature.terms { frequency[term, default: 0] += 1 } }
        let count = Double(max(1, signatures.count))
        for (term, df) in frequency { weights[term] = (1 + count / Double(df)).logarithm }
    }

    func weight(_ term: String) -> Double { weights[term] ?? 1 }

    func sum(_ terms: Set<String>) -> Double { terms.reduce(0) { $0 + weight($1) } }
}

private extension Double {
    var logarithm: Double { Foundation.log(self) }
}
