import HIGText
/// Recognizes the marker that starts a list item in text: `•`, `-`, `*`, `1.`, `1)`, `①`, `가.`.
struct ListMarker: Equatable {
    var ordered: Bool
    /// Characters of the line taken by the marker and the space after it.
    var length: Int

    private static let bullets: Set<Character> = ["•", "·", "◦", "▪", "▫", "‣", "∙", "●", "○", "■", "□", "-", "*", "+", "–", "※"]
    private static let circled: ClosedRange<UInt32> = 0x2460...0x2473  // ①…⑳
    private static let hangulOrdinals: Set<Character> = ["가", "나", "다", "라", "마", "바", "사", "아"]

    /// The marker at the start of `line` (leading spaces already removed), if any.
    /// A marker must be followed by a space, so `-2` or `1.5x` are not markers.
    init?(_ line: Substring) {
        guard let first = line.first else { return nil }
        if first.unicodeScalars.count == 1, let scalar = first.unicodeScalars.first, Self.circled.contains(scalar.value) {
            self.init(ordered: true, length: 1 + Self.spaces(after: 1, in: line))
            return
        }
        if Self.bullets.contains(first) {
            // "---" is a separator and "**bold**" is emphasis, not a list.
            let second = line.dropFirst().first
            guard let second, Normalizer.isSpace(second) else { return nil }
            self.init(ordered: false, length: 1 + Self.spaces(after: 1, in: line))
            return
        }
        var digits = 0
        for character in line.prefix(3) where character.isASCII && character.isNumber { digits += 1 }
        let prefixCount: Int
        if digits > 0, line.prefix(digits).allSatisfy({ $0.isASCII && $0.isNumber }) {
            prefixCount = digits
        } else if Self.hangulOrdinals.contains(first) {
            prefixCount = 1
        } else {
            return nil
        }
        let rest = line.dropFirst(prefixCount)
        guard let punctuation = rest.first, punctuation == "." || punctuation == ")" else { return nil }
        let after = rest.dropFirst().first
        guard let after, Normalizer.isSpace(after) else { return nil }
        self.init(ordered: true, length: prefixCount + 1 + Self.spaces(after: prefixCount + 1, in: line))
    }

    private init(ordered: Bool, length: Int) {
        self.ordered = ordered
        self.length = length
    }

    private static func spaces(after offset: Int, in line: Substring) -> Int {
        line.dropFirst(offset).prefix { Normalizer.isSpace($0) }.count
    }
}
