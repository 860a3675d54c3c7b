import Testing
@testable import HIGSearch

@Suite struct OffsetTableTests {
    /// Entries of 2, 0 and 3 bytes: the table is 0 · 2 · 2 · 5, little-endian u32s.
    @Test func writesEachEntrysEnd() {
        var w = ByteWriter()
        OffsetTable.encode([2, 0, 3], into: &w)
        #expect(w.bytes.count == OffsetTable.size(count: 3))
        #expect(w.bytes == [0, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0])
    }

    @Test func acceptsATableWhoseEntriesEndInsideTheBlob() throws {
        let bytes = table([2, 0, 3]) + Array("abcde".utf8)
        try bytes.withUnsafeBytes { buffer in
            try OffsetTable.validate(RawBytes(buffer), table: 0, count: 3, blob: 16, end: bytes.count, section: .ids)
        }
    }

    @Test(arguments: [
        [1, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0],   // does not start at 0
        [0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0],   // decreases
        [0, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 6, 0, 0, 0],   // ends past the blob
    ] as [[UInt8]])
    func rejectsABadTableNamingItsSection(_ offsets: [UInt8]) {
        let bytes = offsets + Array("abcde".utf8)
        #expect(throws: IndexError.corrupt(.vocabulary, "bad offsets")) {
            try bytes.withUnsafeBytes { buffer in
                try OffsetTable.validate(RawBytes(buffer), table: 0, count: 3, blob: 16, end: bytes.count, section: .vocabulary)
            }
        }
    }

    private func table(_ lengths: [Int]) -> [UInt8] {
        var w = ByteWriter()
        OffsetTable.encode(lengths, into: &w)
        return w.bytes
    }
}
