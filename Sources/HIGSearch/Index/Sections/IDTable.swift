/// The `ids` section: `u32 count · u32 offsets[count+1] into the blob ·
/// u32 rule numbers sorted by ID · blob of the IDs' UTF-8 bytes`.
///
/// Writer, validation and readers side by side.
enum IDTable {
    /// - Parameters:
    ///   - ids: each rule's ID as UTF-8, in rule order.
    ///   - sorted: rule numbers in increasing byte order of their IDs.
    static func encode(_ ids: [[UInt8]], sorted: [Int]) -> [UInt8] {
        var w = ByteWriter()
        w.u32(UInt32(ids.count))
        OffsetTable.encode(ids.lazy.map(\.count), into: &w)
        for doc in sorted { w.u32(UInt32(doc)) }
        for id in ids { w.append(id) }
        return w.bytes
    }

    /// Checks the count, that offsets increase inside the blob, and that the sorted table names rules.
    static func validate(_ raw: RawBytes, _ range: Range<Int>, ruleCount: Int) throws(IndexError) {
        let table = range.lowerBound + 4
        let blob = table + OffsetTable.size(count: ruleCount) + 4 * ruleCount
        guard range.count >= 4, Int(raw.u32(range.lowerBound)!) == ruleCount, blob <= range.upperBound else {
            throw .corrupt(.ids, "bad table")
        }
        try OffsetTable.validate(raw, table: table, count: ruleCount, blob: blob, end: range.upperBound, section: .ids)
        for i in 0..<ruleCount where Int(raw.u32(table + 4 * (ruleCount + 1) + 4 * i)!) >= ruleCount {
            throw .corrupt(.ids, "bad rule number")
        }
    }

    /// Reads a validated table.
    struct View {
        let raw: RawBytes
        let ruleCount: Int
        private let table: Int
        private let sorted: Int
        private let blob: Int

        init(_ raw: RawBytes, _ range: Range<Int>, ruleCount: Int) {
            self.raw = raw
            self.ruleCount = ruleCount
            table = range.lowerBound + 4
            sorted = table + 4 * (ruleCount + 1)
            blob = sorted + 4 * ruleCount
        }

        /// The UTF-8 bytes of rule `doc`'s ID.
        func id(_ doc: Int) -> UnsafeRawBufferPointer {
            let start = Int(raw.u32(table + 4 * doc)!), end = Int(raw.u32(table + 4 * doc + 4)!)
            return raw.bytes(blob + start, end - start)!
        }

        /// The rule whose ID is `key`, by binary search.
        func find(_ key: [UInt8]) -> Int? {
            var low = 0, high = ruleCount
            while low < high {
                let mid = (low + high) / 2
                let doc = Int(raw.u32(sorted + 4 * mid)!)
                let order = compare(id(doc), key)
                if order == 0 { return doc }
                if order < 0 { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }
}
