/// Splits a `MatchText` into runs by script: Hangul phrases, Latin words and digit runs.
///
/// - A *Hangul phrase* is one or more runs of Hangul syllables and compatibility jamo
///   (ㄱ…ㅎ, ㅏ…ㅣ, as typed in 초성 queries or while a syllable is composed) separated
///   only by spaces (not line breaks, not punctuation): `모달 뷰를 닫기` is one phrase of
///   three words, `ㅁㄷ 닫기` one of two.
/// - A *Latin word* is a run of Latin letters; an apostrophe between two letters
///   stays inside (`don't`, `app's`). Words longer than `maxWordLength` letters
///   are reported as `skipped` so positions still advance.
/// - A *number* is a run of ASCII digits.
///
/// Script changes always split: `bar를` → `bar`, `를`; `iOS13` → `ios`, `13`.
/// Everything else (punctuation, symbols, other scripts, archaic and conjoining
/// jamo) separates runs and produces nothing.
public struct ScriptTokenizer: Sendable {
    /// One run found by the tokenizer, as a range of indices into `MatchText.scalars`.
    public enum Run: Equatable, Sendable {
        /// Syllables, compatibility jamo and the spaces between them; starts and ends on a syllable or jamo.
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

    /// Whether the value takes a place in a Hangul phrase: a syllable or a compatibility jamo.
    @inline(__always)
    public static func isHangulUnit(_ v: UInt32) -> Bool {
        Script.isHangulSyllable(v) || Script.isCompatibilityJamo(v)
    }

    /// Calls `body` with every run, in text order.
    @inline(__always)
    public func forEachRun(in text: MatchText, _ body: (Run) -> Void) {
        text.scalars.withUnsafeBufferPointer { s in
            let n = s.count
            var i = 0
            while i < n {
                let v = s[i]
                if Self.isHangulUnit(v) {
                    var j = i + 1
                    var end = j
                    while j < n {
                        if Self.isHangulUnit(s[j]) {
                            j += 1
                            end = j
                        } else if s[j] == 0x20 {
                            var k = j + 1
                            while k < n && s[k] == 0x20 { k += 1 }
                            guard k < n && Self.isHangulUnit(s[k]) else { break }
                            j = k
                        } else {
                            break
                        }
                    }
                    body(.hangul(i..<end))
                    i = end
                } else if Script.isLatinLetter(v) {
                    var j = i + 1
                    while j < n {
                        if Script.isLatinLetter(s[j]) {
                            j += 1
                        } else if s[j] == 0x27 && j + 1 < n && Script.isLatinLetter(s[j + 1]) {
                            j += 2
                        } else {
                            break
                        }
                    }
                    body(j - i > maxWordLength ? .skipped : .latin(i..<j))
                    i = j
                } else if Script.isDigit(v) {
                    var j = i + 1
                    while j < n && Script.isDigit(s[j]) { j += 1 }
                    body(j - i > maxNumberLength ? .skipped : .number(i..<j))
                    i = j
                } else {
                    i += 1
                }
            }
        }
    }
}
