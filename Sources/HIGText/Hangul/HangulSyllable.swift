/// A precomposed Hangul syllable taken apart: initial consonant, vowel and final
/// consonant, as indices into the Unicode tables (Unicode §3.12, "Conjoining Jamo Behavior").
///
/// `code = scalar − 0xAC00; initial = code / 588; medial = (code % 588) / 28; final = code % 28`,
/// with 19 initials (ㄱ…ㅎ), 21 vowels (ㅏ…ㅣ) and 28 finals (0 = none, then ㄱ…ㅎ).
///
///     HangulSyllable("달")  // initial 3 (ㄷ), medial 0 (ㅏ), final 8 (ㄹ)
public struct HangulSyllable: Hashable, Sendable {
    /// Initial consonant, 0..<19 (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ).
    public var initial: Int
    /// Vowel, 0..<21 (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ).
    public var medial: Int
    /// Final consonant, 0..<28; 0 is none.
    public var final: Int

    public static let initialCount = 19
    public static let medialCount = 21
    public static let finalCount = 28
    /// Syllables sharing one initial: 21 vowels × 28 finals.
    public static let perInitial = medialCount * finalCount

    public init(initial: Int, medial: Int, final: Int = 0) {
        precondition((0..<Self.initialCount).contains(initial) && (0..<Self.medialCount).contains(medial)
                     && (0..<Self.finalCount).contains(final), "jamo index out of range")
        self.initial = initial
        self.medial = medial
        self.final = final
    }

    /// The parts of a precomposed syllable; `nil` for anything else.
    @inline(__always)
    public init?(_ scalar: UInt32) {
        guard Script.isHangulSyllable(scalar) else { return nil }
        let code = Int(scalar - Script.firstSyllable)
        initial = code / Self.perInitial
        medial = (code % Self.perInitial) / Self.finalCount
        final = code % Self.finalCount
    }

    /// The parts of a one-syllable string; `nil` unless it is exactly one precomposed syllable.
    public init?(_ text: String) {
        let scalars = text.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value else { return nil }
        self.init(value)
    }

    /// The syllable's scalar value.
    @inline(__always)
    public var scalar: UInt32 {
        Script.firstSyllable + UInt32((initial * Self.medialCount + medial) * Self.finalCount + final)
    }

    /// The syllable as a string.
    public var string: String { String(Character(Unicode.Scalar(scalar)!)) }

    /// The same syllable without its final consonant.
    public var withoutFinal: HangulSyllable { HangulSyllable(initial: initial, medial: medial) }

    /// Every syllable with this initial, as a range of scalar values (가–깋 for ㄱ).
    public static func syllables(withInitial initial: Int) -> ClosedRange<UInt32> {
        let first = HangulSyllable(initial: initial, medial: 0).scalar
        return first...(first + UInt32(perInitial - 1))
    }

    /// The initial consonant of a syllable scalar, as a compatibility jamo (모 → ㅁ); `nil` for non-syllables.
    @inline(__always)
    public static func initialJamo(of scalar: UInt32) -> UInt32? {
        guard Script.isHangulSyllable(scalar) else { return nil }
        return CompatibilityJamo.initials[Int(scalar - Script.firstSyllable) / perInitial]
    }
}
