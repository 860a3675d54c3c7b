/// An open-addressing table from distinct 64-bit hashes to their numbers (their
/// places in the array it was made from), for look-ups many times per request:
/// one multiply and, nearly always, one probe, where a `Dictionary` would run its
/// seeded hasher over the key first.
///
/// The hashes are the caller's (`StableHash` of a term): equal hashes of different
/// strings are the caller's to tell apart, as a dictionary's equality would.
struct HashSlots: Sendable {
    /// Number + 1 of the hash in each slot; 0 for an empty slot.
    private let slots: [Int32]
    private let keys: [UInt64]
    private let shift: UInt64

    /// Slots per hash at least: at most half full, so a probe sequence stays short.
    static let loadFactor = 2

    /// - Precondition: `hashes` are distinct and fewer than `Int32.max`.
    /// - Complexity: O(n).
    init(_ hashes: [UInt64]) {
        var bits = 1
        while (1 << bits) < max(1, hashes.count * Self.loadFactor) { bits += 1 }
        shift = UInt64(64 - bits)
        keys = hashes
        var slots = [Int32](repeating: 0, count: 1 << bits)
        let mask = (1 << bits) - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Self.home(hash, shift: UInt64(64 - bits))
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
        self.slots = slots
    }

    /// Fibonacci hashing: the high bits of the product, whatever the low bits of `hash` are.
    @inline(__always) private static func home(_ hash: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The number of `hash`, or `nil` if it is not in the table.
    ///
    /// - Complexity: O(1) expected.
    @inline(__always) func number(of hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Self.home(hash, shift: shift)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1] == hash { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }
}
