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

    @Test("the HTTP layer's own 400, 413, 414 and 431 carry the security headers",
          arguments: [("/api/search?q=" + String(repeating: "a", count: 9000), 414), ("/search?q=%E", 400)])
    func ownErrorsCarryHeaders(target: String, status: Int) throws {
        let response = try site.get(target)
        #expect(response.status == status)
        #expect(response.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
        #expect(response.header("X-Content-Type-Options") == "nosniff")
    }

    @Test("large headers get 431 with the security headers")
    func largeHeadersCarryHeaders() throws {
        let response = try site.get("/", headers: [("X-Big", String(repeating: "x", count: 17_000))])
        #expect(response.status == 431)
        #expect(response.header("Referrer-Policy") == "no-referrer")
    }

    @Test("a 100 KB POST gets 405 with Allow, on any path, whatever its body",
          arguments: ["/api/search?q=modal", "/", "/nowhere", "/api/nowhere"])
    func largePost(target: String) throws {
        let response = try site.client().request(target, method: "POST", body: .init(repeating: 0x61, count: 100_000))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(response.header("Content-Security-Policy") != nil)
    }

    @Test("CONNECT, PUT and DELETE get 405, not 404")
    func otherMethods() throws {
        let connect = try site.client()
        try connect.send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
        let response = try connect.readResponse()
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        for method in ["PUT", "DELETE", "OPTIONS"] {
            let other = try site.get("/api/topics", method: method)
            #expect(other.status == 405)
            #expect(other.header("X-Frame-Options") == "DENY")
        }
    }
}
