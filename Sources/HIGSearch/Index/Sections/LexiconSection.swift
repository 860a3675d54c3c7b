import HIGText

/// The `lexicon` section, format 2: both directions of the learned lexicon as sorted tables, so a
/// look-up is a binary search in the mapped bytes and nothing is decoded when an index opens.
///
/// ```
/// lexicon  u8 version 2 · u8[3] zero · u32 English stem count e · u32 Korean unit count k
///          · stems: u32 offsets[e + 1] into the stem blob · u32 entry starts[e + 1]
///          · units: u32 offsets[k + 1] into the unit blob · u32 entry starts[k + 1]
///          · English → Korean entries { u32 unit number · u32 weight in 1/1000 }, strongest first per stem
///          · Korean → English entries { u32 stem number · u32 weight in 1/1000 }, strongest first per unit
///          · stem blob · unit blob (UTF-8, each sorted bytewise)
/// ```
///
/// Format 1 (`BilingualLexicon.serialized()`, a version byte 1 first) is still read, decoded whole,
/// for indexes written before; the writer stores format 2. Encoder, validation and reads side by side.
enum LexiconSection {
    static let version: UInt8 = 2
    static let headerSize = 12
    static let entrySize = 8

    /// The section for `lexicon`, with the pairs and weights format 1 gave: weights quantized to
    /// 1/1000 and the Korean → English direction derived from the English → Korean one (each unit's
    /// `BilingualLexicon.translationsPerUnit` strongest stems), so an index answers the same in either format.
    static func encode(_ lexicon: BilingualLexicon) -> [UInt8] {
        let stored = BilingualLexicon(serialized: lexicon.serialized()) ?? BilingualLexicon()
        let stems = stored.koreanByEnglish.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let units = stored.englishByKorean.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let stemNumber = Dictionary(uniqueKeysWithValues: stems.enumerated().map { (String(decoding: $1, as: UTF8.self), $0) })
        let unitNumber = Dictionary(uniqueKeysWithValues: units.enumerated().map { (String(decoding: $1, as: UTF8.self), $0) })
        let forward = stems.map { stored.koreanByEnglish[String(decoding: $0, as: UTF8.self)]! }
        let backward = units.map { stored.englishByKorean[String(decoding: $0, as: UTF8.self)]! }

        var w = ByteWriter()
        w.u8(version)
        w.append([0, 0, 0])
        w.u32(UInt32(stems.count))
        w.u32(UInt32(units.count))
        func side(_ keys: [[UInt8]], _ entries: [[BilingualLexicon.Entry]]) {
            OffsetTable.encode(keys.lazy.map(\.count), into: &w)
            OffsetTable.encode(entries.lazy.map(\.count), into: &w)
        }
        side(stems, forward)
        side(units, backward)
        func pairs(_ entries: [[BilingualLexicon.Entry]], numbers: [String: Int]) {
            for entry in entries.joined() {
                w.u32(UInt32(numbers[entry.unit]!))
                w.u32(UInt32((entry.weight * 1000).rounded()))
            }
        }
        pairs(forward, numbers: unitNumber)
        pairs(backward, numbers: stemNumber)
        for stem in stems { w.append(stem) }
        for unit in units { w.append(unit) }
        return w.bytes
    }

    /// Checks a format 2 section: counts, the four offset tables, and that every entry names a key of
    /// the other side. A format 1 section is checked when it is decoded.
    /// - Complexity: O(section size).
    static func validate(_ raw: RawBytes, _ range: Range<Int>) throws(IndexError) {
        guard range.count > 0, raw.u8(range.lowerBound) == version else { return }
        guard range.count >= headerSize, let e = raw.u32(range.lowerBound + 4).map(Int.init),
              let k = raw.u32(range.lowerBound + 8).map(Int.init), e < 1 << 26, k < 1 << 26,
              range.lowerBound + headerSize + 2 * OffsetTable.size(count: e) + 2 * OffsetTable.size(count: k) <= range.upperBound else {
            throw .corrupt(.lexicon, "bad header")
        }
        let view = View(raw, range)
        for side in [view.stems, view.units] {
            // Entry starts count entries: each starts at 0, never decreases and stays within the last.
            let last = Int(raw.u32(side.entries + 4 * side.count)!)
            try OffsetTable.validate(raw, table: side.entries, count: side.count, blob: 0, end: last, section: .lexicon)
        }
        guard view.stems.blob <= range.upperBound else { throw .corrupt(.lexicon, "bad entry count") }
        try OffsetTable.validate(raw, table: view.stems.keys, count: e, blob: view.stems.blob, end: range.upperBound,
                                 section: .lexicon)
        try OffsetTable.validate(raw, table: view.units.keys, count: k, blob: view.units.blob, end: range.upperBound,
                                 section: .lexicon)
        for (side, other) in [(view.stems, view.units), (view.units, view.stems)] {
            let count = Int(raw.u32(side.entries + 4 * side.count)!)
            for i in 0..<count where Int(raw.u32(side.pairs + entrySize * i)!) >= other.count {
                throw .corrupt(.lexicon, "bad key number")
            }
        }
    }

