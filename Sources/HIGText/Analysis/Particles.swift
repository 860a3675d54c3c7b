/// Korean particles (조사) that follow a noun inside its word: `모달을`, `버튼에서는`.
///
/// Used where a word is wanted without them: a loanword's sound key (`플레이스홀더를`),
/// the index's vocabulary (`모달을` → `모달`, what typo correction and completion compare).
public enum Particles {
    /// The particles, longest first so `에서는` is taken whole rather than as `는`.
    public static let all: [[UInt32]] = [
        "에서는", "에서도", "에게는", "으로는", "이라는", "이라고",
        "에서", "에게", "으로", "처럼", "보다", "라는", "라고", "까지", "부터", "마다", "만큼", "에는", "에도", "와는", "과는",
        "을", "를", "이", "가", "은", "는", "의", "에", "로", "와", "과", "도", "만",
    ].map { Array($0.unicodeScalars.map(\.value)) }

    /// The word without a particle at its end, if what is left still has `minimumStem`
    /// syllables (two by default: `바로` is not `바` + `로`); the word itself otherwise.
    public static func stem(_ syllables: some RandomAccessCollection<UInt32>, minimumStem: Int = 2) -> ArraySlice<UInt32> {
        let word = Array(syllables)
        for particle in all where word.count >= particle.count + minimumStem && word.suffix(particle.count).elementsEqual(particle) {
            return word.dropLast(particle.count)
        }
        return word[...]
    }
}
