/// Turns a Hangul phrase into n-grams of its initial consonants (초성), so that a query
/// typed in initials (`ㅁㄷ`, `ㄱㅅ ㄱㄹ`) finds the words (`모달`, `검색 기록`).
///
/// Every unit of the phrase has an initial: a syllable its first consonant (모 → ㅁ), a
/// consonant jamo itself; a vowel jamo has none. Terms are compatibility jamo strings,
/// at the positions of the syllables they come from (so they line up with
/// `HangulNGramFilter`'s n-grams for proximity):
/// - `.document`: a bigram for every two adjacent units (`.choseongSpacedBigram` across a
///   space: `검색 기록` → `ㄱㅅ`, `ㅅㄱ`, `ㄱㄹ`) and a unigram for each word's first unit;
/// - `.query`: only the n-grams that involve a typed jamo, so a query of syllables makes
///   none: `ㄱㅅ ㄱㄹ` → `ㄱㅅ`, `ㅅㄱ`, `ㄱㄹ`; `모달 ㅂ` → `ㄷㅂ` and the lone `ㅂ`.
public struct ChoseongNGramFilter: Sendable {
    public init() {}

    /// The initial of a phrase unit, as a compatibility jamo; `nil` for a vowel.
    @inline(__always)
    static func initial(_ scalar: UInt32) -> UInt32? {
        if let initial = HangulSyllable.initialJamo(of: scalar) { return initial }
        return CompatibilityJamo.isConsonant(scalar) ? scalar : nil
    }

    /// Appends the initials' n-grams of the phrase `range` that `keep(first, second)`
    /// accepts (`second` 0 for unigrams); `position` is the phrase's first position.
    @inline(__always)
    public func tokens(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                       into tokens: inout [Token], keep: (UInt32, UInt32) -> Bool = { _, _ in true }) {
        let scalars = text.scalars
        let starts = text.starts
        let ends = text.ends
        _ = HangulPhrase.forEachUnit(range, in: scalars) { unit in
            let scalar = scalars[unit.index]
            guard let first = Self.initial(scalar) else { return }
            let typed = !Script.isHangulSyllable(scalar)
            let wantUnigram = mode == .document ? unit.startsWord : unit.isLone && typed
            if wantUnigram && keep(first, 0) {
                tokens.append(Token(HangulNGramFilter.string(first), .choseongUnigram, position: position + unit.offset,
                                    start: Int(starts[unit.index]), end: Int(ends[unit.index])))
            }
            guard let next = unit.next, let second = Self.initial(scalars[next]) else { return }
            let nextTyped = !Script.isHangulSyllable(scalars[next])
            guard mode == .document || typed || nextTyped, keep(first, second) else { return }
            tokens.append(Token(HangulNGramFilter.string(first, second),
                                unit.spaceAfter ? .choseongSpacedBigram : .choseongBigram,
                                position: position + unit.offset, start: Int(starts[unit.index]),
                                end: Int(ends[next]), startsWord: unit.startsWord))
        }
    }
}
