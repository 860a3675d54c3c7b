import Foundation

/// Text normalized for matching, every scalar remembering which UTF-16 code
/// units of the original it stands for.
///
/// The steps are those of `Normalizer.normalize` — NFC, every kind of space to
/// one space, zero-width characters dropped, curly quotes and dashes to ASCII —
/// plus Latin letters lower-cased. Line breaks (`\n`, `\r`, U+2028/2029, …)
/// become `"\n"` rather than `" "`, so that tokenizers can tell a space inside
/// a phrase from the end of a line. Spaces are not collapsed here: that is the
/// tokenizer's business.
///
/// NFC composes across characters (`ㅁ`+`ㅗ` → `모`), so mapping is done per
/// extended grapheme cluster: every scalar of the normalized cluster maps to the
/// whole original cluster. Texts made only of characters that NFC never changes
/// (ASCII, precomposed Hangul, common punctuation) take a fast path.
public struct MatchText: Sendable {
    /// Normalized scalars, as `UInt32` values.
    public private(set) var scalars: [UInt32] = []
    /// For each scalar, the UTF-16 offset in the original where its source starts.
    public private(set) var starts: [Int32] = []
    /// For each scalar, the UTF-16 offset in the original where its source ends.
    public private(set) var ends: [Int32] = []

    /// The scalar value used for line breaks.
    public static let lineBreak: UInt32 = 0x0A

    public init(_ text: String) {
        self.init(text, offsets: true)
    }

    /// As `init(_:)`; with `offsets` false, `starts` and `ends` are left empty: for analysis
    /// into a `TokenStream` (the index build), which keeps no offsets, a third of the work.
    public init(_ text: String, offsets: Bool) {
        if !offsets {
            if Self.stableScalars(text, into: &scalars) { return }
            scalars = []
        }
        if Self.isNFCStable(text) {
            // Fast path: one pass, writing straight into the three arrays
            // (scalars never outnumber UTF-8 bytes, lower-casing included).
            let capacity = text.utf8.count
            var values = [UInt32](repeating: 0, count: capacity)
            var lows = [Int32](repeating: 0, count: capacity)
            var highs = [Int32](repeating: 0, count: capacity)
            var written = 0
            var overflow = false
            values.withUnsafeMutableBufferPointer { valueBuffer in
                lows.withUnsafeMutableBufferPointer { lowBuffer in
                    highs.withUnsafeMutableBufferPointer { highBuffer in
                        var offset: Int32 = 0
                        for scalar in text.unicodeScalars {
                            let end = offset + (scalar.value > 0xFFFF ? 2 : 1)
                            Self.map(scalar) { value in
                                guard written < capacity else { overflow = true; return }
                                valueBuffer[written] = value
                                lowBuffer[written] = offset
                                highBuffer[written] = end
                                written += 1
                            }
                            offset = end
                        }
                    }
                }
            }
            values.removeLast(capacity - written)
            lows.removeLast(capacity - written)
            highs.removeLast(capacity - written)
            if !overflow {
                scalars = values
                starts = lows
                ends = highs
                return
            }
            scalars = []
            starts = []
            ends = []
        }
        var offset: Int32 = 0
        for character in text {
            let width = Int32(character.utf16.count)
            let composed = String(character).precomposedStringWithCanonicalMapping
            for scalar in composed.unicodeScalars {
                Self.map(scalar) { value in
                    scalars.append(value)
                    starts.append(offset)
                    ends.append(offset + width)
                }
            }
            offset += width
        }
    }

    /// Normalizes `text` as `init(text, offsets: false)` does, into this value's own storage: for
    /// a caller that normalizes text after text (the index build), which then allocates nothing
    /// once the storage has grown to its longest text.
    public mutating func assign(_ text: String) {
        starts = []
        ends = []
        if Self.stableScalars(text, into: &scalars) { return }
        self = MatchText(text, offsets: false)
    }

    /// What `map` makes of each ASCII value: the one scalar it emits, `asciiNone` for none, or
    /// `asciiOther` where it would emit more (none does today; such a value would take `map`).
    private static let asciiMapped: [UInt32] = (0..<128).map { v in
        var emitted: [UInt32] = []
        map(Unicode.Scalar(UInt8(v))) { emitted.append($0) }
        return emitted.count == 1 ? emitted[0] : emitted.isEmpty ? asciiNone : asciiOther
    }
    private static let asciiNone = UInt32.max
    private static let asciiOther = UInt32.max - 1

