import Foundation
@testable import HIGIngest
import HIGModel

/// The shipped corpus with every page of `../shared/corpus/dev/` added (as `Scripts/dev-corpus.sh`
/// lays them out), ingested once for the tests that judge ingest on pages it was not written for.
/// Nil when the development pages are not there (a checkout without `../shared`).
final class DevelopmentCorpus: @unchecked Sendable {
    let corpus: TestCorpus
    let result: IngestResult

    private init(corpus: TestCorpus, result: IngestResult) {
        self.corpus = corpus
        self.result = result
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/dev")

    /// The folders of development pages, with the prefix their files take in the corpus.
    static let folders = [("blog-md-papago", "papago-"), ("en-pages", "en-"), ("ko-official", "ko-")]

    nonisolated(unsafe) private static var cached: DevelopmentCorpus??
    private static let lock = NSLock()

    /// The ingested corpus (built on first use), or nil without the development pages.
    static func shared() throws -> DevelopmentCorpus? {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let made = try make()
        cached = .some(made)
        return made
    }

    /// A fresh copy: the seeds plus every development page, `leaving` some out.
    static func make(leaving omitted: Set<String> = []) throws -> DevelopmentCorpus? {
        guard FileManager.default.fileExists(atPath: root.path) else { return nil }
        let corpus = try TestCorpus.seeds()
        for (folder, prefix) in folders {
            let url = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".md") {
                let target = prefix + name
                guard !omitted.contains(target) else { continue }
                try FileManager.default.copyItem(at: url.appendingPathComponent(name), to: corpus.folder.appendingPathComponent(target))
            }
        }
        return DevelopmentCorpus(corpus: corpus, result: try corpus.ingest())
    }
}
