import Foundation
import HIGModel
import HIGText
@testable import HIGSearch
import Testing
import _HIGTestSupport

@Suite("Response writer")
struct ResponseWriterTests {
    static let queries = ["모달 닫는 버튼", "progress bar", "dismiss modal view", "로딩", "진행 표시기 정확", "UIProgressView",
                          "멀티태스킹 화면", "x", "모달뷰를닫기전에"]

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
