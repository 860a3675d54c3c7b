import Foundation
import HIGFiles
import HIGIngest
import HIGModel
import HIGSearch
#if canImport(Glibc)
import Glibc
#endif

/// The index and the corpus it is built from: opens the index, and builds it first
/// when it is missing, damaged, or older than its corpus, so any command just works.
///
/// An index keeps to its corpus. The index file's metadata names the corpus folder it
/// was built from, and `Index/corpus.tsv` (`CorpusState`) records that folder's files
/// as they were; a command given the index alone uses that corpus, and no command
/// rebuilds an index from another corpus than its own unless `hig index` is given both
/// `--corpus` and `--index`.
struct KnowledgeBase: Sendable {
    /// The index folder.
    var index: URL
    /// Whether the index folder was named (`--index`, `$HIG_INDEX`) rather than configured or defaulted.
    var indexIsNamed: Bool
    /// The corpus folder named with `--corpus` or `$HIG_CORPUS`, if any.
    var namedCorpus: URL?
    /// The corpus a new index is built from when none is named: the configured one, or `./Corpus`.
    var defaultCorpus: URL

    static let indexFileName = "hig.idx"

    var indexFile: URL { index.appendingPathComponent(Self.indexFileName) }

    /// The index, rebuilt first if needed (unless `rebuild` is false: then an index that opens is used
    /// as it is, and nothing of the corpus is looked at, not even the corpus named).
    ///
    /// - Complexity: when the index is current, one open of the index, one read of
    ///   `corpus.tsv` and one `stat` per corpus file; corpus files are read only when
    ///   their stat changed.
    func open(_ context: Context, rebuild: Bool = true) throws -> IndexReader {
        let reader: IndexReader
        do throws(IndexError) {
            reader = try IndexReader(contentsOf: indexFile)
        } catch {
            let record = CorpusState.load(from: index)
            let isMissing = if case .missing = error { true } else { false }
            let corpus = try corpus(recorded: record.map { URL(fileURLWithPath: $0.corpus) }, indexFound: !isMissing)
            guard Self.folderExists(corpus) else {
                throw CLIError.failure("\(error.description), and no corpus at \(display(corpus)) to build it from (pass --corpus DIR)")
            }
            if isMissing {
                context.note("no index yet; building \(display(index)) from \(display(corpus))")
            } else {
                context.note("\(display(indexFile)): \(error.description); rebuilding it from \(display(corpus))")
            }
            return try build(context, from: corpus, record: record).reader
        }
        guard rebuild else { return reader }
        let record = CorpusState.load(from: index)
        let corpus = try corpus(recorded: Self.recordedCorpus(of: reader, record: record), indexFound: true)
        guard Self.folderExists(corpus) else {
            if namedCorpus != nil { throw CLIError.failure("no corpus at \(display(corpus))") }
            context.note("\(display(index)) was built from \(corpus.path), which is gone; using the index as it is")
            return reader
        }
        if try isCurrent(reader, record: record, corpus: corpus) { return reader }
        context.note(Self.builtByAnotherVersion(record: record, indexFingerprint: reader.fingerprint)
                     ? "\(display(index)) was built by another version of hig; rebuilding it from \(display(corpus))"
                     : "\(display(corpus)) changed since the index was built; rebuilding \(display(index))")
        return try build(context, from: corpus, record: record).reader
    }

    /// Whether an index that is not current was built by another version of hig from the files its
    /// record lists (rather than from files that changed since): what the rebuild note says.
    static func builtByAnotherVersion(record: CorpusState?, indexFingerprint: String) -> Bool {
        guard let record else { return false }
        return record.fingerprint == indexFingerprint && record.ingestVersion != CorpusFingerprint.buildVersion
    }

