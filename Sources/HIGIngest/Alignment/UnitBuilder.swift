import HIGModel
import HIGText

/// Turns a region's blocks into draft rules: aligns English runs with the Korean runs
/// that follow them, then folds list items, Korean continuation paragraphs and
/// reference lines into the rule they belong to.
struct UnitBuilder {
    /// Whether the document writes the English first and its Korean after (most do).
    var englishFirst: Bool
    /// Whether the document separates groups of paragraphs with NBSP-only lines.
    var usesSpacers: Bool
    var document: Int
    /// How blocks are paired: with the corpus's lexicon once one was learned.
    var pairCost = PairCost()

    /// The region's drafts, and how many Korean blocks were dropped as asides: a block with a sign
    /// of the translator's voice that translates nothing in a document that has English.
    func drafts(for region: Region, startingAt position: Int, bilingual: Bool) -> (drafts: [DraftRule], asides: Int) {
        // Spacers only tell which paragraphs belong together; note each piece's group.
        var group = 0
        var content: [(piece: Piece, group: Int, index: Int)] = []
        var references: [(piece: Piece, index: Int)] = []
        for (index, piece) in region.pieces.enumerated() {
            switch piece.role {
            case .spacer: group += 1
            case .reference: references.append((piece, index))
            default: if piece.isContent { content.append((piece, group, index)) }
            }
        }
        var drafts: [DraftRule] = []
        var asides = 0
        var last: (group: Int, index: Int)?
        for link in Self.links(content.map(\.piece), englishFirst: englishFirst, cost: pairCost).links {
            let english = link.english.map { content[$0] }
            let korean = link.korean.map { content[$0] }
            if english.isEmpty, korean.allSatisfy({ AsideSignals.isAside($0.piece, bilingual: bilingual) }) {
                // Signs of the translator's voice and no English it translates.
                asides += korean.count
                continue
            }
            let lead = (englishFirst ? english.first ?? korean.first : korean.first ?? english.first)!
            let index = (english + korean).map(\.index).min()!
            let spacerBetween = last.map { $0.group != lead.group } ?? true
            defer { last = ((english + korean).map(\.group).max()!, index) }
            if var current = drafts.last, shouldJoin(english: english.map(\.piece), korean: korean.map(\.piece),
                                                     into: current, spacerBetween: spacerBetween) {
                current.english += english.map(\.piece)
                current.korean += korean.map(\.piece)
                if !english.isEmpty && !korean.isEmpty { current.alignedPairs += 1 }
                if current.collectingList, let piece = korean.first?.piece,
                   piece.role == .table || SentenceCues.isKoreanImperative(SentenceCues.firstSentence(piece.text)) {
                    current.collectingList = false  // the announced list was this table, or an instruction ends it
                }
                drafts[drafts.count - 1] = current
                continue
            }
            var draft = DraftRule(topic: region.topic, sectionPath: region.sectionPath, isPlatform: region.isPlatform,
                                  document: document, position: position + drafts.count)
            draft.english = english.map(\.piece)
            draft.korean = korean.map(\.piece)
            draft.alignedPairs = (!english.isEmpty && !korean.isEmpty) ? 1 : 0
            draft.collectingList = draft.english.isEmpty && draft.korean.last.map { Self.announcesList($0.text) } == true
            draft.position = index
            drafts.append(draft)
        }
        // A reference line belongs to the rule above it.
        for (piece, index) in references {
            if let target = drafts.lastIndex(where: { $0.position < index }) ?? drafts.indices.first {
                drafts[target].references.append(piece)
            }
        }
        for index in drafts.indices { drafts[index].position = position + index }
        return (drafts, asides)
    }

