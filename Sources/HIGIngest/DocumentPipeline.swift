import Foundation
import HIGModel
import HIGText

/// One document from bytes to draft rules: decode, read, infer structure, find topics, align.
struct DocumentPipeline {
    var index: Int
    var file: String
    var format: DocumentFormat
    var entry: Manifest.Entry?

    func run(contentsOf url: URL) throws(IngestError) -> DocumentResult {
        let (text, encoding) = try decode(url)
        return try run(text: text, encoding: encoding)
    }

    /// The document's blocks with their roles, before alignment.
    func structure(contentsOf url: URL) throws(IngestError) -> StructuredDocument {
        let (text, _) = try decode(url)
        return StructurePipeline(manifestTitle: entry?.title).run(try format.read(text))
    }

    private func decode(_ url: URL) throws(IngestError) -> (String, TextDecoder.Encoding) {
        let data = try load(url)
        let (text, encoding) = try TextDecoder.decode(data, file: file)
        if Normalizer.isBlank(text) { throw IngestError.empty(file: file) }
        try checkLineLengths(text)
        return (text, encoding)
    }

    func run(text: String, encoding: TextDecoder.Encoding = .utf8) throws(IngestError) -> DocumentResult {
        let read = try format.read(text)
        let structured = StructurePipeline(manifestTitle: entry?.title).run(read)
        let title = entry?.title ?? structured.title ?? read.title ?? PageIdentity.stem(of: file)
        let page = identity(title: title, structured: structured)
        let topics = page.topics
        let credits = Credits(entry: entry, read: read, structured: structured)
        let source = Source(document: file, title: title, translator: credits.translator, url: credits.url,
                            original: credits.original, lines: LineRange(1, 1))
        let regions = RegionBuilder(topics: topics).regions(of: structured.pieces)
        var dropped: [String: Int] = [:]
        for piece in structured.pieces {
            if case .dropped(let reason) = piece.role, reason != .joined { dropped[reason.rawValue, default: 0] += 1 }
        }
        let layout = DocumentResult.Layout(
            regions: regions, usesSpacers: structured.pieces.count { $0.role == .spacer } >= 3,
            bilingual: structured.pieces.contains { $0.isContent && $0.language == .english }
                && structured.pieces.contains { $0.isContent && $0.language == .korean },
            structuralAsides: dropped[DropReason.translatorsAside.rawValue] ?? 0)
        // A page of nothing but chrome (a table of contents) is reported in the summary, not skipped as unreadable.
        let hasContent = regions.contains { $0.pieces.contains(where: \.isContent) }
        guard hasContent || dropped.contains(where: { DropReason(rawValue: $0.key)?.isChrome == true && $0.key != DropReason.documentTitle.rawValue })
        else { throw IngestError.noContent(file: file) }
        let summary = DocumentSummary(file: file, title: title, format: format.rawValue, encoding: encoding.rawValue,
                                      topics: topics.map(\.slug), translator: source.translator, url: source.url,
                                      original: source.original, citations: structured.citations, drafts: 0,
                                      alignedPairs: 0, dropped: dropped,
                                      platformNotes: structured.platformNotes, warnings: read.warnings)
        var result = DocumentResult(index: index, source: source, topics: topics, page: page,
                                    language: Self.language(of: structured.pieces), drafts: [], summary: summary, layout: layout)
        result.align(with: PairCost())
        guard !result.drafts.isEmpty || !hasContent else { throw IngestError.noContent(file: file) }
        return result
    }

    /// The page the document is about, from the manifest, its addresses, its titles and its headings.
    func identity(title: String, structured: StructuredDocument) -> PageIdentity {
        let headings = structured.pieces.compactMap { piece -> (level: Int, text: String)? in
            if case .heading(let level) = piece.role { return (level, piece.text) }
            return nil
        }
        let top = headings.map(\.level).min()
        let titles = [entry?.title, structured.titleLine, structured.title].compactMap { $0 }
        return PageIdentity(.init(manifestTopics: entry?.topics, manifestPage: entry?.page,
                                  urls: [entry?.original, entry?.url].compactMap { $0 } + structured.sourceURLs,
                                  titles: titles.isEmpty ? [title] : titles,
                                  topLevelHeadings: headings.filter { $0.level == top }.map(\.text), fileName: file))
    }

    /// The language most of the document's text is in: Hangul syllables count as three letters each.
    static func language(of pieces: [Piece]) -> Language {
        var english = 0
        var korean = 0
        for piece in pieces where piece.isContent {
            let counts = LetterCounts(piece.text)
            english += counts.latin
            korean += counts.hangul * 3
        }
        if english == 0 && korean == 0 { return .none }
        return korean >= english / 2 ? .korean : .english
    }

    private func load(_ url: URL) throws(IngestError) -> Data {
        let size: Int
        do {
            size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw IngestError.unreadable(file: file, reason: Self.reason(error))
        }
        if size > Ingester.maximumDocumentBytes {
            throw IngestError.tooLarge(file: file, bytes: size, limit: Ingester.maximumDocumentBytes)
        }
        if size == 0 { throw IngestError.empty(file: file) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw IngestError.unreadable(file: file, reason: Self.reason(error))
        }
    }

    private func checkLineLengths(_ text: String) throws(IngestError) {
        var line = 0
        for piece in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            // UTF-8 bytes bound characters from above; count characters only for long lines.
            if piece.count > Ingester.maximumLineCharacters {
                let characters = String(decoding: piece, as: UTF8.self).count
                if characters > Ingester.maximumLineCharacters {
                    throw IngestError.lineTooLong(file: file, line: line, characters: characters, limit: Ingester.maximumLineCharacters)
                }
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        if nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}

/// One document's drafts and what it said about itself.
struct DocumentResult: Sendable {
    var index: Int
    /// Credits shared by every text of the document (lines filled in per text).
    var source: Source
    var topics: [Topic]
    /// The HIG page the document is about, for pairing it with its translation.
    var page: PageIdentity
    /// The language most of its text is in.
    var language: Language
    var drafts: [DraftRule]
    var summary: DocumentSummary
    /// What alignment works on, kept so the document can be aligned again with a learned lexicon.
    var layout: Layout

    /// The document's regions and what alignment needs to know about the whole document.
    struct Layout: Sendable {
        var regions: [Region]
        var usesSpacers: Bool
        var bilingual: Bool
        /// Blocks the structure passes dropped as plainly the translator's (alignment adds its own).
        var structuralAsides: Int
    }

    func source(lines: LineRange) -> Source {
        var source = self.source
        source.lines = lines
        return source
    }

    /// Aligns the document's English and Korean into drafts with the given cost model (the first
    /// time without a lexicon; again once the corpus's lexicon is learned), and updates the summary.
    mutating func align(with cost: PairCost) {
        let builder = UnitBuilder(englishFirst: UnitBuilder.englishFirst(layout.regions, cost: cost),
                                  usesSpacers: layout.usesSpacers, document: index, pairCost: cost)
        var drafts: [DraftRule] = []
        var asides = 0
        for region in layout.regions {
            let built = builder.drafts(for: region, startingAt: drafts.count, bilingual: layout.bilingual)
            drafts += built.drafts
            asides += built.asides
        }
        self.drafts = drafts
        summary.drafts = drafts.count
        summary.alignedPairs = drafts.reduce(0) { $0 + $1.alignedPairs }
        let total = layout.structuralAsides + asides
        summary.dropped[DropReason.translatorsAside.rawValue] = total > 0 ? total : nil
    }
}
