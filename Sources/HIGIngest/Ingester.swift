public import Foundation
import HIGModel
import HIGText

/// Reads a corpus folder into aligned bilingual rules.
///
/// `Corpus/*.txt|md|html` and `Corpus/corpus.json` → readers → cleaning and structure →
/// alignment inside each document → merging across documents → stable IDs.
/// Problems with single files are reported and the other documents still ingested.
public struct Ingester: Sendable {
    /// Largest document accepted, in bytes.
    public static let maximumDocumentBytes = 8 * 1_048_576
    /// Longest line accepted, in characters: a paragraph is never this long.
    public static let maximumLineCharacters = 100_000

    public let corpus: URL

    public init(corpus: URL) {
        self.corpus = corpus
    }

    /// Ingests every document; `progress` is called after each file with (done, total, file name).
    public func run(registry: IDRegistry, progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws(IngestError) -> IngestResult {
        let files = try CorpusFiles(folder: corpus)
        var problems: [IngestError] = files.problems
        var documents: [DocumentResult] = []
        for (offset, file) in files.documents.enumerated() {
            do {
                let entry = files.manifest.entry(for: file.name)
                let document = try DocumentPipeline(index: documents.count, file: file.name, format: file.format, entry: entry)
                    .run(contentsOf: file.url)
                documents.append(document)
            } catch {
                problems.append(error)
            }
            progress?(offset + 1, files.documents.count, file.name)
        }
        let merged = RuleMerger().merge(documents)
        let identified = registry.assign(merged.rules)
        return IngestResult(rules: identified.rules, registry: identified.registry, documents: documents.map(\.summary),
                            problems: problems, mergedTranslations: merged.mergedTranslations,
                            mergedEnglish: merged.mergedEnglish, unaligned: merged.unaligned)
    }
}