    /// Builds the index from its corpus, as `hig index` does: the named corpus, else the
    /// one the index was built from, else the default.
    func build(_ context: Context) throws -> Build {
        let record = CorpusState.load(from: index)
        let reader = try? IndexReader(contentsOf: indexFile)
        let recorded = reader.flatMap { Self.recordedCorpus(of: $0, record: record) } ?? record.map { URL(fileURLWithPath: $0.corpus) }
        let exists = reader != nil || FileManager.default.fileExists(atPath: indexFile.path)
        let corpus = try corpus(recorded: recorded, indexFound: exists, rebuilding: true)
        if let recorded, !Self.sameFolder(recorded, corpus) {
            context.note("\(display(index)) was the index of \(recorded.path); rebuilding it from \(display(corpus)), as asked")
        }
        return try build(context, from: corpus, record: record)
    }

    /// The corpus to check the index against and build it from.
    ///
    /// - Parameters:
    ///   - recorded: the corpus the index says it was built from, if it says.
    ///   - indexFound: whether there is an index file (readable or not).
    ///   - rebuilding: `hig index`: a named corpus may replace the recorded one when the index is named too.
    /// - Throws: when the named corpus is not the index's own, or a named index does not say which corpus is its own.
    func corpus(recorded: URL?, indexFound: Bool, rebuilding: Bool = false) throws(CLIError) -> URL {
        if let named = namedCorpus {
            if let recorded, !Self.sameFolder(named, recorded), !(rebuilding && indexIsNamed) {
                let other = display(named)
                throw .failure("\(display(index)) is the index of \(recorded.path), not of \(other); to rebuild it from \(other), "
                               + "run: hig index --corpus \(other) --index \(display(index)) (or give --index a new folder to keep both)")
            }
            return named
        }
        if let recorded { return recorded }
        if indexFound && indexIsNamed {
            throw .failure("\(display(index)) does not say which corpus it was built from (an older hig built it); "
                           + "rebuild it from its corpus: hig index --corpus DIR --index \(display(index))")
        }
        return defaultCorpus
    }

    /// The corpus an index says it was built from: the record beside it, if it belongs to
    /// this index file, else the corpus named in the index's metadata.
    static func recordedCorpus(of reader: IndexReader, record: CorpusState?) -> URL? {
        if let record, record.fingerprint == reader.fingerprint { return URL(fileURLWithPath: record.corpus) }
        return IndexReport.corpus(in: reader.metadata).map { URL(fileURLWithPath: $0) }
    }

    /// Whether `reader` was built from the corpus as it is now: by stats alone when they
    /// match the record, else by hashing the files whose stats changed (and refreshing the
    /// record when their bytes turn out the same).
    private func isCurrent(_ reader: IndexReader, record: CorpusState?, corpus: URL) throws(CLIError) -> Bool {
        let folder = corpus.path
        let absolute = Self.absolutePath(corpus)
        let listing = try Self.tree(folder)
        if let record, record.fingerprint == reader.fingerprint, record.corpus == absolute,
           record.ingestVersion == CorpusFingerprint.buildVersion, record.matches(listing) {
            return true
        }
        let refreshed = CorpusState.make(listing: listing, folder: folder, corpus: absolute, previous: record).state
        guard refreshed.fingerprint == reader.fingerprint else { return false }
        // Best effort: an index folder we cannot write to still works, it is only checked more slowly.
        try? refreshed.save(in: index)
        return true
    }

    /// What a build produced.
    struct Build {
        var reader: IndexReader
        var result: IngestResult
        var report: IndexReport
        var seconds: Double
        /// The corpus it was built from.
        var corpus: URL
    }

