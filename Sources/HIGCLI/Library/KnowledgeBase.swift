import Foundation
import HIGFiles
import HIGIngest
import HIGModel
import HIGSearch

/// The corpus and the index built from it: opens the index, and builds it first
/// when it is missing, damaged, or older than the corpus, so any command just works.
struct KnowledgeBase: Sendable {
    var corpus: URL
    var index: URL

    static let indexFileName = "hig.idx"

    var indexFile: URL { index.appendingPathComponent(Self.indexFileName) }
    var registryFile: URL { corpus.appendingPathComponent(IDRegistry.fileName) }

    /// The index, rebuilt first if needed (unless `rebuild` is false: then a stale index is used with a warning).
    func open(_ context: Context, rebuild: Bool = true) throws -> IndexReader {
        let corpusExists = FileManager.default.fileExists(atPath: corpus.path)
        do {
            let reader = try IndexReader(contentsOf: indexFile)
            guard corpusExists else { return reader }  // an index shipped without its corpus
            if try reader.fingerprint == CorpusFingerprint.of(corpus: corpus) { return reader }
            if !rebuild {
                context.note("\(display(index)) is stale: \(display(corpus)) changed since it was built (using it anyway, as --no-rebuild asks)")
                return reader
            }
            context.note("\(display(corpus)) changed since the index was built; rebuilding \(display(index))")
        } catch let error as IndexError {
            guard corpusExists else {
                throw CLIError.failure("\(error.description), and no corpus at \(display(corpus)) to build it from (pass --corpus DIR)")
            }
            if case .missing = error {
                context.note("no index yet; building \(display(index)) from \(display(corpus))")
            } else {
                context.note("\(display(indexFile)): \(error.description); rebuilding it from \(display(corpus))")
            }
        }
        let built = try build(context)
        built.report.problems.forEach { context.note($0) }
        return built.reader
    }

    /// What a build produced.
    struct Build {
        var reader: IndexReader
        var result: IngestResult
        var report: IndexReport
        var seconds: Double
    }

    /// Ingests the corpus and writes the index (and the ID registry), each atomically.
    func build(_ context: Context) throws -> Build {
        let start = ContinuousClock.now
        AtomicFile.removeLeftovers(in: index.path)
        AtomicFile.removeLeftovers(in: corpus.path)
        let progress = Progress(terminal: context.terminal)
        let loaded = IDRegistry.load(from: registryFile)
        let result: IngestResult
        do {
            result = try Ingester(corpus: corpus).run(registry: loaded.registry) { done, total, file in
                progress.update("Reading", done: done, total: total, item: file)
            }
        } catch {
            progress.finish()
            throw CLIError.failure(error.description)
        }
        progress.finish()
        guard !result.rules.isEmpty else {
            let why = result.problems.first.map { ": \($0.description)" } ?? ""
            throw CLIError.failure("no rules found in \(display(corpus))\(why); the index was not written")
        }
        var problems = loaded.problems + result.problems.map(\.description)
        let registry = result.registry.serialized()
        if FileManager.default.contents(atPath: registryFile.path) != registry {
            do {
                try AtomicFile.write(registry, to: registryFile.path)
            } catch {
                problems.append("\(display(registryFile)): cannot save rule IDs (\(error.reason)); IDs of new rules may change next time")
            }
        }
        let report = IndexReport(result: result, problems: problems)
        do {
            try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
        } catch {
            throw CLIError.failure("cannot create \(display(index)) (\(error.localizedDescription))")
        }
        let fingerprint = try CorpusFingerprint.of(corpus: corpus)
        let metadata = (try? JSONEncoding.encode(report)).map { Data($0) } ?? Data()
        let reader: IndexReader
        do throws(IndexError) {
            try IndexWriter.write(rules: result.rules, fingerprint: fingerprint, metadata: metadata, to: indexFile)
            reader = try IndexReader(contentsOf: indexFile)
        } catch {
            throw CLIError.failure(error.description)
        }
        return Build(reader: reader, result: result, report: report, seconds: (ContinuousClock.now - start).seconds)
    }

    /// A folder as the user gave it, relative paths kept relative: `Corpus/`.
    func display(_ url: URL) -> String {
        let path = url.relativePath
        return url == indexFile || url == registryFile || path.hasSuffix("/") ? path : path + "/"
    }
}

/// What an index build says about itself, stored in the index as metadata.
struct IndexReport: Codable, Sendable {
    var documents: [DocumentSummary]
    var problems: [String]
    var rules: Int
    var alignedPairs: Int
    var mergedTranslations: Int
    var unaligned: [String]

    init(result: IngestResult, problems: [String]) {
        documents = result.documents
        self.problems = problems
        rules = result.rules.count
        alignedPairs = result.alignedPairs
        mergedTranslations = result.mergedTranslations
        unaligned = result.unaligned.map(\.location)
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
