/// Turns a Hangul phrase into overlapping syllable bigrams (and some unigrams).
///
/// For a phrase of syllables s₀ … sₙ₋₁ starting at position `p`:
/// - every pair (sᵢ, sᵢ₊₁) is a bigram at position `p + i`; a pair that spans
///   a space is a `.spacedBigram`, so `모달 뷰` yields `모달`, `달뷰` and `모달뷰`
///   yields the same terms at the same positions;
/// - unigrams: in `.query` mode only one-syllable words (`창`, `를`); in
///   `.document` mode the first syllable of every word too (`앱을` → `앱`), so a
///   one-syllable query finds the word with its particle attached.
///
/// Compatibility jamo in the phrase (`ㅁㄷ`, `모달 ㅂ`) take a position but make no
/// syllable n-gram: `ChoseongNGramFilter` reads them.
///
/// The phrase takes `n` positions.
public struct HangulNGramFilter: Sendable {
    public init() {}

    /// Appends the tokens of the phrase `range` (syllables and spaces) to `tokens`;
    /// returns the number of positions used.
    @inline(__always)
    public func tokens(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                       into tokens: inout some TokenSink) -> Int {
        self.tokens(range, in: text, position: position, mode: mode, into: &tokens) { _, _ in true }
    }

    /// As `tokens(_:in:position:mode:into:)`, emitting only the n-grams `keep(first, second)`
    /// accepts (`second` is 0 for unigrams), without building the others.
    @inline(__always)
    public func tokens(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                       into tokens: inout some TokenSink, keep: (UInt32, UInt32) -> Bool) -> Int {
        let scalars = text.scalars
        return HangulPhrase.forEachUnit(range, in: scalars) { unit in
            let first = scalars[unit.index]
            guard Script.isHangulSyllable(first) else { return }
            if (unit.isLone || (unit.startsWord && mode == .document)) && keep(first, 0) {
                Self.append(first, nil, .unigram, position: position + unit.offset, startsWord: true,
                            scalars: unit.index, unit.index, of: text, into: &tokens)
            }
            if let next = unit.next, Script.isHangulSyllable(scalars[next]), keep(first, scalars[next]) {
                Self.append(first, scalars[next], unit.spaceAfter ? .spacedBigram : .bigram, position: position + unit.offset,
                            startsWord: unit.startsWord, scalars: unit.index, next, of: text, into: &tokens)
            }
        }
    }

    /// Appends a token whose term is one or two scalars in U+0800…U+FFFF (syllables, jamo),
    /// written as UTF-8 directly (every such scalar is 3 bytes).
    @inline(__always)
    static func append(_ a: UInt32, _ b: UInt32?, _ kind: Token.Kind, position: Int, startsWord: Bool,
                       scalars first: Int, _ last: Int, of text: MatchText, into tokens: inout some TokenSink) {
        tokens.append(kind, position: position, startsWord: startsWord, scalars: first, last, of: text,
                      capacity: b == nil ? 3 : 6) { buffer in
            UTF8Writing.writeThreeBytes(a, into: buffer, at: 0)
            guard let b else { return 3 }
            UTF8Writing.writeThreeBytes(b, into: buffer, at: 3)
            return 6
        }
    }
}
