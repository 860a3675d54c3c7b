/// The `records` section: `u32 count · u32 offsets[count+1] into the blob ·
/// blob of records, each { varint JSON length · zstd frame of the JSON }`
/// (compression: ``RecordCodec``, with the `dictionary` section as preset).
///
/// Writer, validation and reader side by side.
enum RecordTable {
    /// - Parameter records: per rule, the JSON's length and its compressed bytes.
    /// - Throws: `IndexError.invalidInput` past 4 GiB.
    static func encode(_ records: [(length: Int, packed: [UInt8])]) throws(IndexError) -> [UInt8] {
        var blob = ByteWriter()
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(records.count + 1)
        for record in records {
            blob.varint(record.length)
            blob.append(record.packed)
            guard blob.count < Int(UInt32.max) else { throw .invalidInput("stored rules exceed 4 GiB") }
            offsets.append(UInt32(blob.count))
        }
        var w = ByteWriter()
        w.bytes.reserveCapacity(4 + 4 * offsets.count + blob.count)
        w.u32(UInt32(records.count))
        for offset in offsets { w.u32(offset) }
        w.append(blob.bytes)
        return w.bytes
    }

    /// Checks the count and that offsets increase inside the blob.
    static func validate(_ raw: RawBytes, _ range: Range<Int>, ruleCount: Int) throws(IndexError) {
        let table = range.lowerBound + 4
        let blob = table + OffsetTable.size(count: ruleCount)
        guard range.count >= 4, Int(raw.u32(range.lowerBound)!) == ruleCount, blob <= range.upperBound else {
            throw .corrupt(.records, "bad table")
        }
        try OffsetTable.validate(raw, table: table, count: ruleCount, blob: blob, end: range.upperBound, section: .records)
    }

    /// Record `doc` of a validated table: its JSON length and compressed bytes, or `nil` if they do not add up.
    static func record(_ doc: Int, in raw: RawBytes, _ range: Range<Int>, ruleCount: Int) -> (length: Int, packed: UnsafeRawBufferPointer)? {
        let table = range.lowerBound + 4
        let blob = table + OffsetTable.size(count: ruleCount)
        let start = Int(raw.u32(table + 4 * doc)!), end = Int(raw.u32(table + 4 * doc + 4)!)
        var cursor = blob + start
        guard let length = raw.varint(&cursor, limit: blob + end), cursor <= blob + end, length <= UInt64(Int.max),
              let packed = raw.bytes(cursor, blob + end - cursor) else { return nil }
        return (Int(length), packed)
    }
}
