import Foundation
import Testing
@testable import HIGCLI
import HIGIngest

/// Freshness from file metadata: the listing, the record and when files are read.
@Suite struct CorpusStateTests {
    /// A scratch corpus folder with `files`, removed by `remove()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-state-\(UUID().uuidString)")
        var path: String { url.path }

        init(_ files: [String: String]) throws {
            for (name, text) in files { try write(name, text) }
        }

        func write(_ name: String, _ text: String) throws {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        /// Sets a file's modification time to `seconds` ago, so that its stat is trusted.
        func age(_ name: String, seconds: Double = 60) throws {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)],
                                                  ofItemAtPath: url.appendingPathComponent(name).path)
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test func theListingWalksSubfoldersAndSkipsDotNames() throws {
        let folder = try Folder(["a.txt": "a", "en/sheets.md": "s", "ko/sheets.md": "k", ".hig-ids.tsv.1.2": "tmp",
                                 ".git/config": "x", "ko/.sheets.md.swp": "swap", "corpus.json": "{}"])
        defer { folder.remove() }
        let listing = try CorpusTree(folder: folder.path)
        #expect(listing.files.map(\.path) == ["a.txt", "corpus.json", "en/sheets.md", "ko/sheets.md"])
        #expect(listing.files.first?.stat.size == 1)
    }

    @Test func linksAreFollowedInsideTheCorpusOnly() throws {
        let folder = try Folder(["a.txt": "a", "sub/b.md": "b"])
        let outside = try Folder(["secret.txt": "s"])
        defer { folder.remove(); outside.remove() }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.path + "/inside.txt", withDestinationPath: folder.path + "/sub/b.md")
        try manager.createSymbolicLink(atPath: folder.path + "/outside.txt", withDestinationPath: outside.path + "/secret.txt")
        try manager.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: folder.path)
        let listing = try CorpusTree(folder: folder.path)
        #expect(listing.files.map(\.path) == ["a.txt", "inside.txt", "sub/b.md"])
    }

    @Test func aMissingFolderIsOneLine() {
        #expect(throws: CLIError.self) { try KnowledgeBase.tree("/nonexistent/hig-corpus") }
    }

    @Test func unchangedFilesAreNotReadAgain() throws {
        let folder = try Folder(["a.txt": "alpha", "b.txt": "beta"])
        defer { folder.remove() }
        try folder.age("a.txt")
        try folder.age("b.txt")
        let first = CorpusState.make(listing: try CorpusTree(folder: folder.path), folder: folder.path, corpus: folder.path, previous: nil)
        #expect(first.read == ["a.txt", "b.txt"])
        // Status-change times are "now" right after writing; a record taken later trusts them.
        var record = first.state
        record.listedAt += 2 * CorpusState.racyWindow
        let listing = try CorpusTree(folder: folder.path)
        let again = CorpusState.make(listing: listing, folder: folder.path, corpus: folder.path, previous: record)
        #expect(again.read.isEmpty)
        #expect(again.state.fingerprint == first.state.fingerprint)
        #expect(record.matches(listing))
    }

    @Test func aChangedFileIsReadAndChangesTheFingerprint() throws {
        let folder = try Folder(["a.txt": "alpha", "b.txt": "beta"])
        defer { folder.remove() }
        var record = CorpusState.make(listing: try CorpusTree(folder: folder.path), folder: folder.path, corpus: folder.path, previous: nil).state
        record.listedAt += 2 * CorpusState.racyWindow
        try folder.write("b.txt", "BETA")
        let listing = try CorpusTree(folder: folder.path)
        #expect(!record.matches(listing))
        let again = CorpusState.make(listing: listing, folder: folder.path, corpus: folder.path, previous: record)
        #expect(again.read == ["b.txt"])
        #expect(again.state.fingerprint != record.fingerprint)
    }

    @Test func aTouchedFileIsReadButKeepsTheFingerprint() throws {
        let folder = try Folder(["a.txt": "alpha"])
        defer { folder.remove() }
        try folder.age("a.txt", seconds: 120)
        var record = CorpusState.make(listing: try CorpusTree(folder: folder.path), folder: folder.path, corpus: folder.path, previous: nil).state
        record.listedAt += 2 * CorpusState.racyWindow
        try folder.age("a.txt", seconds: 30)
        let listing = try CorpusTree(folder: folder.path)
        #expect(!record.matches(listing))
        let again = CorpusState.make(listing: listing, folder: folder.path, corpus: folder.path, previous: record)
        #expect(again.read == ["a.txt"])
        #expect(again.state.fingerprint == record.fingerprint)
    }

    @Test func filesWrittenJustBeforeTheListingAreNotTrusted() throws {
        let folder = try Folder(["a.txt": "alpha"])
        defer { folder.remove() }
        let listing = try CorpusTree(folder: folder.path)
        let record = CorpusState.make(listing: listing, folder: folder.path, corpus: folder.path, previous: nil).state
        #expect(record.isRacy(record.files[0]))
        #expect(!record.matches(listing), "a file as new as its listing may have changed in the same clock tick")
        #expect(CorpusState.make(listing: listing, folder: folder.path, corpus: folder.path, previous: record).read == ["a.txt"])
    }

    @Test func addedAndRemovedFilesDoNotMatch() throws {
        let folder = try Folder(["a.txt": "alpha"])
        defer { folder.remove() }
        var record = CorpusState.make(listing: try CorpusTree(folder: folder.path), folder: folder.path, corpus: folder.path, previous: nil).state
        record.listedAt += 2 * CorpusState.racyWindow
        try folder.write("sub/b.md", "beta")
        #expect(!record.matches(try CorpusTree(folder: folder.path)))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("sub"))
        #expect(record.matches(try CorpusTree(folder: folder.path)))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("a.txt"))
        #expect(!record.matches(try CorpusTree(folder: folder.path)))
    }

    @Test func theRecordRoundTripsAsText() throws {
        let stat = CorpusTree.FileStat(size: 5, modified: 1_700_000_000_123_456_789, changed: 1_700_000_000_123_456_790, inode: 42)
        let state = CorpusState(corpus: "/home/me/HIG 100%/Corpus", ingestVersion: "hig-ingest-9", listedAt: 1_700_000_001_000_000_000,
                                files: [CorpusState.Entry(path: "en/a\tb.md", stat: stat, hash: 0xdead_beef),
                                        CorpusState.Entry(path: "깨진.txt", stat: stat, hash: nil)])
        let parsed = try #require(CorpusState(parsing: state.serialized()))
        #expect(parsed == state)
        #expect(parsed.fingerprint == state.fingerprint)
        #expect(CorpusState(parsing: "corpus\t/x\nfile\tnot-hex\t1\t2\t3\t4\tpath\n") == nil)
    }

    @Test func theIngestVersionIsPartOfTheFingerprint() {
        let files: [(path: String, hash: UInt64?)] = [("a.txt", 1)]
        #expect(CorpusFingerprint.of(files, version: "v1") != CorpusFingerprint.of(files, version: "v2"))
        #expect(CorpusFingerprint.of(files) == CorpusFingerprint.of(files))
        #expect(CorpusFingerprint.of([("a.txt", nil)]) != CorpusFingerprint.of([("a.txt", 0)]))
    }
}

