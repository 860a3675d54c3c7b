/// Byte strings numbered in first-seen order: the index build's look-up of every term, and
/// the stemmer's cache.
///
/// An open-addressing table of numbers with each string's key kept beside it (as Tantivy's
/// `ArenaHashMap` keeps the hash): a string of up to 8 bytes is its own key, so a look-up of
/// one reads a single slot; a longer one is keyed by its 64-bit hash and compared in the
/// arena, where the strings lie back to back. Hashed a word at a time. It replaces `[String: …]` dictionaries, whose SipHash set-up and
/// finalization per look-up, and a `String` per term, were much of building an index.
/// Numbers depend only on the order strings arrive in, never on the hash.
public struct InternTable: Sendable {
    /// The strings' bytes, back to back.
    @usableFromInline var arena: [UInt8] = []
    /// Where string `n` starts in `arena`; `starts[count]` is the arena's end.
    @usableFromInline var starts: [Int32] = [0]
    /// Two words per slot, so a probe reads one cache line: the string's key (its bytes
    /// themselves when it has at most 8, see `key(_:)`; its hash otherwise), then its length
    /// << 32 | number + 1 (0 for an empty slot). Strings of up to 8 bytes — Hangul bigrams and
    /// initials, most English stems — are found without reading the arena. The slot count is a
    /// power of two.
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int

    /// - Parameter capacity: strings expected; the table grows past it.
    public init(capacity: Int = 2048) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [UInt64](repeating: 0, count: 2 * size)
        mask = size - 1
    }

    /// Number of strings.
    @inlinable public var count: Int { starts.count - 1 }

    /// Total bytes of the strings.
    @inlinable public var byteCount: Int { arena.count }

    /// Strings this long or shorter are their own key.
    @usableFromInline static let inlineLength = 8

    /// The number of `bytes`, and whether this call added it.
    ///
    /// - Complexity: O(length) expected; the table doubles when half full.
    @inlinable @inline(__always)
    public mutating func number(of bytes: UnsafeRawBufferPointer) -> (id: UInt32, isNew: Bool) {
        let (key, hash) = Self.keyAndHash(bytes)
        if let id = find(bytes, key: key, hash: hash) { return (id, false) }
        return (insert(bytes, key: key, hash: hash), true)
    }

    /// The number of `bytes` if the table has it.
    @inlinable @inline(__always)
    public func number(ifPresent bytes: UnsafeRawBufferPointer) -> UInt32? {
        let (key, hash) = Self.keyAndHash(bytes)
        return find(bytes, key: key, hash: hash)
    }

    @inlinable @inline(__always)
    func find(_ bytes: UnsafeRawBufferPointer, key: UInt64, hash: UInt64) -> UInt32? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        let length = UInt64(bytes.count) << 32
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[2 &* slot &+ 1]
                if entry == 0 { return nil }
                if entry & 0xFFFF_FFFF_0000_0000 == length && slots[2 &* slot] == key {
                    let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
                    if bytes.count <= Self.inlineLength || longEqual(id, bytes) { return UInt32(id) }
                }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Whether string `id` (longer than `inlineLength`, of `bytes`' length) is `bytes`.
    @usableFromInline
    func longEqual(_ id: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let start = Int(starts[id])
        return arena.withUnsafeBytes { Self.equal($0.baseAddress! + start, bytes.baseAddress!, bytes.count) }
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
    mutating func insert(_ bytes: UnsafeRawBufferPointer, key: UInt64, hash: UInt64) -> UInt32 {
        let id = UInt32(count)
        arena.append(contentsOf: bytes)
        starts.append(Int32(arena.count))
        place(key: key, entry: UInt64(bytes.count) << 32 | UInt64(id + 1), hash: hash)
        if count * 2 > mask + 1 { grow() }
        return id
    }

    private mutating func place(key: UInt64, entry: UInt64, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[2 * slot + 1] != 0 { slot = (slot + 1) & mask }
        slots[2 * slot] = key
        slots[2 * slot + 1] = entry
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: 2 * old.count)
        mask = 2 * mask + 1
        for slot in 0..<(old.count / 2) where old[2 * slot + 1] != 0 {
            let key = old[2 * slot], entry = old[2 * slot + 1]
            let length = Int(entry >> 32)
            place(key: key, entry: entry, hash: length <= Self.inlineLength ? Self.shortHash(key, length: length) : key)
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
        keyAndHash(raw).hash
    }

    /// The slot key of `raw` (for at most `inlineLength` bytes, the last word `hash` folds in,
    /// which for a given length is the bytes themselves; otherwise the hash), and its hash.
    @inlinable @inline(__always)
    static func keyAndHash(_ raw: UnsafeRawBufferPointer) -> (key: UInt64, hash: UInt64) {
        let n = raw.count
        if n > 8 {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
            var i = 0
            while i + 8 < n {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                i += 8
            }
            let hash = finish(h, tail: raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
            return (hash, hash)
        }
        var tail: UInt64
        if n == 8 {
            tail = raw.loadUnaligned(as: UInt64.self)
        } else if n >= 4 {
            // Two overlapping loads cover every byte, so for one length the word is the bytes.
            tail = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)) << 32
        } else {
            tail = 0
            for i in 0..<n { tail |= UInt64(raw[i]) << UInt64(8 * i) }
        }
        return (tail, shortHash(tail, length: n))
    }

    /// The hash of a string of at most 8 bytes from its key.
    @inlinable @inline(__always)
    static func shortHash(_ key: UInt64, length: Int) -> UInt64 {
        finish(0x9E37_79B9_7F4A_7C15 ^ UInt64(length), tail: key)
    }

    /// Folds the last word in as wyhash does: the two halves of a full 128-bit product XORed, so
    /// every bit of the input reaches the low bits that pick a slot. (A 64-bit product's low bits
    /// depend only on the input's low bits: the last two bytes of a Hangul bigram never reached
    /// the slot, and the bigrams of one syllable piled up in one run of slots.)
    @inlinable @inline(__always)
    static func finish(_ h: UInt64, tail: UInt64) -> UInt64 {
        let product = (h ^ tail).multipliedFullWidth(by: 0xC4CE_B9FE_1A85_EC53)
        return product.high ^ product.low
    }
}
