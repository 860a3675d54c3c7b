/// One unit of matching produced by `Analyzer`: a term, where it stands, and where it came from.
///
/// Offsets are UTF-16 code units of the *original* text passed to the analyzer
/// (not of the normalized text), because that is what JSON clients and browsers
/// index strings by. A token over decomposed jamo, an NBSP or a curly quote
/// covers exactly the original characters it was made from.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What produced the token; lets callers weigh or filter kinds differently.
    public enum Kind: UInt8, Hashable, Sendable, Codable {
        /// An English (Latin-script) word, lower-cased and stemmed: `dismisses` → `dismiss`.
        case word
        /// A run of ASCII digits: `iOS13` → `io` (the stem of `ios`) and `13`.
        case number
        /// Two adjacent Hangul syllables of one word: `모달을` → `모달`, `달을`.
        case bigram
        /// Two Hangul syllables on either side of a space inside a Hangul phrase:
        /// `모달 뷰` → `달뷰`, so that `모달뷰` and `모달 뷰` share terms.
        case spacedBigram
        /// One Hangul syllable: a one-syllable word (`창`), and in documents also
        /// the first syllable of every word, so that a query `앱` finds `앱을`.
        case unigram
        /// The consonant skeleton of a word (`SoundKey`), so that a Hangul loanword
        /// finds its English spelling and back: `플레이스홀더` ↔ `placeholder`.
        case sound
        /// The initial consonants (초성) of two adjacent Hangul syllables of one word, as
        /// compatibility jamo: `모달` → `ㅁㄷ`, so that a query typed in initials finds the word.
        case choseongBigram
        /// Initials on either side of a space inside a Hangul phrase: `모달 뷰` → `ㄷㅂ`.
        case choseongSpacedBigram
        /// The initial of a word's first syllable (`터치` → `ㅌ`), in documents; in queries a
        /// jamo typed alone (`ㅌ`).
        case choseongUnigram
        /// All the initials of a word without its particle, marked `=` (`디텐트를` → `=ㄷㅌㅌ`): a
        /// query word typed in initials matches the word itself, not bigrams scattered over a rule.
        case choseongWord

        /// Whether the index keeps the token's positions (for proximity); unigrams carry
        /// too little to be worth it.
        @inlinable public var storesPositions: Bool { self != .unigram && !isChoseong }

        /// Whether the token counts towards its text's length: keys and initials repeat
        /// what the text's words and syllables already say.
        @inlinable public var countsForLength: Bool {
            switch self {
            case .sound, .choseongBigram, .choseongSpacedBigram, .choseongUnigram, .choseongWord: false
            default: true
            }
        }

        /// Whether the token stands for initials (초성) rather than syllables or words.
        @inlinable public var isChoseong: Bool {
            self == .choseongBigram || self == .choseongSpacedBigram || self == .choseongUnigram || self == .choseongWord
        }
    }

    /// The normalized, lower-cased (and for English, stemmed) term.
    public var term: String
    public var kind: Kind
    /// Ordinal position: one per English word or number, one per Hangul syllable.
    /// Adjacent terms differ by 1 whichever way a Hangul phrase was spaced.
    public var position: Int
    /// Start of the token in the original text, in UTF-16 code units.
    public var start: Int
    /// End (exclusive) of the token in the original text, in UTF-16 code units.
    public var end: Int
    /// Whether the token begins a word: always for English words and numbers; for
    /// Hangul n-grams, whether their first syllable starts a word (`시기` in `시기를`
    /// does, `시기` in `표시기` does not).
    public var startsWord: Bool

    public init(_ term: String, _ kind: Kind, position: Int, start: Int, end: Int, startsWord: Bool = true) {
        self.term = term
        self.kind = kind
        self.position = position
        self.start = start
        self.end = end
        self.startsWord = startsWord
    }

    /// `start..<end`, in UTF-16 code units of the original text.
    public var range: Range<Int> { start..<end }

    public var description: String { "\(term)@\(position)[\(start),\(end))" }
}
