import Foundation
import HIGModel
import HIGText
@testable import HIGSearch
import _HIGTestSupport

/// Shared index of the fixture rules (built once per process).
enum Fixtures {
    static let data: Data = try! IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "fixtures-v1",
                                                   metadata: Data(#"{"rules":15}"#.utf8))
    static let reader: IndexReader = try! IndexReader(data: data)
    static let searcher = Searcher(reader: reader)

    static func search(_ text: String, language: Language? = nil, topic: String? = nil, limit: Int = 10) -> SearchResponse {
        searcher.search(SearchQuery(text: text, language: language, topic: topic, limit: limit))
    }

    static func ids(_ text: String, language: Language? = nil, topic: String? = nil, limit: Int = 10) -> [String] {
        search(text, language: language, topic: topic, limit: limit).results.map(\.id.rawValue)
    }

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

