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
    /// - Complexity: compares only the particles that end in the word's last syllable; no allocation.
    public static func stemLength(_ word: some RandomAccessCollection<UInt32>, minimumStem: Int = 2) -> Int {
        guard let last = word.last else { return 0 }
        for particle in all where particle.last == last && word.count >= particle.count + minimumStem
            && word.suffix(particle.count).elementsEqual(particle) {
            return word.count - particle.count
        }
        return word.count
    }
}
