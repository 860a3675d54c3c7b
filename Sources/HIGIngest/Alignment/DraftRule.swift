import HIGModel
import HIGText

/// A rule as one document states it, before the same rule from other documents joins it.
struct DraftRule: Sendable {
    var topic: Topic
    var sectionPath: [String]
    var isPlatform: Bool
    var english: [Piece] = []
    var korean: [Piece] = []
    var references: [Piece] = []
    /// Index of the document in corpus order, and of the rule within it: the reading order.
    var document: Int
    var position: Int
    /// English–Korean block pairs that alignment matched to make this rule.
    var alignedPairs = 0
    /// Set while a Korean-only rule announced a list ("다음과 같이…") and takes the paragraphs after it.
    var collectingList = false
    /// For a Korean-only draft of a translated page: the English draft of the page it translates.
    var translates: Key?

    /// A draft's place in the corpus: its document and its position there.
    struct Key: Hashable, Sendable {
        var document: Int
        var position: Int
    }

    var key: Key { Key(document: document, position: position) }

    /// Whether the rule opens with a bold lead ("**Use a sheet.** …"), as guidelines do.
    var hasLead: Bool { (english.first ?? korean.first)?.block.lead != nil }

    /// Where the rule's links point, as written.
    var linkTargets: [String] { (english + korean).flatMap { $0.block.links.map(\.target) } }

    var hasEnglish: Bool { !english.isEmpty }
    var hasKorean: Bool { !korean.isEmpty }

    var englishText: String { Self.compose(english) }
    var koreanText: String { Self.compose(korean) }

    var englishTitle: String { Self.title(of: english) }
    var koreanTitle: String { Self.title(of: korean) }

    var englishLines: LineRange? { Self.lines(of: english) }
    var koreanLines: LineRange? { Self.lines(of: korean) }

    /// Paragraphs and items on their own lines; items under a paragraph marked with a bullet, as people read them.
    /// A rule that is itself one list item reads as plain text.
    static func compose(_ pieces: [Piece]) -> String {
        var seenParagraph = false
        return pieces.map { piece in
            let text = piece.text.trimmingSpaces
            if case .item(let depth) = piece.role, seenParagraph {
                return String(repeating: "  ", count: depth) + "• " + text
            }
            if piece.role == .table { return text }
            seenParagraph = true
            return text
        }.joined(separator: "\n")
    }

    /// The bold lead if the text was marked with one, else the first sentence.
    static func title(of pieces: [Piece]) -> String {
        guard let first = pieces.first else { return "" }
        if first.role == .title { return first.text.trimmingSpaces }
        if let lead = first.block.lead?.trimmingSpaces, !lead.isEmpty, lead.count < first.text.count + 1 { return lead }
        return SentenceCues.firstSentence(first.text)
    }

    static func lines(of pieces: [Piece]) -> LineRange? {
        guard var range = pieces.first?.lines else { return nil }
        for piece in pieces.dropFirst() { range = range.union(piece.lines) }
        return range
    }

    /// What the rule is: a note, platform advice, an instruction, or a description.
    var kind: RuleKind {
        if english.first?.isNote == true || korean.first?.isNote == true { return .note }
        if isPlatform { return .platform }
        if let first = english.first, SentenceCues.isEnglishImperative(SentenceCues.firstSentence(first.text)) || first.role == .title {
            return .guideline
        }
        if english.isEmpty, let first = korean.first, SentenceCues.isKoreanImperative(SentenceCues.firstSentence(first.text)) {
            return .guideline
        }
        return .definition
    }
}
