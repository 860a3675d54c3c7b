import Foundation
import Testing

/// An index keeps to the corpus it was built from, from any folder; freshness is judged on file metadata.
@Suite(.serialized) struct IndexCorpusTests {
    /// A scratch folder holding `Corpus/` (loading) and `A/` (modality), with `X/` indexed from `A/`.
    static func twoCorpora() throws -> HigProcess {
        let hig = try HigProcess(corpus: ["b.md": EndToEndTests.loading])
        let a = hig.folder.appendingPathComponent("A")
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        try Data(EndToEndTests.modality.utf8).write(to: a.appendingPathComponent("a.txt"))
        try FileManager.default.createDirectory(at: hig.folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        let built = try hig.run(["index", "--corpus", "A", "--index", "X"])
        #expect(built.status == 0)
        return hig
    }

    func indexBytes(_ hig: HigProcess) throws -> Data {
        try Data(contentsOf: hig.folder.appendingPathComponent("X/hig.idx"))
    }

    @Test func searchWithAnIndexAloneSearchesItsOwnCorpusFromAnyFolder() throws {
        let hig = try Self.twoCorpora()
        defer { hig.remove() }
        let before = try indexBytes(hig)
        for (folder, index) in [(".", "X"), ("elsewhere", "../X"), ("/", hig.folder.appendingPathComponent("X").path)] {
            let found = try hig.run(["search", "닫는", "버튼", "--index", index], in: folder)
            #expect(found.status == 0, "from \(folder)")
            #expect(found.stdout.hasPrefix("1.  modality-1"), "from \(folder)")
            #expect(found.stderr.isEmpty, "from \(folder): \(found.stderr)")
            #expect(try hig.run(["search", "로딩", "--index", index], in: folder).status == 1, "./Corpus is not X's corpus")
        }
        #expect(try indexBytes(hig) == before, "X was never rewritten")
        #expect(!FileManager.default.fileExists(atPath: hig.folder.appendingPathComponent("Index").path))
    }

    @Test func aChangedCorpusRebuildsTheIndexFromItsOwnCorpusOnly() throws {
        let hig = try Self.twoCorpora()
        defer { hig.remove() }
        let extra = "Modality\n\nUse modality when it makes sense. Create a modal experience only when it's critical.\n\n의미가 있을 때 모달리티를 사용하세요.\n"
        try Data(extra.utf8).write(to: hig.folder.appendingPathComponent("A/c.txt"))
        let rebuilt = try hig.run(["list", "--index", "../X"], in: "elsewhere")
        #expect(rebuilt.status == 0)
        #expect(rebuilt.stderr.contains("/A/ changed since the index was built; rebuilding ../X/"))
        #expect(rebuilt.stdout.contains("Use modality when it makes sense"))
        #expect(!rebuilt.stdout.contains("loading-1"))
    }

    @Test func aNamedCorpusThatIsNotTheIndexsOwnIsRefusedWithTheWayToRebuild() throws {
        let hig = try Self.twoCorpora()
        defer { hig.remove() }
        let before = try indexBytes(hig)
        let refused = try hig.run(["search", "모달", "--index", "X", "--corpus", "Corpus"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("hig: X/ is the index of \(hig.folder.appendingPathComponent("A").resolvingSymlinksInPath().path), not of Corpus/"))
        #expect(refused.stderr.contains("hig index --corpus Corpus/ --index X/"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        let viaEnvironment = try hig.run(["topics", "--index", "X"], environment: ["HIG_CORPUS": "Corpus"])
        #expect(viaEnvironment.status == 2)
        let asItIs = try hig.run(["search", "닫는 버튼", "--index", "X", "--corpus", "Nowhere", "--no-rebuild"])
        #expect(asItIs.status == 0 && asItIs.stderr.isEmpty, "--no-rebuild looks at no corpus, named or not")
        #expect(try indexBytes(hig) == before)

        // hig index may rebuild X from another corpus only when told both.
        #expect(try hig.run(["index"]).status == 0)
        #expect(try hig.run(["index", "--corpus", "A"]).status == 2, "Index/ is Corpus/'s; --corpus alone does not take it over")
        let switched = try hig.run(["index", "--corpus", "Corpus", "--index", "X"])
        #expect(switched.status == 0)
        #expect(switched.stderr.contains("was the index of"))
        #expect(try hig.run(["search", "로딩", "--index", "X"]).status == 0)
    }

    @Test func aTouchedFileDoesNotRebuildAndAnUnchangedCorpusIsNotRead() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality])
        defer { hig.remove() }
        try hig.run(["index"])
        let file = hig.corpus.appendingPathComponent("a.txt").path
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file)
        let touched = try hig.run(["show", "modality-1"])
        #expect(touched.status == 0)
        #expect(touched.stderr.isEmpty, "same bytes: no rebuild")
        // A document the record knows, replaced by bytes of the same size and times: the stat
        // (its inode) still gives it away.
        let replaced = EndToEndTests.modality.replacingOccurrences(of: "Done or Cancel", with: "Okay or Close!")
        #expect(replaced.utf8.count == EndToEndTests.modality.utf8.count)
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        try FileManager.default.removeItem(atPath: file)
        try Data(replaced.utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: file)
        let changed = try hig.run(["show", "modality-1"])
        #expect(changed.stderr.contains("changed since the index was built"))
        #expect(changed.stdout.contains("Okay or Close!"))
    }

    @Test func theInstalledKnowledgeBaseIsUsedFromAnyFolderAndFlagsOverrideIt() throws {
        let hig = try Self.twoCorpora()
        defer { hig.remove() }
        let configuration = hig.configurationHome.appendingPathComponent("hig")
        try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
        let text = "# written by Scripts/install.sh\ncorpus = \(hig.folder.path)/A\nindex = \(hig.folder.path)/X\n"
        try Data(text.utf8).write(to: configuration.appendingPathComponent("config"))
        let found = try hig.run(["search", "닫는 버튼"], in: "elsewhere")
        #expect(found.status == 0 && found.stdout.hasPrefix("1.  modality-1"))
        #expect(found.stderr.isEmpty)
        let overridden = try hig.run(["search", "로딩", "--corpus", "Corpus", "--index", "Index"])
        #expect(overridden.status == 0, "--corpus and --index win over the configuration: \(overridden.stderr)")
        #expect(try hig.run(["search", "로딩"], environment: ["HIG_INDEX": "Index"]).status == 0, "and so does $HIG_INDEX")
        try Data("corpus = /nowhere\nwhat\n".utf8).write(to: configuration.appendingPathComponent("config"))
        let broken = try hig.run(["topics"], in: "elsewhere")
        #expect(broken.stderr.contains("config:2: expected \"corpus = FOLDER\" or \"index = FOLDER\"; line ignored"))
        #expect(broken.stderr.contains("names no index folder; ignored"))
    }
}
