/// Walks the units (syllables and compatibility jamo) of a Hangul phrase, as the n-gram
/// filters see them: each unit with the one after it, whether a space lies between,
/// and whether the unit starts a word. Every unit takes one position.
enum HangulPhrase {
    /// One unit of a phrase.
    struct Unit {
        /// Index of the unit in `MatchText.scalars`.
        var index: Int
        /// Index of the next unit of the phrase, if any.
        var next: Int?
        /// Whether a space separates the unit from the next one.
        var spaceAfter: Bool
        /// Whether the unit is the first of its word.
        var startsWord: Bool
        /// The unit's position relative to the phrase's first unit.
        var offset: Int

        /// Whether the unit is a word by itself.
        var isLone: Bool { startsWord && (next == nil || spaceAfter) }
    }

    /// Calls `body` for each unit of the phrase `range`; returns the number of units.
    @inline(__always)
    static func forEachUnit(_ range: Range<Int>, in scalars: [UInt32], _ body: (Unit) -> Void) -> Int {
        var i = range.lowerBound
        var offset = 0
        var startsWord = true
        while i < range.upperBound {
            var next = i + 1
            while next < range.upperBound && scalars[next] == 0x20 { next += 1 }
            let hasNext = next < range.upperBound
            let spaceAfter = next > i + 1
            body(Unit(index: i, next: hasNext ? next : nil, spaceAfter: spaceAfter, startsWord: startsWord, offset: offset))
            startsWord = spaceAfter
            offset += 1
            i = next
        }
        return offset
    }
}
