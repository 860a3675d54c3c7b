import Foundation
import Testing
import _HIGTestSupport
@testable import HIGSearch

@Suite struct SectionDirectoryTests {
    /// The sections of a real index, as a reader finds them.
    static func sections() throws -> [(IndexSection, [UInt8])] {
        let bytes = [UInt8](try IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "directory"))
        return try bytes.withUnsafeBytes { buffer throws(IndexError) in
            let ranges = try SectionDirectory.sections(in: RawBytes(buffer))
            return IndexSection.stored.map { ($0, Array(bytes[ranges[$0]!])) }
        }
    }

    /// A section handed over in parts (as the postings are, one per core) gives the file it gives whole:
    /// same offsets, sizes and checksums, whatever the split and however many parts are empty.
    @Test(arguments: [1, 2, 3, 7])
    func sectionsInPartsAssembleAsWhole(parts: Int) throws {
        let whole = try Self.sections()
        let split = whole.map { section, bytes in
            let cuts = [0] + (1..<parts).map { bytes.count * $0 / parts } + [bytes.count]
            let pieces = zip(cuts, cuts.dropFirst()).map { Array(bytes[$0..<$1]) }
            return (section, [[]] + pieces + [[]])
        }
        let assembled = SectionDirectory.assemble(split)
        #expect(assembled == SectionDirectory.assemble(whole))
        #expect(SectionDirectory.pieces(split).joined().count == assembled.count)
        let reader = try IndexReader(data: Data(assembled))
        #expect(try reader.allRules().map(\.id) == RuleFixtures.all.map(\.id))
    }
}
