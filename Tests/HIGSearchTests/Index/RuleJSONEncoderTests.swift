import Foundation
import HIGModel
import Testing
@testable import HIGSearch
import _HIGTestSupport

/// The stored record's writer against `JSONEncoding` (itself byte-identical to Foundation's
/// encoder with sorted keys), and against the models it writes by hand.
@Suite struct RuleJSONEncoderTests {
    /// Optional members present and absent, escapes, empty arrays, several texts and sources.
    static let unusual: [Rule] = {
        let bare = Source(document: "a.md", title: "A", lines: LineRange(3, 3))
        let full = Source(document: "b \"quoted\".html", title: "B\\C", translator: "번역가", url: "https://x.test/a/b?c=d",
                          original: "https://developer.apple.com/design/", lines: LineRange(10, 12))
        return [
            Rule(id: RuleID("x-1"), topic: Topic(slug: "x", english: "X", korean: "엑스"), kind: .note, english: [],
                 translations: [Translation(title: "제목\t", text: "줄\n바꿈 \u{1}", source: full)]),
            Rule(id: RuleID("x-2"), topic: Topic(slug: "x", english: "X", korean: "엑스"), section: "Best practices",
                 kind: .platform,
                 english: [EnglishText(title: "T", text: "Text / with slash", sources: [bare, full]),
                           EnglishText(title: "T2", text: "", sources: [])],
                 translations: [], references: ["For developer guidance, see UIProgressView.", "참고"], order: -7),
        ]
    }()

    @Test func writesWhatJSONEncodingWrites() throws {
        var encoder = RuleJSONEncoder()
        for rule in RuleFixtures.all + Self.unusual + SyntheticRules.make(count: 40) {
            #expect(encoder.encode(rule) == (try JSONEncoding.encode(rule)), "\(rule.id)")
        }
    }

    @Test func recordsDecodeBack() throws {
        var encoder = RuleJSONEncoder()
        for rule in RuleFixtures.all + Self.unusual {
            #expect(encoder.encode(rule).withUnsafeBytes { RuleJSONDecoder.decode($0) } == rule)
        }
    }

    /// A property added to a model must be written by `RuleJSONEncoder` (and read by
    /// `RuleJSONDecoder`) before this passes again.
    @Test func knowsEveryStoredProperty() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let rule = Self.unusual[1]
        #expect(labels(rule) == ["id", "topic", "section", "kind", "english", "translations", "references", "order"])
        #expect(labels(rule.topic) == ["slug", "english", "korean"])
        #expect(labels(rule.english[0]) == ["title", "text", "sources"])
        #expect(labels(Self.unusual[0].translations[0]) == ["title", "text", "source"])
        #expect(labels(rule.english[0].sources[0]) == ["document", "title", "translator", "url", "original", "lines"])
        #expect(labels(LineRange(1, 2)) == ["first", "last"])
    }
}
