/// Writes the sorted term dictionary in blocks of front-coded entries (see `IndexFormat`).
struct TermDictionaryWriter {
    private var blocks = ByteWriter()
    private var blockOffsets: [UInt32] = []
    private var count = 0
    private var previous: [UInt8] = []

    mutating func add(_ term: [UInt8], df: Int, offset: Int, length: Int,
                      maxKorean: UInt8, maxEnglish: UInt8, flags: UInt8) {
        var prefix = 0
        if count % IndexFormat.termBlockSize == 0 {
            blockOffsets.append(UInt32(blocks.count))
            blocks.varint(offset)
        } else {
            let limit = min(previous.count, term.count, 255)
            while prefix < limit && previous[prefix] == term[prefix] { prefix += 1 }
        }
        blocks.u8(UInt8(prefix))
        blocks.u8(UInt8(term.count - prefix))
        blocks.append(term[prefix...])
        blocks.varint(df)
        blocks.varint(length)
        blocks.u8(maxKorean)
        blocks.u8(maxEnglish)
        blocks.u8(flags)
        previous = term
        count += 1
    }

    func finish() -> [UInt8] {
        var w = ByteWriter()
        w.u32(UInt32(count))
        w.u32(UInt32(blockOffsets.count))
        let tableSize = 8 + 4 * blockOffsets.count
        for offset in blockOffsets { w.u32(UInt32(tableSize) + offset) }
        w.append(blocks.bytes)
        return w.bytes
    }
}
