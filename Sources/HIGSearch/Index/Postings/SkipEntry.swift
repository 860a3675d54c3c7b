/// One entry of a term's skip table, written before its blocks when it has more
/// than one: `u32 last rule of the block · u32 end of the block (from the first
/// block's start) · u8 largest Korean impact · u8 largest English impact`.
///
/// Writer and readers side by side, as Tantivy's `postings/skip.rs`; the cursor
/// reads entries in place through the static functions.
struct SkipEntry {
    /// Bytes per entry.
    static let size = 10

    var lastDoc: UInt32
    var blockEnd: UInt32
    var maxKorean: UInt8
    var maxEnglish: UInt8

    func write(to w: inout ByteWriter) {
        w.u32(lastDoc)
        w.u32(blockEnd)
        w.u8(maxKorean)
        w.u8(maxEnglish)
    }

    /// Bytes of a skip table for `blockCount` blocks (none for a single block).
    @inline(__always) static func tableSize(blocks blockCount: Int) -> Int {
        blockCount > 1 ? size * blockCount : 0
    }

    @inline(__always) static func lastDoc(_ base: UnsafeRawPointer, table: Int, block: Int) -> UInt32 {
        base.loadUnaligned(fromByteOffset: table + size * block, as: UInt32.self).littleEndian
    }

    @inline(__always) static func blockEnd(_ base: UnsafeRawPointer, table: Int, block: Int) -> Int {
        Int(base.loadUnaligned(fromByteOffset: table + size * block + 4, as: UInt32.self).littleEndian)
    }

    @inline(__always) static func maxKorean(_ base: UnsafeRawPointer, table: Int, block: Int) -> UInt8 {
        base.load(fromByteOffset: table + size * block + 8, as: UInt8.self)
    }

    @inline(__always) static func maxEnglish(_ base: UnsafeRawPointer, table: Int, block: Int) -> UInt8 {
        base.load(fromByteOffset: table + size * block + 9, as: UInt8.self)
    }
}
