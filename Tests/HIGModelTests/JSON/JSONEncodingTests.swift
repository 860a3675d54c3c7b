import Foundation
import HIGModel
import Testing
import _HIGTestSupport

/// Values of every shape the project encodes: camelCase keys, optionals, nested
/// containers, dictionaries, numbers and strings that need escaping.
private struct Sample: Encodable {
    struct Inner: Encodable {
        var lineCount: Int
        var ratio: Double
        var note: String?
    }

    var alignedPairs = 3
    var mergedTranslations = 0
    var fileURLPath = "Corpus/a.txt"
    var id = "modality-11"
    var took_ms = 0.214
    var isKoreanOnly = false
    var missing: String? = nil
    var nested: [[Int]] = [[], [1, 2], [3]]
    var inners = [Inner(lineCount: 1, ratio: 0.5, note: nil), Inner(lineCount: -2, ratio: 1e-7, note: "a/b")]
    var dropped: [String: Int] = ["translator's aside": 2, "blogHeader": 1, "Zed": 0]
    var empty: [String: Int] = [:]
    var bytes: [UInt8] = [0, 255]
    var big: UInt64 = .max
    var small: Int64 = .min
    var float: Float = 0.1

    enum CodingKeys: String, CodingKey {
        case alignedPairs, mergedTranslations, fileURLPath, id, took_ms, isKoreanOnly, missing, nested, inners
        case dropped, empty, bytes, big, small, float
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(alignedPairs, forKey: .alignedPairs)
        try c.encode(mergedTranslations, forKey: .mergedTranslations)
        try c.encode(fileURLPath, forKey: .fileURLPath)
        try c.encode(id, forKey: .id)
        try c.encode(took_ms, forKey: .took_ms)
        try c.encode(isKoreanOnly, forKey: .isKoreanOnly)
        try c.encode(missing, forKey: .missing)  // null, as `encode` of an optional writes
        try c.encode(nested, forKey: .nested)
        try c.encode(inners, forKey: .inners)
        try c.encode(dropped, forKey: .dropped)
        try c.encode(empty, forKey: .empty)
        try c.encode(bytes, forKey: .bytes)
        try c.encode(big, forKey: .big)
        try c.encode(small, forKey: .small)
        try c.encode(float, forKey: .float)
    }
}

@Suite("JSON encoding")
struct JSONEncodingTests {
    /// Foundation's encoder with the settings `JSONStyle.compact` promises to match.
    static func foundation(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return Array(try encoder.encode(value))
    }

    @Test("compact output is byte-identical to Foundation's JSONEncoder for rules")
    func rulesMatchFoundation() throws {
        for rule in RuleFixtures.all {
            #expect(try JSONEncoding.encode(rule) == Self.foundation(rule), "\(rule.id)")
        }
        #expect(try JSONEncoding.encode(RuleFixtures.all) == Self.foundation(RuleFixtures.all))
    }

    @Test("compact output is byte-identical to Foundation's for every shape: keys, optionals, dictionaries, numbers")
    func shapesMatchFoundation() throws {
        let sample = Sample()
        let ours = try JSONEncoding.string(sample)
        #expect(Array(ours.utf8) == (try Self.foundation(sample)), "\(ours)")
        #expect(ours.contains(#""aligned_pairs":3"#))
        #expect(ours.contains(#""file_url_path":"Corpus/a.txt""#))
        #expect(ours.contains(#""blogHeader":1"#), "dictionary keys are data, kept as they are")
    }