    /// Reads a validated format 2 section.
    struct View {
        /// One direction: its keys (sorted bytewise) and where each key's entries start.
        struct Side {
            let count: Int
            let keys: Int
            let entries: Int
            let pairs: Int
            let blob: Int
        }

        let raw: RawBytes
        let stems: Side
        let units: Side

        /// Where everything lies; reads of the counts stay in bounds even before `validate`.
        init(_ raw: RawBytes, _ range: Range<Int>) {
            self.raw = raw
            let e = Int(raw.u32(range.lowerBound + 4) ?? 0), k = Int(raw.u32(range.lowerBound + 8) ?? 0)
            let stemKeys = range.lowerBound + LexiconSection.headerSize, stemEntries = stemKeys + OffsetTable.size(count: e)
            let unitKeys = stemEntries + OffsetTable.size(count: e), unitEntries = unitKeys + OffsetTable.size(count: k)
            let forward = unitEntries + OffsetTable.size(count: k)
            let backward = forward + LexiconSection.entrySize * Int(raw.u32(stemEntries + 4 * e) ?? 0)
            let stemBlob = backward + LexiconSection.entrySize * Int(raw.u32(unitEntries + 4 * k) ?? 0)
            let unitBlob = stemBlob + Int(raw.u32(stemKeys + 4 * e) ?? 0)
            stems = Side(count: e, keys: stemKeys, entries: stemEntries, pairs: forward, blob: stemBlob)
            units = Side(count: k, keys: unitKeys, entries: unitEntries, pairs: backward, blob: unitBlob)
        }

        var isEmpty: Bool { stems.count == 0 }

        /// Korean units that translate an English stem, strongest first.
        func korean(forEnglish stem: String) -> [BilingualLexicon.Entry] { entries(of: stem, in: stems, other: units) }

        /// English stems that a Korean unit translates, strongest first.
        func english(forKorean unit: String) -> [BilingualLexicon.Entry] { entries(of: unit, in: units, other: stems) }

        /// Every pair, decoded (for tests and tools; a search looks up in place).
        func decoded() -> BilingualLexicon {
            func table(_ side: Side, _ other: Side) -> [String: [BilingualLexicon.Entry]] {
                Dictionary(uniqueKeysWithValues: (0..<side.count).map { (string(key($0, side)), entries(at: $0, in: side, other: other)) })
            }
            return BilingualLexicon(koreanByEnglish: table(stems, units), englishByKorean: table(units, stems))
        }

        private func key(_ number: Int, _ side: Side) -> UnsafeRawBufferPointer {
            let start = Int(raw.u32(side.keys + 4 * number)!), end = Int(raw.u32(side.keys + 4 * number + 4)!)
            return raw.bytes(side.blob + start, end - start)!
        }

        private func string(_ bytes: UnsafeRawBufferPointer) -> String { String(decoding: bytes, as: UTF8.self) }

        /// - Complexity: O(log *n*) comparisons in the mapped bytes, then one `String` per entry returned.
        private func entries(of text: String, in side: Side, other: Side) -> [BilingualLexicon.Entry] {
            var text = text
            let found: Int? = text.withUTF8 { utf8 in
                let wanted = UnsafeRawBufferPointer(utf8)
                var low = 0, high = side.count
                while low < high {
                    let mid = (low + high) / 2
                    let order = compare(key(mid, side), wanted)
                    if order == 0 { return mid }
                    if order < 0 { low = mid + 1 } else { high = mid }
                }
                return nil
            }
            return found.map { entries(at: $0, in: side, other: other) } ?? []
        }

        private func entries(at number: Int, in side: Side, other: Side) -> [BilingualLexicon.Entry] {
            let start = Int(raw.u32(side.entries + 4 * number)!), end = Int(raw.u32(side.entries + 4 * number + 4)!)
            return (start..<end).map { i in
                let pair = side.pairs + LexiconSection.entrySize * i
                return BilingualLexicon.Entry(unit: string(key(Int(raw.u32(pair)!), other)),
                                              weight: Double(raw.u32(pair + 4)!) / 1000)
            }
        }
    }
}

/// A format 2 lexicon section looked up in place, through the reader that owns the bytes.
final class MappedLexicon: LexiconPairs {
    let reader: IndexReader

    init(reader: IndexReader) {
        self.reader = reader
    }

    func korean(forEnglish stem: String) -> [BilingualLexicon.Entry] {
        reader.withBytes { LexiconSection.View($0, reader.layout.lexicon).korean(forEnglish: stem) }
    }

    func english(forKorean unit: String) -> [BilingualLexicon.Entry] {
        reader.withBytes { LexiconSection.View($0, reader.layout.lexicon).english(forKorean: unit) }
    }
}