    /// Ingests `corpus` and writes the index, the ID registry and the corpus record, each atomically.
    private func build(_ context: Context, from corpus: URL, record: CorpusState?) throws -> Build {
        let start = ContinuousClock.now
        AtomicFile.removeLeftovers(in: index.path)
        AtomicFile.removeLeftovers(in: corpus.path)
        let folder = corpus.path
        let absolute = Self.absolutePath(corpus)
        // The record is made before the files are ingested: a file that changes during the
        // build then differs from its record, and the next command rebuilds.
        var state = CorpusState.make(listing: try Self.tree(folder), folder: folder, corpus: absolute, previous: record).state
        let registryFile = corpus.appendingPathComponent(IDRegistry.fileName)
        let loaded = IDRegistry.load(from: registryFile)
        let result = try ingest(corpus, registry: loaded.registry, context: context)
        guard !result.rules.isEmpty else {
            let why = result.problems.first.map { ": \($0.description)" } ?? ""
            throw CLIError.failure("no rules found in \(display(corpus))\(why); the index was not written")
        }
        var problems = loaded.problems + result.problems.map(\.description)
        let registry = result.registry.serialized()
        if FileManager.default.contents(atPath: registryFile.path) != registry {
            do throws(CLIError) {
                try AtomicFile.write(registry, to: registryFile)
                state = state.updating(IDRegistry.fileName, in: folder)
            } catch {
                problems.append("\(error.description); IDs of new rules may change next time")
            }
        }
        let report = IndexReport(result: result, problems: problems, corpus: absolute)
        try AtomicFile.createFolder(index)
        let metadata = (try? JSONEncoding.encode(report)).map { Data($0) } ?? Data()
        let reader: IndexReader
        do throws(IndexError) {
            try IndexWriter.write(rules: result.rules, fingerprint: state.fingerprint, metadata: metadata,
                                  lexicon: result.lexicon, to: indexFile)
            reader = try IndexReader(contentsOf: indexFile)
        } catch {
            throw CLIError.failure(error.description)
        }
        do throws(CLIError) {
            try state.save(in: index)
        } catch {
            context.note("\(error.description); the index works, but the next command reads the corpus again to check it")
        }
        return Build(reader: reader, result: result, report: report, seconds: (ContinuousClock.now - start).seconds, corpus: corpus)
    }

    /// Runs the ingester over `corpus`, with progress on a terminal.
    private func ingest(_ corpus: URL, registry: IDRegistry, context: Context) throws(CLIError) -> IngestResult {
        let progress = Progress(terminal: context.terminal)
        defer { progress.finish() }
        do {
            return try Ingester(corpus: corpus).run(registry: registry) { done, total, file in
                progress.update("Reading", done: done, total: total, item: file)
            }
        } catch {
            throw .failure(error.description)
        }
    }

    /// A folder as the user gave it, relative paths kept relative: `Corpus/`.
    func display(_ url: URL) -> String {
        let path = url.relativePath
        return url == indexFile || path.hasSuffix("/") ? path : path + "/"
    }

    /// The folder's absolute path with symbolic links resolved (as given, made absolute, if it does not exist).
    /// The corpus tree, or the one line that says why it cannot be listed.
    static func tree(_ folder: String) throws(CLIError) -> CorpusTree {
        do throws(IngestError) {
            return try CorpusTree(folder: folder)
        } catch {
            throw .failure(FileManager.default.fileExists(atPath: folder) ? "cannot read \(folder)" : "no corpus at \(folder)")
        }
    }

    static func absolutePath(_ url: URL) -> String {
        CorpusTree.resolved(url.path) ?? url.standardizedFileURL.path
    }

    /// Whether two paths name the same folder.
    static func sameFolder(_ a: URL, _ b: URL) -> Bool {
        absolutePath(a) == absolutePath(b)
    }

    static func folderExists(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
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
    /// The corpus folder the index was built from, absolute (nil in indexes built before it was recorded).
    var corpus: String?

    init(result: IngestResult, problems: [String], corpus: String) {
        self.corpus = corpus
        documents = result.documents
        self.problems = problems
        rules = result.rules.count
        alignedPairs = result.alignedPairs
        mergedTranslations = result.mergedTranslations
        unaligned = result.unaligned.map(\.location)
    }

    /// The corpus named in an index's metadata, if any.
    ///
    /// - Complexity: decodes the whole metadata; used only when `corpus.tsv` does not belong to the index.
    static func corpus(in metadata: Data) -> String? {
        struct Named: Decodable { var corpus: String? }
        return (try? JSONDecoder().decode(Named.self, from: metadata))?.corpus
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
