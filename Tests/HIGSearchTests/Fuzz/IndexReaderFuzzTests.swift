import Foundation
import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

/// Index files damaged at random, by edits that move bytes as well as change
/// them: opening gives a typed one-line error or an index whose every rule
/// and search works; with the checksums forged, damage that gets past them
/// still never crashes a read or a search.
@Suite struct IndexReaderFuzzTests {
    static let original = [UInt8](Fixtures.data)
    static let queries = ["모달 닫는 버튼", "dismiss modal view", "progress", "로딩 표시", "modality-3", "앱 전환"]

    /// Opens `bytes`, then reads and searches everything if it opened.
    static func exercise(_ bytes: [UInt8], _ context: String) -> Bool {
        let reader: IndexReader
        do throws(IndexError) {
            reader = try IndexReader(data: Data(bytes))
        } catch {
            #expect(!error.description.unicodeScalars.contains(where: ControlCharacters.contains), "\(context)")
            return false
        }
        for number in 0 ..< min(reader.ruleCount, 64) {
            _ = reader.id(at: number)
            do throws(IndexError) {
                _ = try reader.rule(at: number)
            } catch {
                #expect(!error.description.contains("\n"), "\(context)")
            }
        }
        let searcher = Searcher(reader: reader)
        for query in queries {
            for result in searcher.search(SearchQuery(text: query, limit: 5)).results {
                #expect(result.score.isFinite, "\(context)")
            }
        }
        return true
    }

    @Test func randomlyEditedIndexesAreRefusedInOneLine() {
        var fuzzer = Fuzzer(seed: 0x5EED_2000)
        var opened = 0
        Fuzzer.run(.init(iterations: 400)) { iteration in
            let damaged = fuzzer.mutate(Self.original, maximumEdits: 4)
            if Self.exercise(damaged, "edit \(iteration)") && damaged != Self.original {
                opened += 1
            }
        }
        #expect(opened == 0, "damaged indexes opened without an error")
    }

    @Test func forgedEditsNeverCrashAReadOrASearch() {
        var fuzzer = Fuzzer(seed: 0x5EED_2001)
        let corruption = CorruptionTests()
        let ranges = corruption.sectionRanges(Self.original)
        Fuzzer.run(.init(iterations: 300)) { iteration in
            var damaged = Self.original
            // Change bytes inside one section (its length kept, so the directory stays right), then forge.
            let (_, range) = ranges[iteration % ranges.count]
            guard !range.isEmpty else { return }
            var section = fuzzer.mutate(Array(damaged[range]), maximumEdits: 3)
            section = Array((section + [UInt8](repeating: 0, count: range.count)).prefix(range.count))
            damaged.replaceSubrange(range, with: section)
            corruption.forge(&damaged)
            _ = Self.exercise(damaged, "forged edit \(iteration) of \(ranges[iteration % ranges.count].0)")
        }
    }

    @Test func damagedFilesOnDiskGiveOneLine() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hig.idx")
        var fuzzer = Fuzzer(seed: 0x5EED_2002)
        try Fuzzer.run(.init(iterations: 60)) { iteration in
            try Data(fuzzer.mutate(Self.original, maximumEdits: 2)).write(to: file)
            do throws(IndexError) {
                _ = try IndexReader(contentsOf: file)
            } catch {
                #expect(!error.description.contains("\n"), "file edit \(iteration)")
            }
        }
    }
}