/// Which corpus a command uses with which index.
@Suite struct CorpusResolutionTests {
    let a = URL(fileURLWithPath: "/tmp/hig-a")
    let b = URL(fileURLWithPath: "/tmp/hig-b")

    func base(index named: Bool, corpus: URL? = nil) -> KnowledgeBase {
        KnowledgeBase(index: URL(fileURLWithPath: "/tmp/hig-index"), indexIsNamed: named, namedCorpus: corpus,
                      defaultCorpus: URL(fileURLWithPath: "Corpus"))
    }

    @Test func anIndexAloneUsesTheCorpusItRecords() throws {
        #expect(try base(index: true).corpus(recorded: a, indexFound: true) == a)
        #expect(try base(index: false).corpus(recorded: a, indexFound: true) == a)
    }

    @Test func anotherCorpusIsRefusedExceptByIndexWithBothNamed() throws {
        #expect(throws: CLIError.self) { try base(index: true, corpus: b).corpus(recorded: a, indexFound: true) }
        #expect(throws: CLIError.self) { try base(index: false, corpus: b).corpus(recorded: a, indexFound: true, rebuilding: true) }
        #expect(try base(index: true, corpus: b).corpus(recorded: a, indexFound: true, rebuilding: true) == b)
        #expect(try base(index: true, corpus: a).corpus(recorded: a, indexFound: true) == a)
    }

    @Test func aNamedIndexThatRecordsNoCorpusIsNotGuessed() throws {
        #expect(throws: CLIError.self) { try base(index: true).corpus(recorded: nil, indexFound: true) }
        #expect(try base(index: true).corpus(recorded: nil, indexFound: false).relativePath == "Corpus")
        #expect(try base(index: false).corpus(recorded: nil, indexFound: true).relativePath == "Corpus")
    }

    @Test func theMessageSaysWhoseIndexItIsAndWhatToRun() {
        do {
            _ = try base(index: true, corpus: b).corpus(recorded: a, indexFound: true)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("is the index of /tmp/hig-a, not of /tmp/hig-b/"))
            #expect(error.description.contains("hig index --corpus /tmp/hig-b/ --index /tmp/hig-index/"))
        }
    }

    @Test func aRebuildSaysWhenAnotherVersionOfHigBuiltTheIndex() {
        let older = CorpusState(corpus: "/c", ingestVersion: "hig-ingest-0+bm25-0", listedAt: 0, files: [])
        let current = CorpusState(corpus: "/c", ingestVersion: CorpusFingerprint.buildVersion, listedAt: 0, files: [])
        #expect(KnowledgeBase.builtByAnotherVersion(record: older, indexFingerprint: older.fingerprint))
        // The same version, or files other than the record's: the corpus changed.
        #expect(!KnowledgeBase.builtByAnotherVersion(record: current, indexFingerprint: current.fingerprint))
        #expect(!KnowledgeBase.builtByAnotherVersion(record: older, indexFingerprint: current.fingerprint))
        #expect(!KnowledgeBase.builtByAnotherVersion(record: nil, indexFingerprint: older.fingerprint))
    }
}
