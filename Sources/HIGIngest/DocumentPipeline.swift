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
        return StructureInference(manifestTitle: entry?.title).run(format.read(text))
    }

    private func decode(_ url: URL) throws(IngestError) -> (String, TextDecoder.Encoding) {
        let data = try load(url)
        let (text, encoding) = try TextDecoder.decode(data, file: file)
        if Normalizer.isBlank(text) { throw IngestError.empty(file: file) }
        try checkLineLengths(text)
        return (text, encoding)
    }

    func run(text: String, encoding: TextDecoder.Encoding = .utf8) throws(IngestError) -> DocumentResult {
        let read = format.read(text)
        let structured = StructureInference(manifestTitle: entry?.title).run(read)
        let title = entry?.title ?? structured.title ?? read.title ?? (file as NSString).deletingPathExtension
        let topics = self.topics(title: title, structured: structured)
        let source = Source(document: file, title: title, translator: entry?.translator ?? structured.author ?? read.author,
                            url: entry?.url ?? read.url, original: entry?.original ?? structured.original, lines: LineRange(1, 1))
        let regions = RegionBuilder(topics: topics).regions(of: structured.pieces)
        let builder = UnitBuilder(englishFirst: UnitBuilder.englishFirst(regions),
                                  usesSpacers: structured.pieces.count { $0.role == .spacer } >= 3, document: index)
        var drafts: [DraftRule] = []
        for region in regions {
            drafts += builder.drafts(for: region, startingAt: drafts.count)
        }
        guard !drafts.isEmpty else { throw IngestError.noContent(file: file) }
        var dropped: [String: Int] = [:]
        for piece in structured.pieces {
            if case .dropped(let reason) = piece.role { dropped[reason, default: 0] += 1 }
        }
        let summary = DocumentSummary(file: file, title: title, format: format.rawValue, encoding: encoding.rawValue,
                                      topics: topics.map(\.slug), translator: source.translator, url: source.url,
                                      original: source.original, citations: structured.citations, drafts: drafts.count,
                                      alignedPairs: drafts.reduce(0) { $0 + $1.alignedPairs }, dropped: dropped)
        return DocumentResult(index: index, source: source, topics: topics, drafts: drafts, summary: summary)
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

    /// The manifest's topics; else those the title names; else the HIG pages its top-level headings
    /// name ("## Alerts", "## Action sheets"); else its first heading; else the file name.
    func topics(title: String, structured: StructuredDocument) -> [Topic] {
        if let names = entry?.topics, !names.isEmpty { return names.map(TopicCatalog.resolve) }
        let mentioned = TopicCatalog.mentioned(in: title)
        if !mentioned.isEmpty { return mentioned }
        let headings = structured.pieces.compactMap { piece -> (level: Int, text: String)? in
            if case .heading(let level) = piece.role { return (level, piece.text) }
            return nil
        }
        if let top = headings.map(\.level).min() {
            var named: [Topic] = []
            for heading in headings where heading.level == top {
                let topic = TopicCatalog.resolve(heading.text)
                if TopicCatalog.topic(slug: topic.slug) != nil, !named.contains(topic) { named.append(topic) }
            }
            if !named.isEmpty { return named }
        }
        if let heading = headings.first { return [TopicCatalog.resolve(heading.text)] }
        return [TopicCatalog.resolve((file as NSString).deletingPathExtension)]
    }
}

/// One document's drafts and what it said about itself.
struct DocumentResult: Sendable {
    var index: Int
    /// Credits shared by every text of the document (lines filled in per text).
    var source: Source
    var topics: [Topic]
    var drafts: [DraftRule]
    var summary: DocumentSummary

    func source(lines: LineRange) -> Source {
        var source = self.source
        source.lines = lines
        return source
    }
}
