import Foundation
import Glibc
import HIGModel
@testable import HIGSearch
import Synchronization
import Testing
import _HIGTestSupport

@Suite("Live index")
struct LiveIndexTests {
    static let rulesA = RuleFixtures.all
    static let rulesB = RuleFixtures.all.filter { !["modality-4", "modality-5"].contains($0.id.rawValue) }

    @Test("reloadIfChanged swaps only when the file is a new one")
    func reloadIfChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hig.idx")
        try IndexWriter.write(rules: Self.rulesA, fingerprint: "one", to: file)
        let index = try LiveIndex<SearchSnapshot>(file: file)
        let before = index.current
        #expect(index.reloadIfChanged() == false)
        try IndexWriter.write(rules: Self.rulesB, fingerprint: "two", to: file)
        #expect(index.reloadIfChanged() == true)
        #expect(index.reader.fingerprint == "two")
        // A request that took the old snapshot still reads it whole.
        #expect(before.reader.fingerprint == "one")
        #expect(try before.reader.rule(id: RuleID("modality-4")) != nil)
        #expect(index.reloadIfChanged() == false)
    }

    @Test("a reader answers the same after its file is overwritten in place, truncated or removed")
    func readerOwnsItsBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hig.idx")
        try IndexWriter.write(rules: Self.rulesA, fingerprint: "one", to: file)
        let reader = try IndexReader(contentsOf: file)
        let searcher = Searcher(reader: reader)
        let before = searcher.search(SearchQuery(text: "모달 닫는 버튼")).results.map(\.id)
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data(repeating: 0x41, count: 4096))
        try handle.close()
        #expect(searcher.search(SearchQuery(text: "모달 닫는 버튼")).results.map(\.id) == before)
        #expect(truncate(file.path, 10) == 0)
        #expect(searcher.search(SearchQuery(text: "모달 닫는 버튼")).results.map(\.id) == before)
        #expect(unlink(file.path) == 0)
        #expect(searcher.search(SearchQuery(text: "모달 닫는 버튼")).results.map(\.id) == before)
        #expect(try reader.allRules().count == Self.rulesA.count)
        #expect(throws: IndexError.missing(path: file.path)) { try IndexReader(contentsOf: file) }
    }

    @Test("a watcher stops at once, whatever its interval")
    func watcherStops() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hig.idx")
        try IndexWriter.write(rules: Self.rulesA, fingerprint: "one", to: file)
        let watcher = IndexWatcher(index: try LiveIndex<SearchSnapshot>(file: file), interval: .seconds(30))
        let start = ContinuousClock.now
        watcher.stop()
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