    /// Aligned groups in reading order: English runs paired with the Korean run after them
    /// (or before them, in documents that write the Korean first), and what the pairing cost.
    /// An English title always pairs with the Korean below it.
    static func links(_ pieces: [Piece], englishFirst: Bool, cost model: PairCost = PairCost()) -> (links: [RunAligner.Link], cost: Double) {
        // Runs of one language; pieces without letters go with the run they stand in. A title opens a run.
        var runs: [(language: Language, indices: [Int])] = []
        for (index, piece) in pieces.enumerated() {
            let language = piece.language == .none ? (runs.last?.language ?? .english) : piece.language
            if runs.last?.language == language && piece.role != .title {
                runs[runs.count - 1].indices.append(index)
            } else {
                runs.append((language, [index]))
            }
        }
        var links: [RunAligner.Link] = []
        var cost = 0.0
        var index = 0
        let aligner = RunAligner(cost: model)
        while index < runs.count {
            let run = runs[index]
            let next = index + 1 < runs.count ? runs[index + 1] : nil
            let opensWithTitle = { (run: (language: Language, indices: [Int])) in pieces[run.indices[0]].role == .title }
            var pair: (english: [Int], korean: [Int])?
            if let next, run.language == .english, next.language == .korean, englishFirst || opensWithTitle(run) {
                pair = (run.indices, next.indices)
            } else if let next, !englishFirst, run.language == .korean, next.language == .english, !opensWithTitle(next) {
                pair = (next.indices, run.indices)
            }
            if let (englishRun, koreanRun) = pair {
                let aligned = aligner.align(english: englishRun.map { pieces[$0] }, korean: koreanRun.map { pieces[$0] })
                for link in aligned.links {
                    links.append(RunAligner.Link(english: link.english.map { englishRun[$0] }, korean: link.korean.map { koreanRun[$0] }))
                }
                cost += aligned.cost
                index += 2
            } else {
                for piece in run.indices {
                    links.append(run.language == .korean ? RunAligner.Link(english: [], korean: [piece])
                                                         : RunAligner.Link(english: [piece], korean: []))
                    cost += PairCost.skip
                }
                index += 1
            }
        }
        return (links.sorted { ($0.english + $0.korean).min()! < ($1.english + $1.korean).min()! }, cost)
    }

    /// Whether the document writes English first: the order under which its regions align at lower cost.
    static func englishFirst(_ regions: [Region], cost model: PairCost = PairCost()) -> Bool {
        var englishFirstCost = 0.0
        var koreanFirstCost = 0.0
        for region in regions {
            let content = region.pieces.filter(\.isContent)
            englishFirstCost += links(content, englishFirst: true, cost: model).cost
            koreanFirstCost += links(content, englishFirst: false, cost: model).cost
        }
        return englishFirstCost <= koreanFirstCost
    }

    /// Whether a group continues the rule before it rather than starting a new one.
    func shouldJoin(english: [Piece], korean: [Piece], into current: DraftRule, spacerBetween: Bool) -> Bool {
        let lead = english.first ?? korean.first!
        if lead.isNote || current.english.first?.isNote == true || current.korean.first?.isNote == true { return false }
        // A table belongs to the rule it stands under (where help buttons go, an alert's parts).
        if lead.role == .table { return true }
        // A paragraph with a bold lead states a rule of its own, whatever came before it.
        if lead.role == .paragraph, lead.block.lead != nil { return false }
        if case .item(let depth) = lead.role {
            if depth > 0 { return true }
            // An item with a bold lead states a rule of its own ("- **Use a sheet…** …").
            if lead.block.lead != nil { return false }
            let first = (english.isEmpty ? current.korean.first : current.english.first) ?? current.korean.first
            let previous = (english.isEmpty ? current.korean.last : current.english.last) ?? current.korean.last
            // Items continue a rule that a paragraph opened; sibling items of a rule that is itself an item do not.
            if first?.isItem == true { return false }
            if previous?.isItem == true { return true }
            let intro = (english.isEmpty ? current.koreanText : current.englishText)
            return Self.announcesList(intro) || lead.block.lead == nil && lead.text.count <= 120
        }
        // Korean-only paragraphs: same group between spacers, a list announced, or a lead line followed by its body.
        guard english.isEmpty, !current.hasEnglish, lead.role == .paragraph else { return false }
        // A list closes its rule: a paragraph after the items starts the next one.
        if current.korean.last?.isItem == true { return false }
        if usesSpacers && !spacerBetween { return true }
        if current.collectingList && !SentenceCues.isKoreanImperative(SentenceCues.firstSentence(lead.text)) { return true }
        if current.korean.count == 1, let only = current.korean.first, only.role == .paragraph,
           SentenceCues.split(only.text).count == 1, SentenceCues.isKoreanImperative(only.text),
           !SentenceCues.isKoreanImperative(SentenceCues.firstSentence(lead.text)) {
            return true
        }
        return false
    }

    /// Whether text ends by announcing a list: "…can:", "…the following styles.", "다음과 같이 정의합니다."
    static func announcesList(_ text: String) -> Bool {
        let last = SentenceCues.split(text).last ?? text
        let trimmed = last.trimmingSpaces
        if trimmed.hasSuffix(":") || trimmed.hasSuffix("：") { return true }
        let lower = trimmed.lowercased()
        if lower.contains("the following") || lower.contains("following ways") || lower.contains("these ways") { return true }
        // "다음과 같이", "다음 환경설정 중 하나", "아래의 방법으로": a Korean sentence pointing at what comes next.
        for pointer in ["다음", "아래"] where trimmed.contains(pointer) {
            let after = trimmed[trimmed.range(of: pointer)!.upperBound...]
            if ["과 같", "와 같", "의 ", "을 ", "를 ", "중 하나", " 중 ", "방법"].contains(where: { after.prefix(24).contains($0) }) { return true }
        }
        return false
    }
}
