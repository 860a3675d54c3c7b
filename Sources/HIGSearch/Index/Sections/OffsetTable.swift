/// The offsets table that the `ids`, `records`, `vocabulary` and `lexicon` sections share: `u32 offsets[n + 1]`
/// into a blob of `n` byte strings stored back to back, the first offset 0, each the end of an entry.
///
/// Writer and validation side by side; each section places the table and its blob (and says what
/// stands between them).
enum OffsetTable {
    /// Bytes the table of `count` entries takes.
    static func size(count: Int) -> Int { 4 * (count + 1) }

    /// Writes the table for entries of these byte lengths, in order.
    static func encode<Lengths: Sequence<Int>>(_ lengths: Lengths, into w: inout ByteWriter) {
        var offset: UInt32 = 0
        w.u32(0)
        for length in lengths {
            offset += UInt32(length)
            w.u32(offset)
        }
    }

    /// Checks that the table at `table` starts at 0 and never decreases, and that every entry ends
    /// inside the blob `blob..<end`.
    /// - Complexity: O(*count*).
    static func validate(_ raw: RawBytes, table: Int, count: Int, blob: Int, end: Int,
                         section: IndexSection) throws(IndexError) {
        var previous: UInt32 = 0
        for i in 0...count {
            let offset = raw.u32(table + 4 * i)!
            guard offset >= previous, blob + Int(offset) <= end, i > 0 || offset == 0 else {
                throw .corrupt(section, "bad offsets")
            }
            previous = offset
        }
    }
}
