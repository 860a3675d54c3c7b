import Foundation
import HIGModel
import HIGText
@testable import HIGSearch
import Testing
import _HIGTestSupport

@Suite("Response writer")
struct ResponseWriterTests {
    static let queries = ["모달 닫는 버튼", "progress bar", "dismiss modal view", "로딩", "진행 표시기 정확", "UIProgressView",
                          "멀티태스킹 화면", "x", "모달뷰를닫기전에",
                          // A corrected query ("showing results for") and one only suggestions answer.
                          "모덜", "ㅁㄷ", "ahekf", "mdoall", "qqqzzv"]

    /// What Foundation's `JSONEncoder` writes for `response` in the project's style.
    static func foundation(_ response: SearchResponse) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return Array(try encoder.encode(response))
    }

    /// The fast writer's bytes and the `took_ms` they carry.
    static func written(_ query: SearchQuery, rules: PreparedRules) throws -> (bytes: [UInt8], took: Double) {
        var writer = JSONWriter()
        Fixtures.searcher.writeResponse(query, rules: rules, into: &writer)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        return (writer.bytes, try #require(object["took_ms"] as? Double))
    }

    @Test("the response written from prepared rules is byte-identical to Foundation's encoding of the same response")
    func byteIdenticalToFoundation() throws {
        let rules = PreparedRules(reader: Fixtures.reader)
        for text in Self.queries {
            for language in [nil, Language.korean, .english] {
                let query = SearchQuery(text: text, language: language, limit: 20)
                // Twice: once preparing the rules, once from the cache.
                for _ in 0..<2 {
                    let (bytes, took) = try Self.written(query, rules: rules)
                    var response = Fixtures.searcher.search(query)
                    response.tookMilliseconds = took
                    #expect(bytes == (try Self.foundation(response)), "\(text) \(String(describing: language))")
                    #expect(bytes == (try response.json()))
                }
            }
        }
    }

    /// The bytes with `took_ms`'s value taken out.
    static func withoutTook(_ bytes: [UInt8]) throws -> String {
        let text = try #require(String(validating: bytes, as: UTF8.self))
        return text.replacing(/"took_ms":[0-9.e-]+\}$/, with: "\"took_ms\":}")
    }

    @Test("a cached answer is the search's answer, took_ms aside; the cache keeps to its bounds")
    func cachedAnswers() throws {
        let rules = PreparedRules(reader: Fixtures.reader)
        let answers = SearchAnswers()
        for text in Self.queries {
            for language in [nil, Language.korean] {
                let query = SearchQuery(text: text, language: language, limit: 5)
                let expected = try Self.withoutTook(try Self.written(query, rules: rules).bytes)
                for _ in 0..<2 {  // the first search fills the cache, the second reads it
                    var writer = JSONWriter()
                    Fixtures.searcher.writeResponse(query, rules: rules, answers: answers, into: &writer)
                    #expect(try Self.withoutTook(writer.bytes) == expected, "\(text)")
                    #expect(try JSONSerialization.jsonObject(with: Data(writer.bytes)) is [String: Any])
                }
            }
        }
        #expect(answers.count == 2 * Self.queries.count)

        let none = SearchAnswers(entries: 0)
        var writer = JSONWriter()
        Fixtures.searcher.writeResponse(SearchQuery(text: "모달"), rules: rules, answers: none, into: &writer)
        #expect(none.count == 0)
        let two = SearchAnswers(entries: 2)
        for text in ["모달", "버튼", "로딩"] {
            writer.reset()
            Fixtures.searcher.writeResponse(SearchQuery(text: text), rules: rules, answers: two, into: &writer)
        }
        #expect(two.count == 1)  // emptied when full, then the third answer kept
    }

    @Test("prepared rules are kept up to their budget, and past it still served")
    func budget() throws {
        let unlimited = PreparedRules(reader: Fixtures.reader)
        let first = try unlimited.entry(0, analyzer: Fixtures.searcher.analyzer)
        #expect(try unlimited.entry(0, analyzer: Fixtures.searcher.analyzer) === first)
        #expect(unlimited.cachedBytes > 0)
        let none = PreparedRules(reader: Fixtures.reader, budget: 0)
        let entry = try none.entry(3, analyzer: Fixtures.searcher.analyzer)
        #expect(entry.rule == (try Fixtures.reader.rule(at: 3)))
        #expect(try none.entry(3, analyzer: Fixtures.searcher.analyzer) !== entry)
        #expect(none.cachedBytes == 0)
        #expect(throws: IndexError.self) { try none.entry(Fixtures.reader.ruleCount, analyzer: Fixtures.searcher.analyzer) }
    }
}
