/// Reads the fields of one section in order, each checked against the section's bounds.
struct SectionCursor {
    let raw: RawBytes
    let section: IndexSection
    let range: Range<Int>
    private(set) var offset: Int

    init(_ raw: RawBytes, _ section: IndexSection, _ range: Range<Int>) {
        self.raw = raw
        self.section = section
        self.range = range
        offset = range.lowerBound
    }

    /// Throws unless `count` more bytes lie inside the section.
    func need(_ count: Int) throws(IndexError) {
        guard count >= 0, offset <= range.upperBound, count <= range.upperBound - offset else {
            throw .corrupt(section, "field out of bounds")
        }
    }

    mutating func u32() throws(IndexError) -> UInt32 {
        try need(4)
        defer { offset += 4 }
        return raw.u32(offset)!
    }

    mutating func f64() throws(IndexError) -> Double {
        try need(8)
        defer { offset += 8 }
        return Double(bitPattern: raw.u64(offset)!)
    }

    /// A `u32` length, then that many bytes.
    mutating func bytes() throws(IndexError) -> UnsafeRawBufferPointer {
        let length = Int(try u32())
        try need(length)
        defer { offset += length }
        return raw.bytes(offset, length)!
    }

    /// A `u32` length, then that many bytes of UTF-8.
    mutating func string() throws(IndexError) -> String {
        guard let text = String(validating: try bytes().bindMemory(to: UInt8.self), as: UTF8.self) else {
            throw .corrupt(section, "bad text")
        }
        return text
    }
}
