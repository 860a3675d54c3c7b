/// The `records` section: `u32 count · u32 offsets[count+1] into the blob ·
/// blob of records, each { varint JSON length · zstd frame of the JSON }`
/// (compression: ``RecordCodec``, with the `dictionary` section as preset).
///
/// Writer, validation and reader side by side.
enum RecordTable {
    /// Consecutive records of the blob, as one worker packs them (each `varint JSON length · zstd
    /// frame`), and the bytes each takes. `encode(_:)` puts parts together in order.
    struct Part: Sendable {
        var blob = ByteWriter()
        /// Each record's bytes in `blob`.
        var lengths: [Int] = []

        /// Appends a record whose JSON has `length` bytes, compressed to `packed`.
        mutating func append(length: Int, packed: UnsafeRawBufferPointer) {
            let start = blob.count
            blob.varint(length)
            blob.append(packed)
            lengths.append(blob.count - start)
        }
    }

    /// - Parameter records: per rule, the JSON's length and its compressed bytes.
    /// - Throws: `IndexError.invalidInput` past 4 GiB.
    static func encode(_ records: [(length: Int, packed: [UInt8])]) throws(IndexError) -> [UInt8] {
        var part = Part()
        for record in records {
            record.packed.withUnsafeBytes { part.append(length: record.length, packed: $0) }
        }
        return try encode([part])
    }

    /// The section of the records of `parts`, one part after the other.
    ///
    /// - Throws: `IndexError.invalidInput` past 4 GiB.
    /// - Complexity: one copy of the parts' bytes.
    static func encode(_ parts: [Part]) throws(IndexError) -> [UInt8] {
        let blobSize = parts.reduce(0) { $0 + $1.blob.count }
        guard blobSize < Int(UInt32.max) else { throw .invalidInput("stored rules exceed 4 GiB") }
        let count = parts.reduce(0) { $0 + $1.lengths.count }
        var w = ByteWriter()
        w.bytes.reserveCapacity(4 + OffsetTable.size(count: count) + blobSize)
        w.u32(UInt32(count))
        OffsetTable.encode(parts.lazy.flatMap(\.lengths), into: &w)
        for part in parts { w.append(part.blob.bytes) }
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
