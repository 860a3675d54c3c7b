import Foundation
import HIGModel
import Testing
@testable import HIGSearch
import _HIGTestSupport

/// Damaged files must give typed errors at open, and bytes that pass the checksums
/// (forged) must never crash a search.
@Suite struct CorruptionTests {
    let bytes = [UInt8](Fixtures.data)

    func open(_ bytes: [UInt8]) -> IndexError? {
        do {
            _ = try IndexReader(data: Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    /// Absolute ranges of each stored section, from the directory.
    func sectionRanges(_ bytes: [UInt8]) -> [(IndexSection, Range<Int>)] {
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        return IndexSection.stored.enumerated().map { i, section in
            let entry = 16 + 32 * i
            return (section, u64(entry + 8)..<(u64(entry + 8) + u64(entry + 16)))
        }
    }

    @Test func zeroLengthAndShortFilesAreTruncated() {
        for length in [0, 1, 7, 8, 15, 16, 100, bytes.count / 2, bytes.count - 1] {
            let error = open(Array(bytes.prefix(length)))
            guard case .truncated(let size, _) = error else {
                Issue.record("length \(length): \(String(describing: error))")
                continue
            }
            #expect(size == length)
        }
    }

    @Test func wrongMagicIsNotAnIndex() {
        var damaged = bytes
        damaged[0] = UInt8(ascii: "X")
        #expect(open(damaged) == .notAnIndex)
        #expect(open(Array("{\"json\": true, \"not\": \"an index\"}".utf8)) == .notAnIndex)
    }

    @Test func wrongVersionIsReported() {
        var damaged = bytes
        damaged[8] = 1
        #expect(open(damaged) == .wrongVersion(found: 1, expected: Int(IndexFormat.version)))
        #expect(IndexError.wrongVersion(found: 1, expected: 2).description.contains("version 1"))
    }

    @Test func aFlippedByteInAnySectionIsCaught() {
        for (section, range) in sectionRanges(bytes) where !range.isEmpty {
            for offset in [range.lowerBound, range.lowerBound + range.count / 2, range.upperBound - 1] {
                var damaged = bytes
                damaged[offset] ^= 0x20
                guard case .corrupt(let found, _) = open(damaged) else {
                    Issue.record("\(section) at \(offset): not reported")
                    continue
                }
                #expect(found == section)
            }
        }
    }

    @Test func aFlippedByteInTheHeaderOrFooterIsCaught() {
        for offset in [13, 20, 40, 16 + 32 * 8 + 3] {
            var damaged = bytes
            damaged[offset] ^= 0x01
            guard case .corrupt(.header, _) = open(damaged) else {
                Issue.record("header byte \(offset): \(String(describing: open(damaged)))")
                continue
            }
        }
        var footer = bytes
        footer[footer.count - 3] ^= 0x01
        #expect({ if case .corrupt(.footer, _) = open(footer) { true } else { false } }())
        #expect({ if case .corrupt(.footer, _) = open(bytes + [0]) { true } else { false } }())
    }

    @Test func missingAndUnreadableFilesHaveTheirOwnErrors() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).idx")
        #expect(throws: IndexError.missing(path: url.path)) { try IndexReader(contentsOf: url) }
        #expect(IndexError.missing(path: "Index/hig.idx").description == "no index at Index/hig.idx")
        #expect(IndexError.corrupt(.postings, "checksum mismatch").description
                == "the index is corrupt (checksum mismatch in postings)")
    }

    /// Recomputes every checksum after damage, as an attacker would.
    func forge(_ bytes: inout [UInt8]) {
        for (i, (_, range)) in sectionRanges(bytes).enumerated() {
            let hash = bytes[range].withUnsafeBytes { XXHash64.hash($0) }
            for k in 0..<8 { bytes[16 + 32 * i + 24 + k] = UInt8(truncatingIfNeeded: hash >> UInt64(8 * k)) }
        }
        let headerEnd = 16 + 32 * IndexSection.stored.count
        let hash = bytes[0..<headerEnd].withUnsafeBytes { XXHash64.hash($0) }
        for k in 0..<8 { bytes[headerEnd + k] = UInt8(truncatingIfNeeded: hash >> UInt64(8 * k)) }
    }

    @Test func forgedDamageNeverCrashesASearch() throws {
        let synthetic = try IndexWriter.encode(rules: SyntheticRules.make(count: 400), fingerprint: "fuzz")
        let original = [UInt8](synthetic)
        var rng = SplitMix64(seed: 7)
        let ranges = sectionRanges(original)
        let queries = ["모달 닫는 버튼", "progress bar 정확", "dismiss modal view", "로딩", "앱", "modality-3"]
        var opened = 0
        for round in 0..<300 {
            var damaged = original
            let (_, range) = ranges[[2, 3, 4, 5, 7][round % 5]]  // documents, ids, terms, postings, records
            for _ in 0..<(1 + round % 4) {
                let offset = range.lowerBound + Int(rng.next() % UInt64(range.count))
                damaged[offset] = UInt8(truncatingIfNeeded: rng.next())
            }
            forge(&damaged)
            guard let reader = try? IndexReader(data: Data(damaged)) else { continue }
            opened += 1
            let searcher = Searcher(reader: reader)
            for query in queries {
                for result in searcher.search(SearchQuery(text: query, limit: 5)).results {
                    #expect(result.score.isFinite)
                }
            }
            _ = reader.index(of: RuleID("syn-3-modality-2"))
            for index in stride(from: 0, to: reader.ruleCount, by: 37) { _ = try? reader.rule(at: index) }
        }
        #expect(opened > 100)
    }
}
