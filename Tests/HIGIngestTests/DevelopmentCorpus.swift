import Foundation
@testable import HIGIngest
import HIGModel

/// The shipped corpus with every page of `../shared/corpus/dev/` added (as `Scripts/dev-corpus.sh`
/// lays them out), ingested once for the tests that judge ingest on pages it was not written for.
/// Nil when the development pages are not there (a checkout without `../shared`).
final class DevelopmentCorpus: @unchecked Sendable {
    let corpus: TestCorpus
    /// The whole corpus, indexed with the registry of the two runs before it.
    let result: IngestResult
    /// The corpus without one development page, indexed from an empty registry…
    let withoutOnePage: IngestResult
    /// … and the same again with that run's registry.
    let again: IngestResult
    /// The page left out of the first two runs.
    static let addedPage = "papago-toggles.md"

    private init(corpus: TestCorpus, result: IngestResult, withoutOnePage: IngestResult, again: IngestResult) {
        self.corpus = corpus
        self.result = result
        self.withoutOnePage = withoutOnePage
        self.again = again
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

    /// The seeds plus every development page: indexed without one page, again, then with it added.
    private static func make() throws -> DevelopmentCorpus? {
        guard FileManager.default.fileExists(atPath: root.path) else { return nil }
        let corpus = try TestCorpus.seeds()
        var held: URL?
        for (folder, prefix) in folders {
            let url = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".md") {
                let source = url.appendingPathComponent(name)
                if prefix + name == addedPage { held = source; continue }
                try FileManager.default.copyItem(at: source, to: corpus.folder.appendingPathComponent(prefix + name))
            }
        }
        let first = try corpus.ingest()
        let again = try corpus.ingest(registry: first.registry)
        if let held { try FileManager.default.copyItem(at: held, to: corpus.folder.appendingPathComponent(addedPage)) }
        let full = try corpus.ingest(registry: again.registry)
        return DevelopmentCorpus(corpus: corpus, result: full, withoutOnePage: first, again: again)
    }

    /// The page a development file is about, from its name (`ko-sheets.md` → `sheets`); nil for the seeds.
    static func page(of file: String) -> String? {
        for (_, prefix) in folders where file.hasPrefix(prefix) {
            return String(file.dropFirst(prefix.count).dropLast(".md".count))
        }
        return nil
    }
}
