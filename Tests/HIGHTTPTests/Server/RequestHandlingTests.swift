import Testing
import _HIGTestSupport
@testable import HIGHTTP

/// Requests and responses over real sockets.
@Suite struct RequestHandlingTests {
    @Test func answersWithBodyAndHeaders() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            let echo = try client.request("/echo")
            #expect(echo.status == 200)
            #expect(echo.text == "path=/echo")
            #expect(echo.headers["Content-Type"] == "text/plain; charset=utf-8")
            #expect(echo.headers["Content-Length"] == "10")
            #expect(echo.headers.contains("Date"))

            let custom = try client.request("/custom")
            #expect(custom.status == 201)
            #expect(custom.headers["X-One"] == "1")
            #expect(custom.headers["Cache-Control"] == "no-store")
            #expect(custom.headers["Content-Type"] == "application/octet-stream")
            #expect(custom.text == "raw")
        }
    }

    @Test func decodesKoreanQueryAndPlus() throws {
        try withServer { _, port in
            let response = try HTTPTestClient(port: port)
                .request("/echo?q=%EB%AA%A8%EB%8B%AC&q=second&x=a+b&empty")
            #expect(response.status == 200)
            #expect(response.text == "path=/echo\nq=모달\nq=second\nx=a b\nempty=")
        }
    }

    @Test func keepsConnectionAlive() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            #expect(try client.request("/echo?n=1").text == "path=/echo\nn=1")
            #expect(try client.request("/echo?n=2").text == "path=/echo\nn=2")
            try client.send("GET /echo?n=3 HTTP/1.1\r\nHost: t\r\n\r\nGET /echo?n=4 HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try client.readResponse().text == "path=/echo\nn=3")
            #expect(try client.readResponse().text == "path=/echo\nn=4")
        }
    }

    @Test func passesMethodHeadersAndBody() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            let post = try client.request("/method", method: "POST", headers: [("x-TeSt", "hi")], body: Array("모달".utf8))
            #expect(post.text == "POST hi 모달")
            let chunked = "PUT /method HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"
            try client.send(chunked)
            #expect(try client.readResponse().text == "PUT - abcde")
            let head = try client.request("/echo", method: "HEAD")
            #expect(head.status == 200 && head.body.isEmpty)
        }
    }

    @Test func replacesInvalidStatusWith500() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            #expect(try client.request("/status/204").status == 204)
            #expect(try client.request("/status/1000").status == 500)
            #expect(try client.request("/status/42").status == 500)
        }
    }

    @Test(arguments: ["/bad%zz", "/bad%C3%28", "/echo?q=%FF", "/echo?q=%", "/nul%00"])
    func refusesUndecodableTargets(target: String) throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            let response = try client.request(target)
            #expect(response.status == 400)
            #expect(response.text.hasPrefix("400 Bad Request"))
            #expect(try client.request("/echo").status == 200)
        }
    }

    @Test func refusesRawBytesThatAreNotUTF8() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            try client.send(Array("GET /a".utf8) + [0xFF, 0xFE] + Array(" HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
            #expect(try client.readResponse().status == 400)
        }
    }

    @Test func reportsRemoteAddressOverIPv6() throws {
        struct Address: HTTPHandler {
            /// Tells this server's answers from those of another test's server.
            let token = String(UInt64.random(in: 1...UInt64.max), radix: 36)
            func respond(to request: HTTPRequest) -> HTTPResponse { .text((request.remoteAddress ?? "-") + " " + token) }
        }
        let handler = Address()
        try withServer(.init(host: "::1", port: 0, threadCount: 1), handler: handler) { _, port in
            let client = try HTTPTestClient(port: port, host: "::1")
            #expect(try client.request("/").text == "::1 \(handler.token)")
            // Not reachable over IPv4. IPv4 has its own port numbers, so a server of a test running
            // beside this one may hold the same number there: then it must not be this server.
            if let ipv4 = try? HTTPTestClient(port: port, host: "127.0.0.1") {
                #expect((try? ipv4.request("/").text) != "127.0.0.1 \(handler.token)")
            }
        }
    }
}
