public import Foundation
public import HIGModel
import HIGText

/// How one block of a document was read: for `hig inspect`, so a person adding a
/// document can see what became a rule, what was dropped and why.
public struct InspectedBlock: Sendable, Equatable {
    public var lines: LineRange
    /// "heading", "paragraph", "item", "note", "title", "reference", or "dropped: <reason>".
    public var role: String
    public var language: String
    public var text: String
}

extension Ingester {
    /// Reads one document the way `run` does and tells what each block became.
    public static func inspect(_ url: URL, entry: Manifest.Entry? = nil) throws(IngestError) -> [InspectedBlock] {
        let name = url.lastPathComponent
        guard let format = DocumentFormat(fileName: name) else {
            throw IngestError.unreadable(file: name, reason: "not a .txt, .md or .html document")
        }
        let pipeline = DocumentPipeline(index: 0, file: name, format: format, entry: entry)
        let structured = try pipeline.structure(contentsOf: url)
        return structured.pieces.compactMap { piece in
            let role: String
            switch piece.role {
            case .heading(let level): role = "heading \(level)"
            case .paragraph: role = "paragraph"
            case .item(let depth): role = depth == 0 ? "item" : "item \(depth)"
            case .note(let label): role = "note \(label)"
            case .title: role = "title"
            case .reference: role = "reference"
            case .table: role = "table"
            case .separator, .spacer: return nil
            case .dropped(let reason): role = "dropped: \(reason.rawValue)"
            }
            return InspectedBlock(lines: piece.lines, role: role, language: piece.language.rawValue, text: piece.text)
        }
    }
}

/// One step of the alignment of a document pair, for `hig inspect FILE --pair OTHER`.
public struct InspectedPairStep: Sendable, Equatable {
    /// The English draft's lines and title, when the step has one.
    public var english: (lines: LineRange, title: String)?
    /// The Korean draft's lines and title, when the step has one.
    public var korean: (lines: LineRange, title: String)?
    /// What pairing the two cost (lower is likelier); nil for a draft left alone.
    public var cost: Double?
    /// Whether the pair was taken (its cost is acceptable).
    public var accepted: Bool

    public static func == (a: Self, b: Self) -> Bool {
        a.english?.lines == b.english?.lines && a.korean?.lines == b.korean?.lines && a.cost == b.cost && a.accepted == b.accepted
    }
}

extension Ingester {
    /// Aligns two documents as pairing does — the lexicon learned from the corpus and the two files —
    /// and lists every step: pairs with their costs, and the drafts left without a counterpart.
    /// Either file may be the English one; the one mostly in English is taken as such.
    public static func inspectPair(_ first: URL, _ second: URL, corpus: URL, manifest: Manifest?) throws(IngestError) -> [InspectedPairStep] {
        func document(_ url: URL, index: Int) throws(IngestError) -> DocumentResult {
            let name = url.lastPathComponent
            guard let format = DocumentFormat(fileName: name) else {
                throw IngestError.unreadable(file: name, reason: "not a .txt, .md or .html document")
            }
            return try DocumentPipeline(index: index, file: name, format: format, entry: manifest?.entry(for: name)).run(contentsOf: url)
        }
        var a = try document(first, index: 0)
        var b = try document(second, index: 1)
        if a.language == .korean && b.language != .korean { swap(&a, &b) }
        // The lexicon as ingest learns it: from the corpus (the two files counted once) and the pair itself.
        var learnedFrom = [a, b]
        if let files = try? CorpusFiles(folder: corpus) {
            let paths = Set([first, second].map { $0.standardizedFileURL.resolvingSymlinksInPath().path })
            for file in files.documents where !paths.contains(file.url.standardizedFileURL.resolvingSymlinksInPath().path) {
                if let other = try? DocumentPipeline(index: learnedFrom.count, file: file.name, format: file.format,
                                                     entry: files.manifest.entry(for: file.name)).run(contentsOf: file.url) {
                    learnedFrom.append(other)
                }
            }
        }
        let candidates = DocumentPairer.candidates(learnedFrom, manifest: manifest ?? Manifest())
            .filter { $0.korean != 0 } + [(korean: 1, english: [0])]
        let pairer = DocumentPairer(lexicon: DocumentPairer.lexicon(for: learnedFrom, candidates: candidates))
        let (english, korean, cost) = pairer.features(english: a, korean: b)
        let pairs = PairAligner(cost: cost).alignment(english: english, korean: korean)
        var steps: [InspectedPairStep] = []
        var nextEnglish = 0, nextKorean = 0
        func describe(_ draft: DraftRule) -> (lines: LineRange, title: String) {
            (draft.englishLines ?? draft.koreanLines ?? LineRange(1, 1), draft.hasEnglish ? draft.englishTitle : draft.koreanTitle)
        }
        for pair in pairs + [PairAligner.Pair(english: a.drafts.count, korean: b.drafts.count, cost: 0)] {
            while nextEnglish < pair.english {
                steps.append(InspectedPairStep(english: describe(a.drafts[nextEnglish]), korean: nil, cost: nil, accepted: false))
                nextEnglish += 1
            }
            while nextKorean < pair.korean {
                steps.append(InspectedPairStep(english: nil, korean: describe(b.drafts[nextKorean]), cost: nil, accepted: false))
                nextKorean += 1
            }
            guard pair.english < a.drafts.count else { break }
            var korean = describe(b.drafts[pair.korean])
            if pair.koreanCount > 1, let last = b.drafts[pair.koreanDrafts.upperBound - 1].koreanLines {
                korean.lines = korean.lines.union(last)
                korean.title += " + " + b.drafts[pair.koreanDrafts.upperBound - 1].koreanTitle
            }
            steps.append(InspectedPairStep(english: describe(a.drafts[pair.english]), korean: korean, cost: pair.cost, accepted: pair.accepted))
            nextEnglish = pair.english + 1
            nextKorean = pair.koreanDrafts.upperBound
        }
        return steps
    }
}
