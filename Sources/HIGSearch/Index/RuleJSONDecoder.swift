import HIGModel

/// Decodes a stored record (the sorted-keys JSON `JSONEncoder` wrote for a `Rule`)
/// about ten times faster than `JSONDecoder`, which matters when every search
/// result is decoded.
///
/// It knows the keys of `Rule`, `Topic`, `EnglishText`, `Translation` and
/// `Source`; on anything else (a key added to the model, a type it does not
/// expect) it returns `nil` and the caller falls back to `JSONDecoder`, so the
/// model stays the single source of truth.
struct RuleJSONDecoder {
    private let bytes: UnsafeRawBufferPointer
    private var i = 0

    static func decode(_ bytes: UnsafeRawBufferPointer) -> Rule? {
        var decoder = RuleJSONDecoder(bytes: bytes)
        guard let rule = decoder.rule() else { return nil }
        decoder.skipSpace()
        return decoder.i == bytes.count ? rule : nil
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    // MARK: Model

    private mutating func rule() -> Rule? {
        var id: String?, topic: Topic?, section: String?, kind: RuleKind?
        var english: [EnglishText] = [], translations: [Translation] = [], references: [String] = []
        var order = 0
        let ok = object { decoder, key in
            switch key {
            case "english": return decoder.array { english.append(contentsOf: $0.englishText().map { [$0] } ?? []); return !english.isEmpty }
            case "id": id = decoder.string(); return id != nil
            case "kind": kind = decoder.string().flatMap(RuleKind.init(rawValue:)); return kind != nil
            case "order": guard let value = decoder.integer() else { return false }; order = value; return true
            case "references": return decoder.array { d in guard let s = d.string() else { return false }; references.append(s); return true }
            case "section":
                if decoder.null() { return true }
                section = decoder.string()
                return section != nil
            case "topic": topic = decoder.topic(); return topic != nil
            case "translations": return decoder.array { d in guard let t = d.translation() else { return false }; translations.append(t); return true }
            default: return false
            }
        }
        guard ok, let id, let topic, let kind else { return nil }
        return Rule(id: RuleID(id), topic: topic, section: section, kind: kind, english: english,
                    translations: translations, references: references, order: order)
    }

    private mutating func topic() -> Topic? {
        var slug: String?, en: String?, ko: String?
        let ok = object { d, key in
            switch key {
            case "slug": slug = d.string(); return slug != nil
            case "en": en = d.string(); return en != nil
            case "ko": ko = d.string(); return ko != nil
            default: return false
            }
        }
        guard ok, let slug, let en, let ko else { return nil }
        return Topic(slug: slug, english: en, korean: ko)
    }

    private mutating func englishText() -> EnglishText? {
        var title: String?, text: String?, sources: [Source] = []
        var sawSources = false
        let ok = object { d, key in
            switch key {
            case "title": title = d.string(); return title != nil
            case "text": text = d.string(); return text != nil
            case "sources":
                sawSources = true
                return d.array { d in guard let s = d.source() else { return false }; sources.append(s); return true }
            default: return false
            }
        }
        guard ok, sawSources, let title, let text else { return nil }
        return EnglishText(title: title, text: text, sources: sources)
    }

    private mutating func translation() -> Translation? {
        var title: String?, text: String?, source: Source?
        let ok = object { d, key in
            switch key {
            case "title": title = d.string(); return title != nil
            case "text": text = d.string(); return text != nil
            case "source": source = d.source(); return source != nil
            default: return false
            }
        }
        guard ok, let title, let text, let source else { return nil }
        return Translation(title: title, text: text, source: source)
    }

    private mutating func source() -> Source? {
        var document: String?, title: String?, translator: String?, url: String?, original: String?
        var lines: LineRange?
        let ok = object { d, key in
            switch key {
            case "document": document = d.string(); return document != nil
            case "title": title = d.string(); return title != nil
            case "translator": if d.null() { return true }; translator = d.string(); return translator != nil
            case "url": if d.null() { return true }; url = d.string(); return url != nil
            case "original": if d.null() { return true }; original = d.string(); return original != nil
            case "lines":
                var values: [Int] = []
                guard d.array({ d in guard let v = d.integer() else { return false }; values.append(v); return true }),
                      values.count == 2 else { return false }
                lines = LineRange(values[0], values[1])
                return true
            default: return false
            }
        }
        guard ok, let document, let title, let lines else { return nil }
        return Source(document: document, title: title, translator: translator, url: url, original: original, lines: lines)
    }

    // MARK: JSON

    @inline(__always) private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    @inline(__always) private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard i < bytes.count, bytes[i] == byte else { return false }
        i += 1
        return true
    }

    private mutating func null() -> Bool {
        skipSpace()
        guard i + 4 <= bytes.count, bytes[i] == 0x6E, bytes[i + 1] == 0x75, bytes[i + 2] == 0x6C, bytes[i + 3] == 0x6C else { return false }
        i += 4
        return true
    }

    /// `{ "key": value, … }`, calling `member` to read each value; `false` stops.
    private mutating func object(_ member: (inout RuleJSONDecoder, String) -> Bool) -> Bool {
        guard take(0x7B) else { return false }
        if take(0x7D) { return true }
        while true {
            guard let key = string(), take(0x3A), member(&self, key) else { return false }
            if take(0x2C) { continue }
            return take(0x7D)
        }
    }

    /// `[ value, … ]`, calling `element` for each.
    private mutating func array(_ element: (inout RuleJSONDecoder) -> Bool) -> Bool {
        guard take(0x5B) else { return false }
        if take(0x5D) { return true }
        while true {
            guard element(&self) else { return false }
            if take(0x2C) { continue }
            return take(0x5D)
        }
    }

    private mutating func integer() -> Int? {
        skipSpace()
        var negative = false
        if i < bytes.count && bytes[i] == 0x2D { negative = true; i += 1 }
        var value = 0
        let start = i
        while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39, i - start < 18 {
            value = value * 10 + Int(bytes[i] - 0x30)
            i += 1
        }
        guard i > start, i == bytes.count || !(bytes[i] == 0x2E || bytes[i] == 0x65 || bytes[i] == 0x45 || (bytes[i] >= 0x30 && bytes[i] <= 0x39)) else { return nil }
        return negative ? -value : value
    }

    private mutating func string() -> String? {
        guard take(0x22) else { return nil }
        let start = i
        while i < bytes.count && bytes[i] != 0x22 && bytes[i] != 0x5C { i += 1 }
        guard i < bytes.count else { return nil }
        if bytes[i] == 0x22 {
            let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<i])
            i += 1
            return String(decoding: slice, as: UTF8.self)
        }
        // Escapes: rebuild the bytes.
        var out = Array(bytes[start..<i])
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x22 {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if byte != 0x5C {
                out.append(byte)
                i += 1
                continue
            }
            guard i + 1 < bytes.count else { return nil }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case 0x22, 0x5C, 0x2F: out.append(escape)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                guard var scalar = hex4() else { return nil }
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == 0x75 else { return nil }
                    i += 2
                    guard let low = hex4(), low >= 0xDC00 && low < 0xE000 else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let value = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: String(Character(value)).utf8)
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let digit: UInt32
            switch c {
            case 0x30...0x39: digit = UInt32(c - 0x30)
            case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
            default: return nil
            }
            value = value << 4 | digit
            i += 1
        }
        return value
    }
}