    /// The mapped scalars of a text that NFC leaves alone, in one pass over its UTF-8 (decoded
    /// here, with ASCII mapped by a table and Hangul syllables written straight through), into
    /// `values` (its storage reused); `false` at the first scalar NFC might change, or if mapping
    /// made more scalars than bytes, `values` then holding nothing meaningful.
    ///
    /// - Complexity: O(bytes); `values` grows only past its longest text.
    private static func stableScalars(_ text: String, into values: inout [UInt32]) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            if values.count < bytes.count { values.append(contentsOf: repeatElement(0, count: bytes.count - values.count)) }
            var written = 0
            let complete = values.withUnsafeMutableBufferPointer { out -> Bool in
                asciiMapped.withUnsafeBufferPointer { ascii -> Bool in
                var i = 0
                let n = bytes.count
                while i < n {
                    let lead = UInt32(bytes[i])
                    var v: UInt32
                    if lead < 0x80 {
                        i += 1
                        let mapped = ascii[Int(lead)]
                        if mapped < asciiOther {
                            guard written < out.count else { return false }
                            out[written] = mapped
                            written += 1
                            continue
                        }
                        if mapped == asciiNone { continue }
                        v = lead
                    } else if lead < 0xE0 {
                        v = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                        i += 2
                    } else if lead < 0xF0 {
                        v = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                        i += 3
                    } else {
                        v = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                            | UInt32(bytes[i + 3] & 0x3F)
                        i += 4
                    }
                    // The common scalars, which `map` passes through (or lower-cases), inline.
                    if Script.isHangulSyllable(v) || Script.isASCIILowercase(v) || Script.isDigit(v) || v == 0x20 {
                        guard written < out.count else { return false }
                        out[written] = v
                        written += 1
                        continue
                    }
                    if Script.isASCIIUppercase(v) {
                        guard written < out.count else { return false }
                        out[written] = v + 0x20
                        written += 1
                        continue
                    }
                    guard Normalizer.isNFCStable(v) else { return false }
                    var fits = true
                    map(Unicode.Scalar(v)!) { value in
                        guard written < out.count else { fits = false; return }
                        out[written] = value
                        written += 1
                    }
                    if !fits { return false }
                }
                return true
                }
            }
            guard complete else { return false }
            values.removeLast(values.count - written)
            return true
        }
    }

    /// Number of normalized scalars.
    public var count: Int { scalars.count }

    /// The normalized text (for tests and debugging).
    public var string: String {
        var view = String.UnicodeScalarView()
        for value in scalars { view.append(Unicode.Scalar(value)!) }
        return String(view)
    }

    /// Maps one (composed) scalar for matching and passes the result(s) to `emit`:
    /// line breaks to `\n`, the rest through `Normalizer.map`, Latin lower-cased.
    @inline(__always)
    private static func map(_ original: Unicode.Scalar, _ emit: (UInt32) -> Void) {
        let value = original.value
        if Script.isASCIILowercase(value) || Script.isDigit(value) || value == 0x20 {
            return emit(value)
        }
        if Script.isASCIIUppercase(value) { return emit(value + 0x20) }
        if Script.isHangulSyllable(value) { return emit(value) }
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            return emit(lineBreak)
        default:
            break
        }
        // A conjoining jamo NFC left alone (an input method mid-syllable) is the jamo the user sees.
        if let jamo = CompatibilityJamo.fromConjoining(value) { return emit(jamo) }
        guard let mapped = Normalizer.map(original) else { return }
        let v = mapped.value
        if Script.isLatinLetter(v) {
            for lower in mapped.properties.lowercaseMapping.unicodeScalars { emit(lower.value) }
        } else {
            emit(v)
        }
    }

    /// Whether NFC leaves the text alone (the one definition is `Normalizer.isNFCStable`).
    static func isNFCStable(_ text: String) -> Bool { Normalizer.isNFCStable(text) }
}
