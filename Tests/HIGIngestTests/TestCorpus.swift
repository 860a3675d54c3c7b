import Foundation
import Testing
@testable import HIGIngest
import HIGModel

/// A corpus folder written for one test and removed after it.
final class TestCorpus {
    let folder: URL

    init(_ files: [String: String] = [:], manifest: String? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-ingest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
        if let manifest { try write(Manifest.fileName, manifest) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes a file of the corpus; `name` may be a path inside it (`ko/sheets.md`).
    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    func ingest(registry: IDRegistry = IDRegistry()) throws -> IngestResult {
        try Ingester(corpus: folder).run(registry: registry)
    }

    /// The shipped seed documents, copied in.
    static func seeds() throws -> TestCorpus {
        let corpus = try TestCorpus()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name != IDRegistry.fileName {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: corpus.folder.appendingPathComponent(name))
        }
        return corpus
    }

    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// Structure of one document, for tests that look at roles.
func structure(_ text: String, format: DocumentFormat = .plainText) -> [Piece] {
    do {
        return StructurePipeline().run(try format.read(text)).pieces
    } catch {
        Issue.record("\(error)")
        return []
    }
}

/// Drafts of one document, as alignment makes them.
func drafts(_ text: String, format: DocumentFormat = .plainText, topics: [String]? = nil) throws -> [DraftRule] {
    let entry = Manifest.Entry(file: "doc.\(format == .markdown ? "md" : format == .html ? "html" : "txt")", topics: topics ?? ["modality"])
    return try DocumentPipeline(index: 0, file: entry.file, format: format, entry: entry).run(text: text).drafts
}

extension Rule {
    func hasTranslation(from document: String) -> Bool {
        translations.contains { $0.source.document == document }
    }
}
