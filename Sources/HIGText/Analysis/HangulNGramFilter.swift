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
/// The phrase takes `n` positions.
public struct HangulNGramFilter: Sendable {
    public init() {}

    /// Appends the tokens of the phrase `range` (syllables and spaces) to `tokens`;
    /// returns the number of positions used.
    @inline(__always)
    public func tokens(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                       into tokens: inout [Token]) -> Int {
        self.tokens(range, in: text, position: position, mode: mode, into: &tokens) { _, _ in true }
    }

    /// As `tokens(_:in:position:mode:into:)`, emitting only the n-grams `keep(first, second)`
    /// accepts (`second` is 0 for unigrams), without building the others.
    @inline(__always)
    public func tokens(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                       into tokens: inout [Token], keep: (UInt32, UInt32) -> Bool) -> Int {
        let scalars = text.scalars
        let starts = text.starts
        let ends = text.ends
        var i = range.lowerBound
        var syllable = 0
        var startsWord = true
        while i < range.upperBound {
            // i is a syllable; find the next one and whether a space lies between.
            var next = i + 1
            while next < range.upperBound && scalars[next] == 0x20 { next += 1 }
            let hasNext = next < range.upperBound
            let spaceAfter = next > i + 1
            let lone = startsWord && (!hasNext || spaceAfter)
            if (lone || (startsWord && mode == .document)) && keep(scalars[i], 0) {
                tokens.append(Token(Self.string(scalars[i]), .unigram, position: position + syllable,
                                    start: Int(starts[i]), end: Int(ends[i])))
            }
            if hasNext && keep(scalars[i], scalars[next]) {
                tokens.append(Token(Self.string(scalars[i], scalars[next]), spaceAfter ? .spacedBigram : .bigram,
                                    position: position + syllable, start: Int(starts[i]), end: Int(ends[next]),
                                    startsWord: startsWord))
            }
            startsWord = spaceAfter
            syllable += 1
            i = next
        }
        return syllable
    }

    /// A one- or two-syllable string, written as UTF-8 directly (every syllable is 3 bytes).
    @inline(__always)
    static func string(_ a: UInt32, _ b: UInt32? = nil) -> String {
        String(unsafeUninitializedCapacity: b == nil ? 3 : 6) { buffer in
            buffer[0] = UInt8(0xE0 | (a >> 12))
            buffer[1] = UInt8(0x80 | ((a >> 6) & 0x3F))
            buffer[2] = UInt8(0x80 | (a & 0x3F))
            guard let b else { return 3 }
            buffer[3] = UInt8(0xE0 | (b >> 12))
            buffer[4] = UInt8(0x80 | ((b >> 6) & 0x3F))
            buffer[5] = UInt8(0x80 | (b & 0x3F))
            return 6
        }
    }
}
