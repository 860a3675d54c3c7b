import Foundation

/// Normalizes text for comparing and tokenizing; the original is always kept for display.
///
/// The steps, in order: Unicode NFC (Hangul typed or pasted as decomposed
/// jamo becomes whole syllables), every kind of space (NBSP, ideographic,
/// zero-width, tabs) to one ASCII space, curly quotes and apostrophes to
/// straight ones, dashes to `-`, runs of spaces collapsed, ends trimmed.
/// Case is kept; `matchKey(_:)` also folds it.
public enum Normalizer {
    /// NFC, spaces unified and collapsed, quotes straightened, trimmed. Case is kept.
    public static func normalize(_ text: String) -> String {
        if isNormalized(text) { return text }
        let composed = isNFCStable(text) ? text : text.precomposedStringWithCanonicalMapping
        var out = String.UnicodeScalarView()
        out.reserveCapacity(composed.unicodeScalars.count)
        var pendingSpace = false
        for scalar in composed.unicodeScalars {
            if let mapped = map(scalar) {
                if mapped == " " {
                    pendingSpace = !out.isEmpty
                    continue
                }
                if pendingSpace { out.append(" "); pendingSpace = false }
                out.append(mapped)
            }
        }
        return String(out)
    }

    /// Whether `normalize` would return the text unchanged: NFC-stable, no scalar it maps, no space
    /// at either end or next to another. Most text already is, and is returned without copying.
    static func isNormalized(_ text: String) -> Bool {
        var previousWasSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
                continue
            }
            previousWasSpace = false
            if value < 0x80 {
                if value < 0x20 { return false }
                continue
            }
            guard let mapped = map(scalar), mapped == scalar else { return false }
            if !isNFCStable(value) { return false }
        }
        return !previousWasSpace || text.isEmpty
    }

    /// Whether every scalar is one NFC leaves alone whatever surrounds it: below U+0300,
    /// precomposed Hangul, and common punctuation, symbol and CJK blocks (U+2329 and U+232A are
    /// left out: they decompose to U+3008 and U+3009). Nearly all text passes, and Foundation's
    /// NFC costs far more than this scan.
    ///
    /// - Complexity: O(*n*) over the text's scalars, no allocation.
    public static func isNFCStable(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { isNFCStable($0.value) }
    }

    /// `isNFCStable(_:)` for one scalar's value.
    @inline(__always)
    static func isNFCStable(_ v: UInt32) -> Bool {
        if v < 0x300 { return true }
        switch v {
        case 0xAC00...0xD7A3, 0x2002...0x206F, 0x2190...0x2328, 0x232B...0x23FF,
             0x2460...0x27BF, 0x3000...0x303F, 0x3130...0x318F, 0x4E00...0x9FFF,
             0xFF00...0xFFEF, 0x1F000...0x1FAFF:
            return true
        default:
            return false
        }
    }

    /// `normalize` plus lower-cased Latin: the key two texts are compared by.
    public static func matchKey(_ text: String) -> String {
        normalize(text).lowercased()
    }

    /// Whether the text has nothing but spaces of any kind (an NBSP-only spacer line, say).
    public static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(isSpace)
    }

    /// Whether the character is a space of any kind (a space, tab, NBSP, ideographic space…), or invisible.
    @inline(__always)
    public static func isSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(isSpace)
    }

    /// Whether the scalar is a space of any kind, or invisible (zero-width, BOM).
    @inline(__always)
    public static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        let mapped = map(scalar)
        return mapped == " " || mapped == nil
    }

    /// Maps one scalar: spaces to `" "`, quotes and dashes to ASCII, format characters dropped (`nil`).
    @inline(__always)
    static func map(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A,
             0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return " "
        case 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD:
            return nil  // zero-width and soft hyphen: invisible, never part of a word
        case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032, 0xFF07:
            return "'"
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0xFF02:
            return "\""
        case 0x2010, 0x2011, 0x2012, 0x2013, 0x2212:
            return "-"
        default:
            return scalar
        }
    }
}
