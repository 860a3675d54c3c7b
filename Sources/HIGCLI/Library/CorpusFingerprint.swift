import Foundation
import HIGIngest
import HIGText

/// A hash of everything an index is built from: the corpus files (names and bytes),
/// the ID registry, and the version of the code that reads them. Equal fingerprints
/// mean the index is current.
enum CorpusFingerprint {
    /// Bump when ingest or index changes what the same corpus produces.
    static let buildVersion = Ingester.version

    static func of(corpus: URL) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { !$0.hasPrefix(".") }.sorted()
        var hash = StableHash()
        hash.combine(buildVersion)
        for name in names {
            let url = corpus.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            hash.combine(name)
            if let data = FileManager.default.contents(atPath: url.path) {
                hash.combine(data)
            } else {
                hash.combine("unreadable")
            }
        }
        return "\(buildVersion):\(hash.hex)"
    }
}
