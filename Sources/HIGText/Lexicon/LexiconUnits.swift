/// The units a bilingual lexicon pairs: English content-word stems and Korean syllable bigrams.
///
/// Bigrams are what search indexes Korean by, so a learned pair can expand a query directly; they
/// also survive particles and endings (시트를, 시트는 share 시트). A one-syllable Korean word is a unit
/// by itself. Latin words inside Korean text are left out: they are their own translation, counted
/// as anchors by whoever compares texts.
public enum LexiconUnits {
    private static let stemmer = EnglishStemmer()

    /// The stop words of `englishText(_:)`, by their bytes.
    private static let stopWords: InternTable = {
        var table = InternTable(capacity: EnglishWords.comparisonStopWords.count)
        for word in EnglishWords.comparisonStopWords {
            var word = word
            _ = word.withUTF8 { table.number(of: UnsafeRawBufferPointer($0)) }
        }
        return table
    }()

    /// The distinct stems of the English content words of `text` ("Dismissing sheets" → dismiss, sheet).
    ///
    /// A text whose words are ASCII (most English) is read as bytes: each word lower-cased, checked
    /// against the stop words and stemmed in place, a stem made a `String` once, the first time the
    /// text gives it. Others take `englishText(_:)`, the same steps on strings, whose lower-casing
    /// and comparisons are Unicode's; for ASCII the two agree.
    public static func english(_ text: String) -> [String] {
        var normalized = Normalizer.normalize(text)
        if let units = normalized.withUTF8({ asciiEnglish($0) }) { return units }
        return englishText(normalized)
    }

    /// `english` of a normalized text's UTF-8, or `nil` if a word has a letter beyond ASCII.
    private static func asciiEnglish(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var units: [String] = []
        var seen = InternTable(capacity: 64)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { word -> [String]? in
            var length = 0
            func flush() {
                defer { length = 0 }
                guard length >= 2 else { return }
                let lower = UnsafeBufferPointer(rebasing: word[..<length])
                guard stopWords.number(ifPresent: UnsafeRawBufferPointer(lower)) == nil else { return }
                stemmer.withStem(of: lower) { stem in
                    if seen.number(of: UnsafeRawBufferPointer(stem)).isNew { units.append(String(decoding: stem, as: UTF8.self)) }
                }
            }
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x80 {
                    let v = UInt32(byte)
                    if Script.isASCIIUppercase(v) {
                        word[length] = byte + 0x20
                        length += 1
                    } else if Script.isASCIILowercase(v) || byte == UInt8(ascii: "'") && length > 0 {
                        word[length] = byte
                        length += 1
                    } else {
                        flush()
                    }
                    i += 1
                    continue
                }
                // A scalar beyond ASCII: a letter ends this path; anything else ends the word.
                var v = UInt32(byte)
                var width = 1
                if byte >= 0xF0 {
                    width = 4
                    v &= 0x07
                } else if byte >= 0xE0 {
                    width = 3
                    v &= 0x0F
                } else {
                    width = 2
                    v &= 0x1F
                }
                for k in 1..<width { v = v << 6 | UInt32(bytes[i + k] & 0x3F) }
                if Script.isLatinLetter(v) { return nil }
                flush()
                i += width
            }
            flush()
            return units
        }
    }

    /// `english` on strings: any Latin letters, lower-cased and compared as Unicode does.
    static func englishText(_ normalized: String) -> [String] {
        var seen = Set<String>()
        var units: [String] = []
        var word = String.UnicodeScalarView()
        func flush() {
            defer { word.removeAll() }
            guard word.count >= 2 else { return }
            let lower = String(word).lowercased()
            guard !EnglishWords.comparisonStopWords.contains(lower) else { return }
            let stem = stemmer.stem(lower)
            if seen.insert(stem).inserted { units.append(stem) }
        }
        for scalar in normalized.unicodeScalars {
            if Script(scalar) == .latin || scalar == "'" && !word.isEmpty {
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return units
    }

    /// The distinct syllable bigrams of the Korean words of `text`, and the one-syllable words.
    ///
    /// Read as the normalized text's scalars; a unit is made a `String` once, the first time the text
    /// gives it (a syllable is one scalar in NFC, so two units are the same string when their
    /// syllables are the same values).
    public static func korean(_ text: String) -> [String] {
        var units: [String] = []
        var seen = InternTable(capacity: 128)
        var run: [UInt32] = []
        func add(_ syllables: ArraySlice<UInt32>) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { buffer in
                var n = 0
                for syllable in syllables {
                    UTF8Writing.writeThreeBytes(syllable, into: buffer, at: n)
                    n += 3
                }
                let bytes = UnsafeBufferPointer(rebasing: buffer[..<n])
                if seen.number(of: UnsafeRawBufferPointer(bytes)).isNew { units.append(String(decoding: bytes, as: UTF8.self)) }
            }
        }
        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            if run.count == 1 { return add(run[0...]) }
            guard run.count >= 2 else { return }
            for index in 0..<(run.count - 1) { add(run[index...(index + 1)]) }
        }
        for scalar in Normalizer.normalize(text).unicodeScalars {
            if Script.isHangulSyllable(scalar) { run.append(scalar.value) } else { flush() }
        }
        flush()
        return units
    }
}
