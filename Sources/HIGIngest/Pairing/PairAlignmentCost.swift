import HIGText

/// How unlikely it is that a draft of an English page and a draft of its separate Korean translation
/// state the same guideline. Lower is likelier; a pair is taken only below `acceptable`.
///
/// Evidence, each weighed by how reliably it survives translation: shared anchors (link targets,
/// Latin terms such as SwiftUI or iPadOS kept as written, numbers), the learned lexicon's agreement,
/// the shape (a bold lead on both sides, the same block kind, both under Platform considerations),
/// Gale–Church's length model, and the position in the page.
struct PairAlignmentCost {
    var lexicon: BilingualLexicon
    /// Korean units per English unit on this pair of pages (Gale–Church's ratio, measured rather than assumed).
    var lengthRatio: Double

    /// Leaving a draft unpaired costs this: a pair must beat two skips to be taken.
    static let skip = 2.2
    /// A pair costing more than this is two unrelated drafts, even if the alignment placed them together.
    static let acceptable = 1.2
    /// Most the length model may cost: translations of one sentence vary a lot in length.
    static let maximumLengthCost = 3.0
    /// Both sides opening with a bold lead (the HIG's way of stating a guideline) is strong evidence.
    static let bothLeads = -1.5
    static let oneLead = 2.0
    static let kindMismatch = 1.0
    static let platformMismatch = 1.5
    /// A shared link target is nearly proof; a shared Latin term or number is good evidence.
    static let sharedLink = 1.5
    static let sharedTerm = 0.6
    static let sharedNumber = 0.5
    static let maximumAnchorGain = 4.0
    /// A Latin term in the Korean that the English lacks speaks against the pair.
    static let missingTerm = 0.7
    static let maximumAnchorLoss = 3.0
    /// The lexicon's agreement (0…1) times this, against what unrelated texts of one page reach.
    static let lexiconWeight = 4.0
    /// How much the lexicon counts in this model: 0 while bootstrapping, before there is a lexicon to trust.
    var lexiconScale = 1.0
    /// Each unit's weight on this pair of pages: a word every guideline of the page has (the page's own
    /// name: sheet, 시트) says little about which guideline translates which.
    var weights: [String: Double] = [:]

    func agreement(_ english: PairFeatures, _ korean: PairFeatures) -> Double {
        lexicon.match(english: english.englishUnits, korean: korean.koreanUnits, weights: weights).agreement
    }
    static let lexiconBaseline = 0.25
    /// Drafts far apart in their pages are unlikely to translate each other.
    static let positionWeight = 2.0

    /// A pair needs this much evidence that the words correspond (lexicon agreement and anchors,
    /// in cost units), whatever its shape: two bold leads in the same place prove nothing alone…
    static let minimumEvidence = 0.8
    /// … and a pair without it costs this much more, so that shape alone never shifts an alignment
    /// (a revision that dropped one guideline must not pull every later translation one step up).
    static let unevidenced = 2.5

    /// What speaks for the words of two drafts corresponding: the lexicon's agreement and the anchors they share.
    func evidence(english: PairFeatures, korean: PairFeatures) -> Double {
        lexiconScale * Self.lexiconWeight * agreement(english, korean) + anchorGain(english, korean)
    }

    func cost(english: PairFeatures, korean: PairFeatures) -> Double {
        var cost = lengthCost(english, korean)
        switch (english.hasLead, korean.hasLead) {
        case (true, true): cost += Self.bothLeads
        case (false, false): break
        default: cost += Self.oneLead
        }
        if english.kind != korean.kind { cost += Self.kindMismatch }
        if english.isPlatform != korean.isPlatform { cost += Self.platformMismatch }
        cost += anchorCost(english, korean)
        if lexiconScale > 0 {
            cost -= lexiconScale * Self.lexiconWeight * (agreement(english, korean) - Self.lexiconBaseline)
        }
        cost += Self.positionWeight * abs(english.position - korean.position)
        if evidence(english: english, korean: korean) < Self.minimumEvidence { cost += Self.unevidenced }
        return cost
    }

    func lengthCost(_ english: PairFeatures, _ korean: PairFeatures) -> Double {
        let expected = english.length * lengthRatio
        let actual = korean.length * PairCost.ratio
        let delta = (actual - expected) / max(1, (max(english.length, 20) * PairCost.variance).squareRoot())
        return min(Self.maximumLengthCost, delta * delta / 2)
    }

    func anchorCost(_ english: PairFeatures, _ korean: PairFeatures) -> Double {
        let missing = korean.latin.subtracting(english.latin).count
        let loss = min(Self.maximumAnchorLoss, Double(missing) * Self.missingTerm)
        return loss - anchorGain(english, korean)
    }

    func anchorGain(_ english: PairFeatures, _ korean: PairFeatures) -> Double {
        let links = english.links.intersection(korean.links).count
        let terms = korean.latin.intersection(english.latin).count
        let numbers = korean.numbers.intersection(english.numbers).count
        return min(Self.maximumAnchorGain, Double(links) * Self.sharedLink + Double(terms) * Self.sharedTerm + Double(numbers) * Self.sharedNumber)
    }

    /// Whether a pair the alignment made is taken: cheap enough, with enough evidence in its words.
    func accepts(cost: Double, english: PairFeatures, korean: PairFeatures) -> Bool {
        cost <= Self.acceptable && evidence(english: english, korean: korean) >= Self.minimumEvidence
    }
}
