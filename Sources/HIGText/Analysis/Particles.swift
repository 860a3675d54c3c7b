/// Taking a Korean particle (조사) off the end of a word: `모달을` → `모달`, `버튼에서는` → `버튼`.
///
/// The particles are `KoreanWords.nounParticles`. Used where a word is wanted without them: a
/// loanword's sound key (`플레이스홀더를`), the index's vocabulary (`모달을` → `모달`, what typo
/// correction and completion compare).
public enum Particles {
    /// The particles as scalars, longest first so `에서는` is taken whole rather than as `는`.
    static let all: [[UInt32]] = KoreanWords.nounParticles.map { Array($0.unicodeScalars.map(\.value)) }
        .sorted { $0.count > $1.count }

    /// The word without a particle at its end, if what is left still has `minimumStem`
    /// syllables (two by default: `바로` is not `바` + `로`); the word itself otherwise.
    public static func stem(_ syllables: some RandomAccessCollection<UInt32>, minimumStem: Int = 2) -> ArraySlice<UInt32> {
        let word = Array(syllables)
        return word[..<stemLength(word, minimumStem: minimumStem)]
    }

    /// As the generic `stem`, without copying the word (the slice shares its storage).
    public static func stem(_ word: [UInt32], minimumStem: Int = 2) -> ArraySlice<UInt32> {
        word[..<stemLength(word, minimumStem: minimumStem)]
    }

    /// The number of syllables `stem` keeps.
    ///
    /// - Complexity: compares only the particles that end in the word's last syllable (found
    ///   through a small table keyed by that syllable); no allocation.
    public static func stemLength(_ word: some RandomAccessCollection<UInt32>, minimumStem: Int = 2) -> Int {
        guard let last = word.last else { return 0 }
        let count = word.count
        let layout = Self.layout
        guard let group = layout.group(endingIn: last) else { return count }
        return layout.scalars.withUnsafeBufferPointer { scalars in
            layout.ends.withUnsafeBufferPointer { ends in
                for p in group {
                    let start = ends[p] - Int(layout.lengths[p])
                    let length = Int(layout.lengths[p])
                    guard count >= length + minimumStem else { continue }
                    var i = word.index(word.endIndex, offsetBy: -length)
                    var k = start
                    while k < ends[p] && word[i] == scalars[k] {
                        word.formIndex(after: &i)
                        k += 1
                    }
                    if k == ends[p] { return count - length }
                }
                return count
            }
        }
    }

    /// `all` laid out flat for `stemLength`, grouped by last syllable (in `all`'s order within a
    /// group, so the longest particle that fits still wins): the particles' scalars back to back,
    /// where each ends and its length, and an open-addressing table from a last syllable to its group.
    struct Layout: Sendable {
        var scalars: [UInt32] = []
        var ends: [Int] = []
        var lengths: [UInt8] = []
        /// Per slot: a last syllable (0 for an empty slot) and its group's range of particles.
        var slotLast: [UInt32]
        var slotGroup: [Range<Int>]
        var mask: Int

        init(_ particles: [[UInt32]]) {
            var lasts: [UInt32] = []
            var members: [UInt32: [[UInt32]]] = [:]
            for particle in particles {
                if members[particle.last!] == nil { lasts.append(particle.last!) }
                members[particle.last!, default: []].append(particle)
            }
            var size = 16
            while size < 2 * lasts.count { size *= 2 }
            slotLast = [UInt32](repeating: 0, count: size)
            slotGroup = [Range<Int>](repeating: 0..<0, count: size)
            mask = size - 1
            for last in lasts {
                let first = ends.count
                for particle in members[last]! {
                    scalars += particle
                    ends.append(scalars.count)
                    lengths.append(UInt8(particle.count))
                }
                var slot = Self.slot(of: last, mask: mask)
                while slotLast[slot] != 0 { slot = (slot + 1) & mask }
                slotLast[slot] = last
                slotGroup[slot] = first..<ends.count
            }
        }

        @inline(__always)
        static func slot(of last: UInt32, mask: Int) -> Int {
            Int(truncatingIfNeeded: (UInt64(last) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        }

        /// The particles ending in `last`, as indices into `ends` and `lengths`.
        @inline(__always)
        func group(endingIn last: UInt32) -> Range<Int>? {
            var slot = Self.slot(of: last, mask: mask)
            while true {
                let key = slotLast[slot]
                if key == last { return slotGroup[slot] }
                if key == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    static let layout = Layout(all)
}
