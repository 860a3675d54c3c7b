/// Splits text into sentences for snippets.
///
/// A sentence ends at a line break, or after `.`, `!`, `?` (and any closing
/// quotes or brackets right after it) followed by a space or the end of the
/// text, or after `。`. Surrounding spaces are excluded; empty sentences are
/// dropped. A period does not end a sentence after "e.g", "i.e", "etc" or "vs",
/// nor when the next word is in lower case ("iOS 13. and later"; "iOS" itself starts one).
///
/// - Complexity: one pass over the UTF-8 bytes, no copy of the text.
public enum SentenceSplitter {
    /// A sentence as ranges of the original text in UTF-16 code units and in UTF-8 bytes.
    public struct Sentence: Hashable, Sendable {
        public var utf16: Range<Int>
        public var utf8: Range<Int>

        /// The sentence's text, cut from the text it was found in.
        public func text(in text: String) -> String {
            var text = text
            return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[utf8]), as: UTF8.self) }
        }
    }

    /// The sentences of `text`, in order.
    public static func sentences(in text: String) -> [Sentence] {
        split(text, firstOnly: false)
    }

    /// The first sentence of `text`, if it has any.
    public static func firstSentence(in text: String) -> Sentence? {
        split(text, firstOnly: true).first
    }

    /// UTF-16 ranges only (tests, callers that do not need bytes).
    public static func ranges(in text: String) -> [Range<Int>] {
        sentences(in: text).map(\.utf16)
    }

    private enum Kind { case other, space, lineBreak, terminator, ideographicStop, closer }

    @inline(__always)
    private static func kind(_ v: UInt32) -> Kind {
        switch v {
        case 0x20, 0x09, 0xA0, 0x3000, 0x2000...0x200B, 0x202F: .space
        case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: .lineBreak
        case 0x2E, 0x21, 0x3F: .terminator
        case 0x3002: .ideographicStop
        case 0x22, 0x27, 0x29, 0x5D, 0x2019, 0x201D, 0x300D, 0x300F: .closer
        default: .other
        }
    }

    private static func split(_ text: String, firstOnly: Bool) -> [Sentence] {
        var text = text
        return text.withUTF8 { bytes in
            // Decode to (scalar, utf8 start, utf16 start) on the fly.
            var result: [Sentence] = []
            let n = bytes.count
            var i = 0          // byte index
            var u = 0          // UTF-16 index at i
            var start8 = 0, start16 = 0
            var pendingEnd: (Int, Int)?   // a terminator seen: sentence may end here

            func emit(_ from8: Int, _ from16: Int, _ to8: Int, _ to16: Int) {
                // Trim spaces and line breaks at both ends.
                var a8 = from8, a16 = from16, b8 = to8, b16 = to16
                while a8 < b8 {
                    let (v, len) = decode(bytes, a8)
                    guard kind(v) == .space || kind(v) == .lineBreak else { break }
                    a8 += len
                    a16 += v > 0xFFFF ? 2 : 1
                }
                while b8 > a8 {
                    var c = b8 - 1
                    while c > a8 && bytes[c] & 0xC0 == 0x80 { c -= 1 }
                    let (v, _) = decode(bytes, c)
                    guard kind(v) == .space || kind(v) == .lineBreak else { break }
                    b8 = c
                    b16 -= v > 0xFFFF ? 2 : 1
                }
                if a8 < b8 { result.append(Sentence(utf16: a16..<b16, utf8: a8..<b8)) }
            }

            while i < n {
                let (v, len) = decode(bytes, i)
                let k = kind(v)
                if let end = pendingEnd {
                    if k == .terminator || k == .closer {
                        pendingEnd = (i + len, u + (v > 0xFFFF ? 2 : 1))
                    } else {
                        pendingEnd = nil
                        if (k == .space || k == .lineBreak) && endsSentence(bytes, end: end.0, next: i) {
                            emit(start8, start16, end.0, end.1)
                            if firstOnly, !result.isEmpty { return result }
                            start8 = end.0
                            start16 = end.1
                        }
                    }
                }
                if k == .lineBreak {
                    emit(start8, start16, i, u)
                    if firstOnly, !result.isEmpty { return result }
                    start8 = i + len
                    start16 = u + 1
                } else if k == .terminator && pendingEnd == nil {
                    pendingEnd = (i + len, u + 1)
                } else if k == .ideographicStop {
                    emit(start8, start16, i + len, u + 1)
                    if firstOnly, !result.isEmpty { return result }
                    start8 = i + len
                    start16 = u + 1
                }
                i += len
                u += v > 0xFFFF ? 2 : 1
            }
            emit(start8, start16, n, u)
            return result
        }
    }

    /// Whether the terminator ending at byte `end` closes a sentence: not after an abbreviation,
    /// not when the next word (after the spaces from `next`) starts with a lower-case ASCII letter.
    private static func endsSentence(_ bytes: UnsafeBufferPointer<UInt8>, end: Int, next: Int) -> Bool {
        for abbreviation in abbreviations where end >= abbreviation.count {
            let start = end - abbreviation.count
            guard bytes[start..<end].elementsEqual(abbreviation) else { continue }
            if start == 0 || bytes[start - 1] == 0x20 || bytes[start - 1] == 0x28 { return false }
        }
        var j = next
        while j < bytes.count, bytes[j] == 0x20 { j += 1 }
        guard j < bytes.count, Script.isASCIILowercase(UInt32(bytes[j])) else { return true }
        // A lower-case word continues the sentence; a name like "iOS" or "macOS" starts one.
        while j < bytes.count, Script.isASCIILowercase(UInt32(bytes[j])) || Script.isASCIIUppercase(UInt32(bytes[j])) {
            if Script.isASCIIUppercase(UInt32(bytes[j])) { return true }
            j += 1
        }
        return false
    }

    private static let abbreviations: [[UInt8]] = ["e.g.", "i.e.", "etc.", "vs.", "cf."].map { Array($0.utf8) }

    /// Decodes the UTF-8 scalar at `i` (input is valid UTF-8: it comes from a `String`).
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        }
        return ((b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F), 4)
    }
}
