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

    /// Marks a word-initials term (`=ㄷㅌㅌ`), apart from bigrams that spell the same jamo.
    public static let wordMark: UInt8 = 0x3D

    /// `=` and the initials (compatibility jamo, 3 bytes each in UTF-8).
    static func wordTerm(_ initials: [UInt32]) -> String {
        UTF8Writing.string(threeByte: initials, prefix: wordMark)
    }

    /// Appends a `.choseongWord` token for each word of the phrase `range` whose initials
    /// number at least two: in documents every word, without its particle (`디텐트를` → `=ㄷㅌㅌ`);
    /// in queries the words typed in initials only (`ㄷㅌㅌ`). No positions are kept for them.
    public func wordTokens(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                           into tokens: inout [Token], keep: (String) -> Bool = { _ in true }) {
        let scalars = text.scalars
        var start = range.lowerBound
        var offset = 0
        var wordOffset = 0
        func flush(_ end: Int) {
            defer { start = end + 1; wordOffset = offset }
            guard end > start else { return }
            let word = scalars[start..<end]
            let typed = word.allSatisfy(CompatibilityJamo.isConsonant)
            guard mode == .document || typed else { return }
            let stem = typed ? word[...] : word.prefix(Particles.stemLength(word))
            var initials: [UInt32] = []
            for scalar in stem {
                guard let initial = Self.initial(scalar) else { return }
                initials.append(initial)
            }
            guard initials.count >= 2 else { return }
            let term = Self.wordTerm(initials)
            guard keep(term) else { return }
            let last = start + stem.count - 1
            tokens.append(Token(term, .choseongWord, position: position + wordOffset,
                                start: Int(text.starts[start]), end: Int(text.ends[last])))
        }
        for i in range {
            if scalars[i] == 0x20 {
                if i > start { flush(i) } else { start = i + 1 }
            } else {
                offset += 1
            }
        }
        flush(range.upperBound)
    }
}
