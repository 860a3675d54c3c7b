public import Foundation
public import HIGModel
public import HIGText
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

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
    /// - Complexity: O(total text); about 1–2 s per 100k short rules.
    public static func encode(rules: [Rule], fingerprint: String, metadata: Data = Data(),
                              lexicon: BilingualLexicon = BilingualLexicon(),
                              parameters: BM25Parameters = .default) throws(IndexError) -> Data {
        let builder = IndexBuilder(analyzer: Analyzer(), parameters: parameters)
        return Data(try builder.build(rules: rules, fingerprint: fingerprint, metadata: metadata, lexicon: lexicon))
    }

    /// Writes the index for `rules` to `url` atomically: the bytes go to a temporary
    /// file in the same directory, are flushed to disk, then renamed over `url`, so a
    /// reader sees either the old index or the new one, never half of one.
    public static func write(rules: [Rule], fingerprint: String, metadata: Data = Data(),
                             lexicon: BilingualLexicon = BilingualLexicon(), to url: URL,
                             parameters: BM25Parameters = .default) throws(IndexError) {
        let bytes = try encode(rules: rules, fingerprint: fingerprint, metadata: metadata, lexicon: lexicon,
                               parameters: parameters)
        try writeAtomically(bytes, to: url)
    }

    static func writeAtomically(_ bytes: Data, to url: URL) throws(IndexError) {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
    }
}
