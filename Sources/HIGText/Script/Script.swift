/// The writing system of a character, as far as telling Korean from English needs.
public enum Script: Sendable, Hashable {
    case hangul
    case latin
    case digit
    case other

    /// Classifies one scalar. Hangul syllables, jamo and compatibility jamo are `.hangul`;
    /// ASCII and Latin-1/Extended letters are `.latin`.
    @inline(__always)
    public init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF:
            self = .hangul
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F:
            self = .latin
        case 0x30...0x39:
            self = .digit
        default:
            self = .other
        }
    }

    /// Whether the scalar is a precomposed Hangul syllable (가–힣).
    @inline(__always)
    public static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value)
    }
}
