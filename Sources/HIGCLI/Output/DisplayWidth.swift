import HIGText

/// How many terminal columns text takes: Hangul, CJK and full-width forms take two.
enum DisplayWidth {
    static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += of(scalar) }
        return width
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1160...0x11FF:
            return 0  // combining marks, zero-width characters, medial and final jamo
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
             0x20000...0x3FFFD:
            return 2
        default:
            return scalar.value < 0x20 ? 0 : 1
        }
    }

    /// The text cut to `width` columns, with "…" when something was cut; walked by scalars when each
    /// is a whole `Character` (`Script.isStandaloneCharacter`), the same cut without grapheme breaking.
    static func clip(_ text: String, to width: Int) -> String {
        clip(text, to: width, byScalars: text.unicodeScalars.allSatisfy { Script.isStandaloneCharacter($0.value) })
    }

    /// `clip(_:to:)`, walking the text by scalars or by `Character`s.
    static func clip(_ text: String, to width: Int, byScalars: Bool) -> String {
        guard of(text) > width else { return text }
        var out = ""
        var used = 0
        if byScalars {
            for scalar in text.unicodeScalars {
                let columns = of(scalar)
                if used + columns > width - 1 { break }
                out.unicodeScalars.append(scalar)
                used += columns
            }
            return out + "…"
        }
        for character in text {
            let columns = of(String(character))
            if used + columns > width - 1 { break }
            out.append(character)
            used += columns
        }
        return out + "…"
    }

    /// The text padded with spaces to `width` columns.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }
}
