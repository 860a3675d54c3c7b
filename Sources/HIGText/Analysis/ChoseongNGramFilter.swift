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
                       into tokens: inout some TokenSink, keep: (UInt32, UInt32) -> Bool = { _, _ in true }) {
        let scalars = text.scalars
        _ = HangulPhrase.forEachUnit(range, in: scalars) { unit in
            let scalar = scalars[unit.index]
            guard let first = Self.initial(scalar) else { return }
            let typed = !Script.isHangulSyllable(scalar)
            let wantUnigram = mode == .document ? unit.startsWord : unit.isLone && typed
            if wantUnigram && keep(first, 0) {
                HangulNGramFilter.append(first, nil, .choseongUnigram, position: position + unit.offset, startsWord: true,
                                         scalars: unit.index, unit.index, of: text, into: &tokens)
            }
            guard let next = unit.next, let second = Self.initial(scalars[next]) else { return }
            let nextTyped = !Script.isHangulSyllable(scalars[next])
            guard mode == .document || typed || nextTyped, keep(first, second) else { return }
            HangulNGramFilter.append(first, second, unit.spaceAfter ? .choseongSpacedBigram : .choseongBigram,
                                     position: position + unit.offset, startsWord: unit.startsWord,
                                     scalars: unit.index, next, of: text, into: &tokens)
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
                           into tokens: inout some TokenSink, keep: ((String) -> Bool)? = nil) {
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
            let stemCount = typed ? word.count : Particles.stemLength(word)
            guard stemCount >= 2 else { return }
            for i in start..<(start + stemCount) where Self.initial(scalars[i]) == nil { return }
            if let keep {
                let term = Self.wordTerm(scalars[start..<(start + stemCount)].map { Self.initial($0)! })
                guard keep(term) else { return }
            }
            tokens.append(.choseongWord, position: position + wordOffset, startsWord: true,
                          scalars: start, start + stemCount - 1, of: text, capacity: 1 + 3 * stemCount) { buffer in
                buffer[0] = Self.wordMark
                for k in 0..<stemCount { UTF8Writing.writeThreeBytes(Self.initial(scalars[start + k])!, into: buffer, at: 1 + 3 * k) }
                return 1 + 3 * stemCount
            }
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
