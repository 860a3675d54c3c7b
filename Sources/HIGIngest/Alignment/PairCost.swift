import HIGText

/// How unlikely it is that some English blocks and some Korean blocks say the same thing.
///
/// Gale–Church's length model (Korean runs about 0.45 units per English letter,
/// counting a Hangul syllable as one unit and three Latin letters as one), plus
/// anchors: English terms a Korean translation keeps as written, numbers, and
/// the blocks' shapes (list item to list item, note to note, a quote under its English).
struct PairCost: Sendable {
    static let ratio = 0.45
    static let variance = 1.0
    static let skip = 6.0
    /// Reading two bold-led blocks as one costs more than leaving one of them alone.
    static let separateRules = 8.0
    /// The learned lexicon's agreement (0…1) times this, against what unrelated blocks reach: inside a
    /// document the order already says most, so the lexicon only settles close calls (1:2 against 1:1).
    static let lexiconWeight = 2.0
    static let lexiconBaseline = 0.25

    /// The corpus's lexicon; empty on the first pass, before anything was learned.
    var lexicon = BilingualLexicon()

    /// Cost of pairing `english` with `korean`, each one or two consecutive pieces.
    func cost(english: [Piece], korean: [Piece]) -> Double {
        let englishLength = english.reduce(0.0) { $0 + Self.length(english: $1.text) }
        let koreanLength = korean.reduce(0.0) { $0 + Self.length(korean: $1.text) }
        let expected = englishLength * Self.ratio
        let delta = (koreanLength - expected) / max(1, (max(englishLength, 20) * Self.variance).squareRoot())
        // An English title over a Korean body: the Korean says more than its English, by design.
        let titleOnly = english.count == 1 && english[0].role == .title
        var cost = titleOnly ? 0 : delta * delta / 2
        if english.count > 1 || korean.count > 1 { cost += 2.5 }
        // Two bold-led blocks each state a rule of their own: never one translation of both.
        if english.count > 1 && english.allSatisfy({ $0.block.lead != nil }) || korean.count > 1 && korean.allSatisfy({ $0.block.lead != nil }) {
            cost += Self.separateRules
        }
        cost += Self.shapeCost(english.first!, korean.first!)
        if english.count == 2 { cost += Self.shapeCost(english[1], korean.last!) * 0.5 }
        if korean.count == 2 { cost += Self.shapeCost(english.last!, korean[1]) * 0.5 }
        let englishText = english.map(\.text).joined(separator: " ")
        let koreanText = korean.map(\.text).joined(separator: " ")
        cost += Self.anchorCost(english: englishText, korean: koreanText)
        if !lexicon.isEmpty {
            let agreement = lexicon.agreement(english: LexiconUnits.english(englishText), korean: LexiconUnits.korean(koreanText))
            cost -= Self.lexiconWeight * (agreement - Self.lexiconBaseline)
        }
        return cost
    }

    static func length(english text: String) -> Double {
        let counts = LetterCounts(text)
        return Double(counts.latin + counts.hangul * 3)
    }

    static func length(korean text: String) -> Double {
        let counts = LetterCounts(text)
        return Double(counts.hangul) + Double(counts.latin) / 3
    }

    static func shapeCost(_ english: Piece, _ korean: Piece) -> Double {
        var cost = 0.0
        switch (english.role, korean.role) {
        case (.item, .item), (.paragraph, .paragraph), (.title, .paragraph), (.note, .note), (.table, .table): break
        case (.note, _), (_, .note): cost += 5
        case (.item, _), (_, .item): cost += 2
        default: cost += 1
        }
        if korean.block.quoteDepth > english.block.quoteDepth { cost -= 1.5 }
        return cost
    }

    /// English terms the Korean keeps are evidence for the pair; terms the English lacks are evidence against.
    static func anchorCost(english: String, korean: String) -> Double {
        let koreanTerms = LatinTerms(korean).content
        guard !koreanTerms.isEmpty else { return 0 }
        let englishTerms = LatinTerms(english).all
        let found = koreanTerms.intersection(englishTerms).count
        let missing = koreanTerms.count - found
        return -min(3, Double(found) * 0.6) + min(4, Double(missing) * 0.8)
    }
}
