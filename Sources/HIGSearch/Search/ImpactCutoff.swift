/// Which postings of a block may score above a given value, told from their impact bytes
/// alone, eight postings at a time, before any rule number is decoded.
///
/// A clause's contribution grows with each impact byte (its table is nondecreasing: tf'
/// grows with the byte, and tf' / (k1 + tf'), a product and a rounding keep the order), so
/// "Korean impact alone above the value" is "byte ≥ the smallest byte whose contribution is
/// above it", and the same in English. A posting with both impacts (when both languages are
/// searched) scores tf' = tf'(Korean) + tf'(English) saturated, which grows with that sum: it
/// is kept when the sum reaches `pairSum`, the tf' below which no contribution is above the value.
struct ImpactCutoff {
    /// The cutoff byte repeated in each of eight lanes, or `nil` when no byte is above the value.
    let korean: UInt64?
    let english: UInt64?
    /// Whether postings with both impacts count as pairs.
    let pairs: Bool
    /// The least tf' sum of a pair that may score above the value (a little less, for rounding).
    let pairSum: Double
    /// tf' of each impact byte (`ImpactQuantizer.values`).
    let values: UnsafePointer<Double>

    /// Margin below the value, in units of the scores' grid (`BlockMaxScorer.fixed`), that
    /// `pairSum` is computed for: the rounding of one contribution moves it half a unit.
    static let pairMargin = 2 * BlockMaxScorer.fixedUnit

    /// The cutoff of `clause` for contributions above `value`.
    ///
    /// - Complexity: O(log 256) lookups in the clause's table, per language.
    init(_ clause: BlockMaxScorer.Clause, above value: Double, scorer: BlockMaxScorer) {
        korean = Self.lanes(clause.table, from: 0, through: Int(clause.cursor.termMaxKorean), above: value)
        english = Self.lanes(clause.table, from: 256, through: 256 + Int(clause.cursor.termMaxEnglish), above: value)
        pairs = scorer.useKorean && scorer.useEnglish
        values = scorer.values
        // scale · x / (k1 + x) > value − margin needs x > k1 · r / (1 − r), r = (value − margin) / scale.
        let r = (value - Self.pairMargin) / clause.scale
        pairSum = r <= 0 ? 0 : r >= 1 ? .infinity : scorer.k1 * r / (1 - r) * (1 - 1e-9)
    }

    /// The smallest byte `b` with `table[offset + b] > value` (entries past `last` are not
    /// filled, and bytes past the term's largest impact do not occur), in eight lanes.
    private static func lanes(_ table: UnsafePointer<Double>, from offset: Int, through last: Int,
                              above value: Double) -> UInt64? {
        guard table[last] > value else { return nil }
        var low = offset, high = last
        while low < high {
            let middle = (low + high) / 2
            if table[middle] > value { high = middle } else { low = middle + 1 }
        }
        return UInt64(low - offset) &* 0x0101_0101_0101_0101
    }

    /// The postings `at..<at + 8` of a block that may score above the value: the high bit
    /// of byte `i` set for posting `at + i`. `korean` and `english` are the block's impacts.
    @inline(__always)
    func candidates(korean: UnsafePointer<UInt8>?, english: UnsafePointer<UInt8>?, at: Int) -> UInt64 {
        var mask: UInt64 = 0
        let k = korean.map { UnsafeRawPointer($0 + at).loadUnaligned(as: UInt64.self).littleEndian } ?? 0
        let e = english.map { UnsafeRawPointer($0 + at).loadUnaligned(as: UInt64.self).littleEndian } ?? 0
        if let cut = self.korean, korean != nil { mask |= Self.bytes(k, atLeast: cut) }
        if let cut = self.english, english != nil { mask |= Self.bytes(e, atLeast: cut) }
        if pairs && korean != nil && english != nil {
            var both = Self.nonzeroBytes(k) & Self.nonzeroBytes(e) & ~mask
            while both != 0 {
                let lane = both.trailingZeroBitCount
                both &= both &- 1
                let x = values[Int(truncatingIfNeeded: k >> UInt64(lane - 7)) & 0xFF]
                    + values[Int(truncatingIfNeeded: e >> UInt64(lane - 7)) & 0xFF]
                if x >= pairSum { mask |= 1 << UInt64(lane) }
            }
        }
        return mask
    }

    private static let high: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `x` that is ≥ the same byte of `y` (unsigned, no carry
    /// between bytes; Hacker's Delight, 2–18).
    @inline(__always) static func bytes(_ x: UInt64, atLeast y: UInt64) -> UInt64 {
        let t = (x | high) &- (y & ~high)
        return ((x & ~y) | (~(x ^ y) & t)) & high
    }

    /// The high bit of each nonzero byte of `x`.
    @inline(__always) static func nonzeroBytes(_ x: UInt64) -> UInt64 {
        (((x & ~high) &+ ~high) | x) & high
    }
}
