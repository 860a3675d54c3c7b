import Foundation
import HIGModel
import HIGSearch
import Testing
import _HIGTestSupport

@Suite("JSON API over HTTP")
struct JSONAPITests {
    let site: TestSite

    init() throws {
        site = try TestSite()
    }

    @Test("/api/search answers exactly SearchResponse.jsonData()")
    func searchIsTheSearcherJSON() throws {
        let query = "모달 닫는 버튼"
        let response = try site.get("/api/search?q=\(encoded(query))&limit=5")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let reader = try IndexReader(contentsOf: site.indexFile)
        let expected = try Searcher(reader: reader).search(SearchQuery(text: query, limit: 5)).jsonData()
        #expect(try withoutTime(response.body) == withoutTime(Array(expected)))
        let results = try #require((try response.json() as? [String: Any])?["results"] as? [[String: Any]])
        #expect(results.first?["id"] as? String == "modality-4")
    }

    @Test("/api/search applies lang, topic and limit")
    func searchFilters() throws {
        let all = try ids(site.get("/api/search?q=progress&limit=100"))
        let limited = try ids(site.get("/api/search?q=progress&limit=1"))
        #expect(limited == Array(all.prefix(1)))
        let loading = try ids(site.get("/api/search?q=progress&topic=LOADING"))
        #expect(!loading.isEmpty && loading.allSatisfy { $0.hasPrefix("loading-") })
        let korean = try ids(site.get("/api/search?q=progress&lang=ko"))
        let english = try ids(site.get("/api/search?q=progress&lang=en"))
        #expect(korean != english)
    }

    @Test("bad search parameters are 400 with a JSON error naming the parameter",
          arguments: [
              ("/api/search", "q is empty"),
              ("/api/search?q=%20%20", "q is empty"),
              ("/api/search?q=modal&lang=fr", "lang takes ko or en"),
              ("/api/search?q=modal&limit=0", "limit takes a whole number from 1 to 100"),
              ("/api/search?q=modal&limit=101", "limit takes a whole number from 1 to 100"),
              ("/api/search?q=modal&limit=ten", "limit takes a whole number from 1 to 100"),
              ("/api/search?q=modal&topic=typography", "no topic \"typography\""),
          ])
    func badParameters(target: String, message: String) throws {
        let response = try site.get(target)
        #expect(response.status == 400)
        let error = try #require((try response.json() as? [String: Any])?["error"] as? [String: Any])
        #expect(error["status"] as? Int == 400)
        #expect((error["message"] as? String)?.contains(message) == true)
    }

    @Test("/api/rules/{id} is the rule's JSON, whatever the case of the ID")
    func ruleByID() throws {
        let response = try site.get("/api/rules/Modality-4")
        #expect(response.status == 200)
        let rule = try JSONDecoder().decode(Rule.self, from: Data(response.body))
        #expect(rule == RuleFixtures.all.first { $0.id == RuleID("modality-4") })
        #expect(response.text.hasPrefix("{\"english\":"))  // sorted keys
    }

    @Test("an unknown rule is 404 with the nearest IDs")
    func unknownRule() throws {
        let response = try site.get("/api/rules/modality-41")
        #expect(response.status == 404)
        let error = try #require((try response.json() as? [String: Any])?["error"] as? [String: Any])
        #expect(error["status"] as? Int == 404)
        #expect(error["message"] as? String == "no rule \"modality-41\"")
        let nearest = try #require(error["nearest"] as? [String])
        #expect(nearest.first == "modality-4")
        #expect(nearest.count == 3)
    }

    @Test("/api/topics lists the topics with their counts, as hig topics --json")
    func topics() throws {
        let response = try site.get("/api/topics")
        #expect(response.status == 200)
        let topics = try JSONDecoder().decode([TopicCount].self, from: Data(response.body))
        #expect(topics.map(\.topic.slug) == ["modality", "loading", "progress-indicators"])
        #expect(topics.map(\.count) == [8, 3, 4])
    }

    @Test("/healthz says ok and which index it serves")
    func health() throws {
        let response = try site.get("/healthz")
        #expect(response.status == 200)
        #expect(response.text == #"{"fingerprint":"fixtures","rules":15,"status":"ok","topics":3}"#)
        #expect(response.header("HIG-Index") == "fixtures")
    }

    @Test("an unknown API path is a JSON 404")
    func unknownPath() throws {
        for target in ["/api", "/api/", "/api/rule/modality-1", "/api/rules", "/api/search/more"] {
            let response = try site.get(target)
            #expect(response.status == 404, "\(target)")
            #expect(response.header("Content-Type") == "application/json", "\(target)")
        }
    }

    @Test("a method other than GET or HEAD is 405 with Allow", arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
    func wrongMethod(method: String) throws {
        let response = try site.get("/api/search?q=modal", method: method)
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        let error = try #require((try response.json() as? [String: Any])?["error"] as? [String: Any])
        #expect(error["status"] as? Int == 405)
    }

    @Test("HEAD answers the headers of GET without a body")
    func head() throws {
        let client = try site.client()
        let head = try client.request("/api/topics", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        let get = try client.request("/api/topics")
        #expect(head.header("Content-Length") == get.header("Content-Length"))
    }

    @Test("<script> in a query comes back as JSON text")
    func scriptInQuery() throws {
        let response = try site.get("/api/search?q=\(encoded("<script>alert(1)</script>"))")
        #expect(response.status == 200)
        let body = try #require(try response.json() as? [String: Any])
        #expect(body["query"] as? String == "<script>alert(1)</script>")
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.header("X-Content-Type-Options") == "nosniff")
    }

    /// The result IDs of a search response.
    private func ids(_ response: HTTPTestClient.Response) throws -> [String] {
        let results = try #require((try response.json() as? [String: Any])?["results"] as? [[String: Any]])
        return results.compactMap { $0["id"] as? String }
    }

    /// A search response's JSON without `took_ms`, which differs from run to run.
    private func withoutTime(_ body: [UInt8]) throws -> NSDictionary {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        return object.filter { $0.key != "took_ms" } as NSDictionary
    }
}
