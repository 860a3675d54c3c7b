import Testing

@Suite("Limits and security headers")
struct LimitsAndHeadersTests {
    let site: TestSite

    init() throws {
        site = try TestSite()
    }

    @Test("every page, asset, API answer and error carries the security headers",
          arguments: ["/", "/topics/modality", "/rules/modality-1", "/search?q=modal", "/api/search?q=modal",
                      "/api/topics", "/healthz", "/nowhere", "/api/nowhere", "/rules/none-1", "/api/search"])
    func securityHeaders(target: String) throws {
        let response = try site.get(target)
        let policy = try #require(response.header("Content-Security-Policy"))
        #expect(policy.contains("default-src 'self'"))
        #expect(policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Referrer-Policy") == "no-referrer")
    }

    @Test("a request target over 8 KiB is 414, and the connection stays open")
    func longTarget() throws {
        let client = try site.client()
        let response = try client.request("/api/search?q=" + String(repeating: "a", count: 9000))
        #expect(response.status == 414)
        #expect(try client.request("/healthz").status == 200)
    }

    @Test("header fields over 16 KiB are 431")
    func largeHeaders() throws {
        let headers = (0..<20).map { ("X-Filler-\($0)", String(repeating: "x", count: 1000)) }
        let response = try site.get("/", headers: headers)
        #expect(response.status == 431)
    }

    @Test("a query of 512 percent-encoded Hangul syllables fits the target limit")
    func longKoreanQuery() throws {
        let query = String(repeating: "모달", count: 256)
        let response = try site.get("/api/search?q=\(encoded(query))")
        #expect(response.status == 200)
    }

    @Test("a malformed escape in the target is 400, not a dropped connection")
    func malformedEscape() throws {
        let response = try site.get("/search?q=%E")
        #expect(response.status == 400)
    }
}
