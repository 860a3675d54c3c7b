/// Byte strings numbered in first-seen order: the index build's look-up of every term, and
/// the stemmer's cache.
///
/// An open-addressing table of numbers with each string's 64-bit hash kept beside it (as
/// Tantivy's `ArenaHashMap`), the strings themselves back to back in one arena, hashed a
/// word at a time. It replaces `[String: …]` dictionaries, whose SipHash set-up and
/// finalization per look-up, and a `String` per term, were much of building an index.
/// Numbers depend only on the order strings arrive in, never on the hash.
public struct InternTable: Sendable {
    /// The strings' bytes, back to back.
    @usableFromInline var arena: [UInt8] = []
    /// Where string `n` starts in `arena`; `starts[count]` is the arena's end.
    @usableFromInline var starts: [Int32] = [0]
    @usableFromInline var hashes: [UInt64] = []
    /// Number + 1 per slot, 0 for an empty slot; the count is a power of two.
    @usableFromInline var slots: [UInt32]
    @usableFromInline var mask: Int

    /// - Parameter capacity: strings expected; the table grows past it.
    public init(capacity: Int = 2048) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [UInt32](repeating: 0, count: size)
        mask = size - 1
    }

    /// Number of strings.
    @inlinable public var count: Int { hashes.count }

    /// Total bytes of the strings.
    @inlinable public var byteCount: Int { arena.count }

    /// The number of `bytes`, and whether this call added it.
    ///
    /// - Complexity: O(length) expected; the table doubles when half full.
    @inlinable @inline(__always)
    public mutating func number(of bytes: UnsafeRawBufferPointer) -> (id: UInt32, isNew: Bool) {
        let hash = Self.hash(bytes)
        if let id = find(bytes, hash: hash) { return (id, false) }
        return (insert(bytes, hash: hash), true)
    }

    /// The number of `bytes` if the table has it.
    @inlinable @inline(__always)
    public func number(ifPresent bytes: UnsafeRawBufferPointer) -> UInt32? {
        find(bytes, hash: Self.hash(bytes))
    }

    @inlinable @inline(__always)
    func find(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> UInt32? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                starts.withUnsafeBufferPointer { starts in
                    arena.withUnsafeBytes { arena in
                        while true {
                            let entry = slots[slot]
                            if entry == 0 { return nil }
                            let id = Int(entry &- 1)
                            if hashes[id] == hash {
                                let start = Int(starts[id])
                                let length = Int(starts[id + 1]) - start
                                if length == bytes.count
                                    && (length == 0 || Self.equal(arena.baseAddress! + start, bytes.baseAddress!, length)) {
                                    return UInt32(id)
                                }
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }
    }

    /// Whether `n` bytes at `a` and `b` are the same, compared a word at a time.
    @inlinable @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ n: Int) -> Bool {
        var i = 0
        while i + 8 <= n {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < n {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i += 1
        }
        return true
    }

    @usableFromInline
    mutating func insert(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> UInt32 {
        let id = UInt32(hashes.count)
        arena.append(contentsOf: bytes)
        starts.append(Int32(arena.count))
        hashes.append(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = id + 1
        if hashes.count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(id + 1)
        }
    }

    /// Calls `body` with the bytes of string `id`.
    @inlinable
    public func withBytes<R>(of id: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let start = Int(starts[id]), end = Int(starts[id + 1])
        return try arena.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
    }

    /// The bytes of string `id`.
    @inlinable
    public func bytes(of id: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[id])..<Int(starts[id + 1])]
    }

    /// String `id`, decoded as UTF-8.
    public func string(of id: Int) -> String {
        withBytes(of: id) { String(decoding: $0, as: UTF8.self) }
    }

    /// A 64-bit hash of bytes, eight at a time (multiply and fold, as in wyhash's mixing); the
    /// last, partial word is read as one load that overlaps the word before it, or as two
    /// overlapping 32-bit loads for strings of 4–7 bytes (a Hangul bigram is 6).
    @inlinable @inline(__always)
    public static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let n = raw.count
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
        var tail: UInt64
        if n >= 8 {
            var i = 0
            while i + 8 < n {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                i += 8
            }
            tail = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 {
            tail = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)) << 32
        } else {
            tail = 0
            for i in 0..<n { tail |= UInt64(raw[i]) << UInt64(8 * i) }
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 29)
    }
}
