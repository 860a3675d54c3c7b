import HIGText

/// What a draft of one page is compared by when it is aligned with a draft of the page's translation.
struct PairFeatures: Sendable {
    var englishUnits: [String] = []
    var koreanUnits: [String] = []
    /// Latin words (stemmed): an English text's words, or the terms a Korean text keeps as written.
    var latin: Set<String>
    var numbers: Set<String>
    var links: Set<String>
    var hasLead: Bool
    var kind: Kind
    var isPlatform: Bool
    var section: String?
    /// Length in Gale–Church units (`PairCost`'s).
    var length: Double
    /// Position in the document, from 0 to 1.
    var position: Double

    enum Kind: Sendable { case paragraph, item, note, table }

    init(_ draft: DraftRule, index: Int, count: Int) {
        let pieces = draft.english.isEmpty ? draft.korean : draft.english
        let text = DraftRule.compose(pieces)
        let isEnglish = !draft.english.isEmpty
        if isEnglish {
            englishUnits = LexiconUnits.english(text)
            length = PairCost.length(english: text)
        } else {
            koreanUnits = LexiconUnits.korean(text)
            length = PairCost.length(korean: text) / PairCost.ratio
        }
        latin = LatinTerms(text).content
        numbers = Self.numbers(in: text)
        links = Set(draft.linkTargets.compactMap(LinkAnchor.key))
        hasLead = draft.hasLead
        switch pieces.first?.role {
        case .item: kind = .item
        case .note: kind = .note
        case .table: kind = .table
        default: kind = .paragraph
        }
        isPlatform = draft.isPlatform
        section = draft.sectionPath.last
        position = count > 1 ? Double(index) / Double(count - 1) : 0
    }

    /// Two consecutive drafts read as one: a translation that split one paragraph in two.
    func joined(with next: PairFeatures) -> PairFeatures {
        var joined = self
        joined.englishUnits += next.englishUnits.filter { !englishUnits.contains($0) }
        joined.koreanUnits += next.koreanUnits.filter { !koreanUnits.contains($0) }
        joined.latin.formUnion(next.latin)
        joined.numbers.formUnion(next.numbers)
        joined.links.formUnion(next.links)
        joined.length += next.length
        return joined
    }

    static func numbers(in text: String) -> Set<String> {
        var found = Set<String>()
        var run = ""
        for character in text {
            if character.isASCII && character.isNumber { run.append(character) } else {
                if !run.isEmpty { found.insert(run) }
                run = ""
            }
        }
        if !run.isEmpty { found.insert(run) }
        return found
    }
}
