/// Appends little-endian integers, varints and bit-packed values to a byte array.
struct ByteWriter {
    var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func u8(_ v: UInt8) { bytes.append(v) }
    mutating func u16(_ v: UInt16) { bytes.append(UInt8(truncatingIfNeeded: v)); bytes.append(UInt8(truncatingIfNeeded: v >> 8)) }
    mutating func u32(_ v: UInt32) { for s in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt32(s))) } }
    mutating func u64(_ v: UInt64) { for s in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> UInt64(s))) } }
    mutating func f64(_ v: Double) { u64(v.bitPattern) }

    /// LEB128: seven bits per byte, high bit set on all but the last.
    mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func varint(_ value: Int) { varint(UInt64(value)) }

    mutating func append(_ other: some Sequence<UInt8>) { bytes.append(contentsOf: other) }

    /// A `u32` length, then the UTF-8 bytes.
    mutating func string(_ text: String) {
        u32(UInt32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    mutating func align(_ alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    mutating func patchU32(at offset: Int, _ v: UInt32) {
        for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: v >> UInt32(8 * i)) }
    }

    /// Packs `values` at `width` bits each, least significant bit first; ends on a byte boundary.
    ///
    /// - Complexity: O(count); the bytes are made room for once and written in place.
    mutating func bitPacked(_ values: some Collection<UInt32>, width: Int) {
        guard width > 0 else { return }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: Self.packedSize(count: values.count, width: width)))
        bytes.withUnsafeMutableBufferPointer { out in
            var buffer: UInt64 = 0
            var filled = 0
            var o = start
            for value in values {
                buffer |= UInt64(value) << UInt64(filled)
                filled += width
                while filled >= 8 {
                    out[o] = UInt8(truncatingIfNeeded: buffer)
                    o += 1
                    buffer >>= 8
                    filled -= 8
                }
            }
            if filled > 0 { out[o] = UInt8(truncatingIfNeeded: buffer) }
        }
    }

    /// Bits needed for `value` (0 for 0).
    static func bitWidth(_ value: UInt32) -> Int { value == 0 ? 0 : 32 - value.leadingZeroBitCount }

    /// Bytes taken by `count` values packed at `width` bits.
    static func packedSize(count: Int, width: Int) -> Int { (count * width + 7) / 8 }
}
