/// The writing system of a character, as far as telling Korean from English needs.
///
/// The one place the project writes Hangul, Latin and digit ranges: every other
/// file asks these functions (on `Unicode.Scalar` or on raw `UInt32` values, for
/// loops over `MatchText.scalars`).
public enum Script: Sendable, Hashable {
    case hangul
    case latin
    case digit
    case other

    /// Classifies one scalar. Hangul syllables, jamo and compatibility jamo are `.hangul`;
    /// ASCII and Latin-1/Extended letters are `.latin`.
    @inline(__always)
    public init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if Self.isHangul(v) {
            self = .hangul
        } else if Self.isLatinLetter(v) {
            self = .latin
        } else if Self.isDigit(v) {
            self = .digit
        } else {
            self = .other
        }
    }

    /// First precomposed Hangul syllable, 가.
    public static let firstSyllable: UInt32 = 0xAC00
    /// Last precomposed Hangul syllable, 힣.
    public static let lastSyllable: UInt32 = 0xD7A3
    /// First compatibility jamo, ㄱ (what a keyboard types for a lone jamo).
    public static let firstCompatibilityJamo: UInt32 = 0x3131
    /// Last compatibility jamo of modern Hangul, ㅣ.
    public static let lastCompatibilityJamo: UInt32 = 0x3163

    /// Whether the scalar is a precomposed Hangul syllable (가–힣).
    @inline(__always)
    public static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        isHangulSyllable(scalar.value)
    }

    /// Whether the value is a precomposed Hangul syllable (가–힣).
    @inline(__always)
    public static func isHangulSyllable(_ v: UInt32) -> Bool { v >= firstSyllable && v <= lastSyllable }

    /// Whether the value is a UTF-16 code unit of a precomposed Hangul syllable.
    @inline(__always)
    public static func isHangulSyllable(_ unit: UInt16) -> Bool { isHangulSyllable(UInt32(unit)) }

    /// Whether the value is a modern compatibility jamo (ㄱ–ㅎ, ㅏ–ㅣ), as typed alone.
    @inline(__always)
    public static func isCompatibilityJamo(_ v: UInt32) -> Bool {
        v >= firstCompatibilityJamo && v <= lastCompatibilityJamo
    }

    /// Whether the value is any Hangul: syllables, conjoining jamo (U+1100, U+A960, U+D7B0
    /// blocks) or compatibility jamo (U+3130 block, archaic ones included).
    @inline(__always)
    public static func isHangul(_ v: UInt32) -> Bool {
        switch v {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// Whether the value is a Latin letter: ASCII, Latin-1 and Latin Extended-A/B letters
    /// (× and ÷ excluded).
    @inline(__always)
    public static func isLatinLetter(_ v: UInt32) -> Bool {
        (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A)
            || (v >= 0xC0 && v <= 0x24F && v != 0xD7 && v != 0xF7)
    }

    /// Whether the value is an ASCII upper-case letter.
    @inline(__always)
    public static func isASCIIUppercase(_ v: UInt32) -> Bool { v >= 0x41 && v <= 0x5A }

    /// Whether the value is an ASCII lower-case letter.
    @inline(__always)
    public static func isASCIILowercase(_ v: UInt32) -> Bool { v >= 0x61 && v <= 0x7A }

    /// Whether the value is an ASCII digit.
    @inline(__always)
    public static func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }

    /// Whether a scalar is a whole `Character` beside any other such scalar: ASCII but the carriage
    /// return (which joins a line feed), Latin-1 but the soft hyphen, Hangul syllables and compatibility
    /// jamo, and the punctuation Korean and English text uses (general punctuation but the zero-width,
    /// separator and direction marks; arrows; CJK symbols but the tone marks; full-width forms). None of
    /// them joins a neighbour in a grapheme cluster, so text made only of them can be walked by scalars
    /// (or split at a space's byte) with the pieces a walk by `Character` gives, without grapheme breaking.
    @inline(__always)
    public static func isStandaloneCharacter(_ v: UInt32) -> Bool {
        if v < 0x80 { return v != 0x0D }
        if v < 0x100 { return v >= 0xA0 && v != 0xAD }
        if isHangulSyllable(v) || isCompatibilityJamo(v) { return true }
        switch v {
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x3000...0x3029, 0xFF01...0xFF5E: return true
        default: return false
        }
    }
}
