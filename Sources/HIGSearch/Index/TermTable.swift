import HIGText

/// Term numbers by UTF-8 bytes, in first-seen order: the build's look-up of every token.
///
/// An open-addressing table of term numbers with each term's 64-bit hash kept beside it
/// (as Tantivy's `ArenaHashMap`), hashed a word at a time. It replaces `[UTF8Key: UInt32]`,
/// whose SipHash set-up and finalization per token were a tenth of building a 100k-rule
/// index. Numbers depend only on the order terms arrive in, never on the hash.
struct TermTable: Sendable {
    /// The terms, by number.
    private(set) var terms: [String] = []
    private var hashes: [UInt64] = []
    /// Term number + 1 per slot, 0 for an empty slot; the count is a power of two.
    private var slots: [UInt32]
    private var mask: Int

    /// Slots at first: a chunk of rules has a few thousand distinct terms.
    static let initialSlots = 4096

    init() {
        slots = [UInt32](repeating: 0, count: Self.initialSlots)
        mask = Self.initialSlots - 1
    }

    var count: Int { terms.count }

    /// The number of `term`, and whether this call added it.
    ///
    /// - Complexity: O(term length) expected; the table doubles when half full.
    @inline(__always)
    mutating func number(of term: String) -> (id: UInt32, isNew: Bool) {
        var bytes = term
        let hash = bytes.withUTF8 { Self.hash($0) }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let id = Int(entry - 1)
            if hashes[id] == hash && UTF8Key.same(terms[id], term) { return (UInt32(id), false) }
            slot = (slot + 1) & mask
        }
        let id = UInt32(terms.count)
        terms.append(term)
        hashes.append(hash)
        slots[slot] = id + 1
        if terms.count * 2 > slots.count { grow() }
        return (id, true)
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

    /// A 64-bit hash of bytes, eight at a time (multiply and fold, as in wyhash's mixing).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var i = 0
        while i + 8 <= raw.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < raw.count {
            tail |= UInt64(raw[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 29)
    }
}
