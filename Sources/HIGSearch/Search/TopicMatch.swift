public import HIGModel
import HIGText

/// Finds a topic by slug, English or Korean name, ignoring case, spacing and
/// punctuation: `modality`, `Progress Indicators`, `진행 표시기`, `progress-ind`.
///
/// The one topic lookup of the project: the command line's `--topic` and the
/// MCP server's `topic` argument both go through it, so they accept the same names;
/// a search whose whole query names a topic (`TopicOverviews`) compares names by its `key`.
public enum TopicMatch {
    /// The topic `name` names: an exact match of slug or either name first, else
    /// the first topic whose slug or English name starts with it; `nil` if none.
    ///
    /// - Complexity: O(*n*) in the number of topics.
    public static func find(_ name: String, in topics: [Topic]) -> Topic? {
        let wanted = key(name)
        guard !wanted.isEmpty else { return nil }
        return topics.first { [key($0.slug), key($0.english), key($0.korean)].contains(wanted) }
            ?? topics.first { key($0.slug).hasPrefix(wanted) || key($0.english).hasPrefix(wanted) }
    }

    /// A name compared without case, spaces or punctuation: `Progress Indicators` = `progress-indicators`.
    /// What is kept are letters, marks and numbers (Unicode's L*, M* and N*, as Foundation's
    /// `CharacterSet.alphanumerics`), read from the scalars' own properties, of the NFC text.
    static func key(_ text: String) -> String {
        var key = String.UnicodeScalarView()
        for scalar in Normalizer.matchKey(text).unicodeScalars where isAlphanumeric(scalar) { key.append(scalar) }
        return String(key)
    }

    @inline(__always) private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return Script.isDigit(v) || Script.isLatinLetter(v) }
        if Script.isHangulSyllable(v) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
