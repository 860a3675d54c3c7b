import Foundation
import HIGIngest
import HIGSearch
import HIGText

/// A hash of everything an index is built from: the corpus files (paths and the
/// hashes of their bytes, the ID registry among them) and the version of the code
/// that reads them. Equal fingerprints mean the index is current.
enum CorpusFingerprint {
    /// What the same corpus produces: the ingest's version (the rules), the scoring's
    /// (`BM25Parameters.version`, the impacts stored) and the glossary's text (it seeds the
    /// learned lexicon, and the index stores it parsed). An index built by another is rebuilt.
    static let buildVersion = "\(Ingester.version)+bm25-\(BM25Parameters.version)+glossary-"
        + String(Glossary.standardFingerprint >> 32, radix: 16)

    /// The fingerprint of files given as (path, hash of the bytes); nil hashes are unreadable files.
    ///
    /// - Complexity: O(number of files); reads nothing.
    static func of(_ files: [(path: String, hash: UInt64?)], version: String = buildVersion) -> String {
        var hash = StableHash()
        hash.combine(version)
        for file in files {
            hash.combine(file.path)
            hash.combine(file.hash.map { String($0, radix: 16) } ?? "unreadable")
        }
        return "\(version):\(hash.hex)"
    }

    /// The hash of a file's bytes, or nil if it cannot be read.
    ///
    /// - Complexity: reads the whole file (about 1 ms per MB).
    static func hash(contentsOf path: String) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hash = StableHash()
        hash.combine(data)
        return hash.value
    }
}
