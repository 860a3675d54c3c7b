public import Foundation
import Dispatch
import HIGModel
import HIGText

/// Reads a corpus folder into aligned bilingual rules.
///
/// `Corpus/**/*.txt|md|html` and `Corpus/corpus.json` → readers → structure passes → alignment
/// inside each document → a lexicon learned from what aligned → pairing of separate English and
/// Korean pages → merging across documents → stable IDs. Problems with single files are reported
/// and the other documents still ingested. Documents are read on every core.
public struct Ingester: Sendable {
    /// Largest document accepted, in bytes.
    public static let maximumDocumentBytes = 8 * 1_048_576
    /// Longest line accepted, in characters: a paragraph is never this long.
    public static let maximumLineCharacters = 100_000
    /// Changes whenever the same corpus would give other rules: indexes built by another version are rebuilt.
    public static let version = "hig-ingest-5"

    public let corpus: URL

    public init(corpus: URL) {
        self.corpus = corpus
    }

    /// Ingests every document; `progress` is called after each file with (done, total, file name).
    public func run(registry: IDRegistry, progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(IngestError) -> IngestResult {
        let files = try CorpusFiles(folder: corpus)
        // Without libxml2 the run stops with one line, rather than skipping every HTML document with one each.
        if files.documents.contains(where: { $0.format == .html }) { _ = try LibXML2.shared() }
        var problems: [IngestError] = files.problems
        var documents: [DocumentResult] = []
        for result in read(files, progress: progress) {
            switch result {
            case .success(var document):
                document.index = documents.count
                for position in document.drafts.indices { document.drafts[position].document = document.index }
                documents.append(document)
            case .failure(let error):
                problems.append(error)
            }
        }
        // The lexicon: learned from what aligned inside documents and from the pairs of translated
        // pages that structure alone makes certain; then pages are paired with it, and it is learned
        // again from everything aligned.
        let learner = LexiconLearner()
        // In-document alignment again, now with a lexicon learned from its first pass: it settles the
        // close calls (two Korean paragraphs for one English, or one) that order and length leave open.
        let firstLexicon = learner.learn(BilingualPairs.within(documents))
        if !firstLexicon.isEmpty { realign(&documents, with: PairCost(lexicon: firstLexicon)) }
        let candidates = DocumentPairer.candidates(documents, manifest: files.manifest)
        let pairingLexicon = DocumentPairer.lexicon(for: documents, candidates: candidates, learner: learner)
        let pairings = DocumentPairer(lexicon: pairingLexicon).pair(&documents, candidates: candidates)
        let lexicon = pairings.isEmpty ? pairingLexicon : learner.learn(BilingualPairs.within(documents) + BilingualPairs.across(documents))
        let merged = RuleMerger(lexicon: lexicon).merge(documents)
        let identified = registry.assign(merged.rules)
        var summaries = documents.map(\.summary)
        for report in pairings {
            summaries[report.korean].pairedWith = documents[report.english].summary.file
            summaries[report.korean].pairedDrafts = report.paired
            summaries[report.english].pairedGuidelines += report.pairedGuidelines
            summaries[report.english].guidelines = report.englishGuidelines
        }
        return IngestResult(rules: identified.rules, registry: identified.registry, documents: summaries,
                            problems: problems, mergedTranslations: merged.mergedTranslations,
                            mergedEnglish: merged.mergedEnglish, unaligned: merged.unaligned, lexicon: lexicon)
    }

    /// Aligns every bilingual document again with `cost`, on all cores.
    private func realign(_ documents: inout [DocumentResult], with cost: PairCost) {
        let bilingual = documents.indices.filter { documents[$0].layout.bilingual }
        let aligned = Aligned(documents)
        DispatchQueue.concurrentPerform(iterations: bilingual.count) { offset in
            aligned.realign(bilingual[offset], with: cost)
        }
        documents = aligned.documents
    }

    /// Documents aligned again by concurrent workers, each its own slot.
    private final class Aligned: @unchecked Sendable {
        private(set) var documents: [DocumentResult]
        private let lock = NSLock()

        init(_ documents: [DocumentResult]) { self.documents = documents }

        func realign(_ index: Int, with cost: PairCost) {
            lock.lock()
            var document = documents[index]
            lock.unlock()
            document.align(with: cost)
            lock.lock()
            documents[index] = document
            lock.unlock()
        }
    }

    /// Every document read through its pipeline, on all cores, in file order.
    private func read(_ files: CorpusFiles, progress: (@Sendable (Int, Int, String) -> Void)?) -> [Result<DocumentResult, IngestError>] {
        let results = Results(count: files.documents.count)
        DispatchQueue.concurrentPerform(iterations: files.documents.count) { offset in
            let file = files.documents[offset]
            let entry = files.manifest.entry(for: file.name)
            let result: Result<DocumentResult, IngestError>
            do throws(IngestError) {
                result = .success(try DocumentPipeline(index: offset, file: file.name, format: file.format, entry: entry).run(contentsOf: file.url))
            } catch {
                result = .failure(error)
            }
            let done = results.store(result, at: offset)
            progress?(done, files.documents.count, file.name)
        }
        return results.all
    }

    /// Results written by concurrent readers, one slot each.
    private final class Results: @unchecked Sendable {
        private var slots: [Result<DocumentResult, IngestError>?]
        private var done = 0
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(_ result: Result<DocumentResult, IngestError>, at index: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = result
            done += 1
            return done
        }

        var all: [Result<DocumentResult, IngestError>] { slots.compactMap { $0 } }
    }
}
