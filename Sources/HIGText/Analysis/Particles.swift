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
    /// - Complexity: compares only the particles that end in the word's last syllable (a scan of
    ///   one flat array of last syllables); no allocation.
    public static func stemLength(_ word: some RandomAccessCollection<UInt32>, minimumStem: Int = 2) -> Int {
        guard let last = word.last else { return 0 }
        let count = word.count
        return lasts.withUnsafeBufferPointer { lasts in
            scalars.withUnsafeBufferPointer { scalars in
                ends.withUnsafeBufferPointer { ends in
                    for p in 0..<lasts.count where lasts[p] == last {
                        let start = p == 0 ? 0 : ends[p - 1]
                        let length = ends[p] - start
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
    }

    /// `all` laid out flat, in its order: each particle's last syllable, its scalars back to
    /// back, and where each particle's scalars end.
    static let lasts: [UInt32] = all.map { $0.last! }
    static let scalars: [UInt32] = all.flatMap { $0 }
    static let ends: [Int] = all.reduce(into: []) { ends, particle in ends.append((ends.last ?? 0) + particle.count) }
}
