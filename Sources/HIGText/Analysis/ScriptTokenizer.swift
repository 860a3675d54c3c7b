/// Splits a `MatchText` into runs by script: Hangul phrases, Latin words and digit runs.
///
/// - A *Hangul phrase* is one or more runs of Hangul syllables separated only by
///   spaces (not line breaks, not punctuation): `모달 뷰를 닫기` is one phrase of
///   three words.
/// - A *Latin word* is a run of Latin letters; an apostrophe between two letters
///   stays inside (`don't`, `app's`). Words longer than `maxWordLength` letters
///   are reported as `skipped` so positions still advance.
/// - A *number* is a run of ASCII digits.
///
/// Script changes always split: `bar를` → `bar`, `를`; `iOS13` → `ios`, `13`.
/// Everything else (punctuation, symbols, other scripts, jamo outside
/// syllables) separates runs and produces nothing.
public struct ScriptTokenizer: Sendable {
    /// One run found by the tokenizer, as a range of indices into `MatchText.scalars`.
    public enum Run: Equatable, Sendable {
        /// Syllables and the single spaces between them; starts and ends on a syllable.
        case hangul(Range<Int>)
        case latin(Range<Int>)
        case number(Range<Int>)
        /// A Latin word or number too long to be one (a URL or a hash); takes one position.
        case skipped
    }

    /// Latin words longer than this (in scalars) are dropped.
    public var maxWordLength = 40
    /// Digit runs longer than this are dropped.
    public var maxNumberLength = 20

    public init() {}

    @inline(__always)
    public static func isSyllable(_ v: UInt32) -> Bool { v >= 0xAC00 && v <= 0xD7A3 }

    @inline(__always)
    public static func isLatin(_ v: UInt32) -> Bool {
        (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A)
            || (v >= 0xC0 && v <= 0x24F && v != 0xD7 && v != 0xF7)
    }

    @inline(__always)
    public static func isDigit(_ v: UInt32) -> Bool { v >= 0x30 && v <= 0x39 }

    /// Calls `body` with every run, in text order.
    @inline(__always)
    public func forEachRun(in text: MatchText, _ body: (Run) -> Void) {
        text.scalars.withUnsafeBufferPointer { s in
            let n = s.count
            var i = 0
            while i < n {
                let v = s[i]
                if Self.isSyllable(v) {
                    var j = i + 1
                    var end = j
                    while j < n {
                        if Self.isSyllable(s[j]) {
                            j += 1
                            end = j
                        } else if s[j] == 0x20 {
                            var k = j + 1
                            while k < n && s[k] == 0x20 { k += 1 }
                            guard k < n && Self.isSyllable(s[k]) else { break }
                            j = k
                        } else {
                            break
                        }
                    }
                    body(.hangul(i..<end))
                    i = end
                } else if Self.isLatin(v) {
                    var j = i + 1
                    while j < n {
                        if Self.isLatin(s[j]) {
                            j += 1
                        } else if s[j] == 0x27 && j + 1 < n && Self.isLatin(s[j + 1]) {
                            j += 2
                        } else {
                            break
                        }
                    }
                    body(j - i > maxWordLength ? .skipped : .latin(i..<j))
                    i = j
                } else if Self.isDigit(v) {
                    var j = i + 1
                    while j < n && Self.isDigit(s[j]) { j += 1 }
                    body(j - i > maxNumberLength ? .skipped : .number(i..<j))
                    i = j
                } else {
                    i += 1
                }
            }
        }
    }
}
