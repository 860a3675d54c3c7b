/// Bounds-checked little-endian reads from the index bytes.
///
/// Every offset read from the file goes through these before it is trusted:
/// a read outside `0..<count` returns `nil` instead of touching memory.
struct RawBytes {
    let base: UnsafeRawPointer
    let count: Int

    init(_ buffer: UnsafeRawBufferPointer) {
        // A valid index is never empty; an empty buffer only reaches here for a
        // zero-length file, which `IndexReader` rejects before reading anything.
        base = buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 0x10)!
        count = buffer.count
    }

    @inline(__always) func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    @inline(__always) func u8(_ offset: Int) -> UInt8? {
        contains(offset, 1) ? base.load(fromByteOffset: offset, as: UInt8.self) : nil
    }

    @inline(__always) func u16(_ offset: Int) -> UInt16? {
        contains(offset, 2) ? base.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian : nil
    }

    @inline(__always) func u32(_ offset: Int) -> UInt32? {
        contains(offset, 4) ? base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian : nil
    }

    @inline(__always) func u64(_ offset: Int) -> UInt64? {
        contains(offset, 8) ? base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian : nil
    }

    /// Reads a LEB128 varint at `offset` (at most 10 bytes, never past `limit`); advances `offset`.
    @inline(__always) func varint(_ offset: inout Int, limit: Int) -> UInt64? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        let end = Swift.min(limit, count)
        while offset < end && shift < 64 {
            let byte = base.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        return nil
    }

    func bytes(_ offset: Int, _ length: Int) -> UnsafeRawBufferPointer? {
        contains(offset, length) ? UnsafeRawBufferPointer(start: base + offset, count: length) : nil
    }

    func string(_ offset: Int, _ length: Int) -> String? {
        guard let raw = bytes(offset, length) else { return nil }
        return String(validating: raw.bindMemory(to: UInt8.self), as: UTF8.self)
    }
}

/// Reads `width`-bit values packed least-significant-bit first, as `ByteWriter.bitPacked` wrote them.
///
/// The caller guarantees that 8 bytes can be read at the byte holding any value
/// (the postings section ends with 8 bytes of padding, and every packed array is
/// checked to lie inside its section before it is read), and that `width` is at most 32.
/// Masking shifts (`&>>`, `&<<`): their amounts are below 64, so they give what `>>` and `<<`
/// do without the overshift test.
@inline(__always)
func unpack(_ base: UnsafeRawPointer, index: Int, width: Int) -> UInt32 {
    let bit = index &* width
    let word = base.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self).littleEndian
    return UInt32(truncatingIfNeeded: (word &>> UInt64(bit & 7)) & ((1 &<< UInt64(width)) &- 1))
}
