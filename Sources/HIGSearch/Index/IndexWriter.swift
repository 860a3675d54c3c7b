public import Foundation
public import HIGModel
import HIGFiles
public import HIGText

/// Builds index files. See `IndexFormat` for the layout.
public enum IndexWriter {
    /// Encodes `rules` as index bytes, in memory.
    ///
    /// The same rules, fingerprint, metadata and parameters always give the same bytes.
    ///
    /// - Parameters:
    ///   - rules: in the order results should tie-break in (rule number = position).
    ///   - fingerprint: identifies the corpus the rules came from; stored verbatim.
    ///   - metadata: free-form bytes stored verbatim (e.g. an ingest summary as JSON).
    ///   - lexicon: the bilingual lexicon learned from the corpus, for query expansion.
    /// - Throws: `IndexError.invalidInput` for duplicate IDs or more than 65535 topics.
    /// - Complexity: O(total text); about 5 s of CPU, spread over the cores, for 100k rules of 850 bytes.
    public static func encode(rules: [Rule], fingerprint: String, metadata: Data = Data(),
                              lexicon: BilingualLexicon = BilingualLexicon(),
                              parameters: BM25Parameters = .default) throws(IndexError) -> Data {
        let builder = IndexBuilder(analyzer: Analyzer(), parameters: parameters)
        return Data(try builder.build(rules: rules, fingerprint: fingerprint, metadata: metadata, lexicon: lexicon))
    }

    /// Writes the index for `rules` to `url` atomically (``AtomicFile``): the bytes go
    /// to a `.hig-` temporary file in the same directory, are flushed to disk, then
    /// renamed over `url`, so a reader sees either the old index or the new one.
    ///
    /// The same bytes as `encode`, written section by section (`SectionDirectory.pieces`)
    /// rather than first copied into one buffer: at 100k rules that spares two copies of
    /// 96 MB, and their page faults, on one core.
    public static func write(rules: [Rule], fingerprint: String, metadata: Data = Data(),
                             lexicon: BilingualLexicon = BilingualLexicon(), to url: URL,
                             parameters: BM25Parameters = .default) throws(IndexError) {
        let builder = IndexBuilder(analyzer: Analyzer(), parameters: parameters)
        let sections = try builder.sections(rules: rules, fingerprint: fingerprint, metadata: metadata, lexicon: lexicon)
        try writeAtomically(SectionDirectory.pieces(sections), to: url)
    }

    static func writeAtomically(_ pieces: [[UInt8]], to url: URL) throws(IndexError) {
        do {
            try AtomicFile.write(pieces: pieces, to: url.path)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
    }
}
