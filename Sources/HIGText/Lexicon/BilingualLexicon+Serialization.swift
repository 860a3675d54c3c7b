/// The lexicon as bytes, format 1: a version byte, then for each English stem (sorted) its Korean
/// entries; weights quantized to 1/1000. The reverse direction is rebuilt on reading. Indexes now
/// store format 2 (`LexiconSection` in HIGSearch, looked up in place, with the pairs this format
/// gives); this one is read for indexes written before.
extension BilingualLexicon {
    static let formatVersion: UInt8 = 1

    public func serialized() -> [UInt8] {
        var bytes: [UInt8] = [Self.formatVersion]
        func varint(_ value: Int) {
            var value = UInt64(value)
            while value >= 0x80 { bytes.append(UInt8(value & 0x7F) | 0x80); value >>= 7 }
            bytes.append(UInt8(value))
        }
        func string(_ text: String) {
            let utf8 = Array(text.utf8)
            varint(utf8.count)
            bytes += utf8
        }
        let stems = koreanByEnglish.keys.sorted()
        varint(stems.count)
        for stem in stems {
            string(stem)
            let entries = koreanByEnglish[stem]!
            varint(entries.count)
            for entry in entries {
                string(entry.unit)
                varint(Int((entry.weight * 1000).rounded()))
            }
        }
        return bytes
    }

    /// Reads `serialized()` bytes; nil when they are not a lexicon of this version.
    public init?(serialized bytes: some Collection<UInt8>) {
        let data = Array(bytes)
        var offset = 0
        guard data.first == Self.formatVersion else { return nil }
        offset = 1
        func varint() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < data.count, shift < 64 {
                let byte = data[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return Int(exactly: value) }
                shift += 7
            }
            return nil
        }
        func string() -> String? {
            guard let length = varint(), length <= data.count - offset else { return nil }
            defer { offset += length }
            return String(validating: data[offset..<(offset + length)], as: UTF8.self)
        }
        guard let stemCount = varint(), stemCount <= data.count else { return nil }
        var koreanByEnglish: [String: [Entry]] = [:]
        var englishByKorean: [String: [Entry]] = [:]
        for _ in 0..<stemCount {
            guard let stem = string(), let entryCount = varint(), entryCount <= data.count else { return nil }
            var entries: [Entry] = []
            for _ in 0..<entryCount {
                guard let unit = string(), let milli = varint() else { return nil }
                let entry = Entry(unit: unit, weight: Double(milli) / 1000)
                entries.append(entry)
                englishByKorean[unit, default: []].append(Entry(unit: stem, weight: entry.weight))
            }
            koreanByEnglish[stem] = entries
        }
        guard offset == data.count else { return nil }
        self.init(koreanByEnglish: koreanByEnglish,
                  englishByKorean: englishByKorean.mapValues { Array($0.sorted { ($0.weight, $1.unit) > ($1.weight, $0.unit) }.prefix(Self.translationsPerUnit)) })
    }
}