    @Test("numbers are spelled as Foundation spells them")
    func numbers() throws {
        var doubles: [Double] = [0, -0.0, 1, 100, 0.214, 11.5301, 1e-7, 1e21, 1e15, 1e16, 0.1 + 0.2, Double.leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, 123456789012345680, 12345.678, 0.0001, 0.000001, -3.5]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            doubles.append(Double(bitPattern: generator.next()))
            doubles.append(Double.random(in: -1e6...1e6, using: &generator).rounded() / 1000)
        }
        doubles = doubles.filter(\.isFinite)
        #expect(try JSONEncoding.encode(doubles) == Self.foundation(doubles))
        let integers: [Int] = [0, -1, .max, .min, 42]
        #expect(try JSONEncoding.encode(integers) == Self.foundation(integers))
        #expect(throws: EncodingError.self) { try JSONEncoding.encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONEncoding.encode(["x": Double.infinity]) }
    }

    @Test("strings are escaped as Foundation escapes them; slashes and non-ASCII stay")
    func strings() throws {
        var texts = ["q\"b\\s/ \u{0}\u{1}\u{8}\t\n\u{b}\u{c}\r\u{1f}\u{7f}\u{2028}é한😀", "", "https://example.com/a/b", "모달 뷰"]
        texts += (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        #expect(try JSONEncoding.encode(texts) == Self.foundation(texts))
        #expect(try JSONEncoding.string(["a/b\n"]) == #"["a/b\n"]"#)
    }

    @Test("snake_case keys follow Foundation's convertToSnakeCase")
    func snakeCase() throws {
        let keys = ["alignedPairs", "took_ms", "id", "URLValue", "fileURLPath", "recallAt5", "mrrAt10", "a", "A",
                    "already_snake", "twoWordsHere", "endsWithCAPS", "MRR", "x1Y2", "한글Key"]
        for key in keys {
            // Foundation keeps dictionary keys, so compare through a keyed type with that key.
            #expect(try JSONEncoding.string(KeyedOne(key: key)) == String(decoding: try Self.foundation(KeyedOne(key: key)), as: UTF8.self),
                    "\(key) → \(JSONKey.snakeCase(key))")
        }
        #expect(JSONKey.snakeCase("alignedPairs") == "aligned_pairs")
        #expect(JSONKey.snakeCase("mergedTranslations") == "merged_translations")
    }

    @Test("pretty output: two-space indent, \"key\": value, empty containers closed on their line")
    func pretty() throws {
        struct Small: Encodable {
            var alignedPairs = 2
            var list = [1, 2]
            var none: [Int] = []
            var object: [String: String] = [:]
            var topic = ["en": "Modality", "ko": "모달리티"]
        }
        let text = try JSONEncoding.string(Small(), style: .pretty)
        #expect(text == """
        {
          "aligned_pairs": 2,
          "list": [
            1,
            2
          ],
          "none": [],
          "object": {},
          "topic": {
            "en": "Modality",
            "ko": "모달리티"
          }
        }
        """)
        let compact = try JSONEncoding.encode(Small())
        let parsedPretty = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        let parsedCompact = try JSONSerialization.jsonObject(with: Data(compact)) as? NSDictionary
        #expect(parsedPretty == parsedCompact)
        #expect(JSONStyle.forOutput(isTerminal: true) == .pretty)
        #expect(JSONStyle.forOutput(isTerminal: false) == .compact)
    }

    @Test("cached members with slots write the same bytes as encoding the whole value")
    func cachedMembers() throws {
        struct Result: Encodable {
            var alpha = 1, beta = "b", gamma = [1], delta = 0.5, omega = "z"
        }
        for slots in [Set<String>(), ["alpha"], ["delta", "omega"], ["alpha", "beta", "gamma", "delta", "omega"]] {
            let cached = try JSONObjectMembers(of: Result(), slots: slots)
            var writer = JSONWriter()
            var filled: [String] = []
            cached.write(to: &writer) { key, writer in
                filled.append(key)
                switch key {
                case "alpha": writer.number(7)
                case "delta": writer.number(2.5)
                default: writer.string("slot")
                }
            }
            var expected = Result()
            if slots.contains("alpha") { expected.alpha = 7 }
            if slots.contains("beta") { expected.beta = "slot" }
            if slots.contains("delta") { expected.delta = 2.5 }
            if slots.contains("omega") { expected.omega = "slot" }
            if slots.contains("gamma") { continue }  // a slot may change a value's type; not comparable here
            #expect(writer.bytes == (try JSONEncoding.encode(expected)), "\(slots)")
            #expect(filled == cached.keys.filter(slots.contains))
        }
        #expect(throws: EncodingError.self) { try JSONObjectMembers(of: [1, 2]) }
    }

    @Test("a writer's members and fragments splice cached JSON in key order")
    func fragments() throws {
        var writer = JSONWriter()
        writer.beginObject()
        writer.members(Array(#""a":1,"b":[2]"#.utf8))
        writer.key("c")
        writer.fragment(Array(#"{"x":null}"#.utf8))
        writer.members(Array(#""d":true"#.utf8))
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"b":[2],"c":{"x":null},"d":true}"#)
        writer.reset()
        writer.beginArray()
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[]")
    }
}

/// An object with one member whose key is chosen at run time.
private struct KeyedOne: Encodable {
    var key: String

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: AnyKey.self)
        try c.encode(1, forKey: AnyKey(stringValue: key))
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
