import Testing
import _HIGTestSupport
@testable import HIGHTTP

/// The configured limits are answered with real responses, never a dropped connection.
@Suite struct LimitTests {
    @Test func answersLongTarget414AndStaysAlive() throws {
        try withServer { server, port in
            let client = try HTTPTestClient(port: port)
            #expect(try client.request("/" + String(repeating: "a", count: 8191)).status == 200)
            let response = try client.request("/" + String(repeating: "a", count: 8192))
            #expect(response.status == 414)
            #expect(response.text == "414 URI Too Long: the request target exceeds 8192 bytes\n")
            #expect(try client.request("/echo").status == 200)
        }
    }

    @Test func answersLargeHeaders431AndStaysAlive() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            let response = try client.request("/echo", headers: [("X-Big", String(repeating: "b", count: 17_000))])
            #expect(response.status == 431)
            #expect(response.text.hasPrefix("431 Request Header Fields Too Large"))
            #expect(try client.request("/echo").status == 200)
        }
    }

    /// Requests too large for libmicrohttpd's memory pool get its own 414 or 431.
    @Test func answersHugeRequestsToo() throws {
        try withServer { server, port in
            let target = try HTTPTestClient(port: port).request("/" + String(repeating: "a", count: 200_000))
            #expect(target.status == 414)
            let headers = try HTTPTestClient(port: port)
                .request("/echo", headers: [("X-Big", String(repeating: "b", count: 200_000))])
            #expect(headers.status == 431)
            let many = try HTTPTestClient(port: port).request("/echo", headers: (0 ..< 3000).map { ("X-\($0)", "v") })
            #expect(many.status == 431)
            #expect(waitForRequestsToComplete(server) == 0)
        }
    }

    @Test func answersDeclaredLargeBody413AtOnce() throws {
        try withServer { server, port in
            let client = try HTTPTestClient(port: port)
            try client.send("POST /method HTTP/1.1\r\nHost: t\r\nContent-Length: 65537\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 413)
            #expect(response.text == "413 Content Too Large: the body exceeds 65536 bytes\n")
            #expect(client.isClosedByServer())
            let exact = try HTTPTestClient(port: port).request("/method", method: "POST", body: .init(repeating: 0x61, count: 65536))
            #expect(exact.status == 200)
            #expect(waitForRequestsToComplete(server) == 0)
        }
    }

    @Test func answersChunkedLargeBody413AndStaysAlive() throws {
        try withServer { _, port in
            let client = try HTTPTestClient(port: port)
            let chunk = "4000\r\n" + String(repeating: "c", count: 0x4000) + "\r\n"
            try client.send("POST /method HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(repeating: chunk, count: 5) + "0\r\n\r\n")
            #expect(try client.readResponse().status == 413)
            #expect(try client.request("/echo").status == 200)
        }
    }

    /// The server's own answers carry the configured fields, as the handler's do.
    @Test func addsConfiguredFieldsToItsOwnResponses() throws {
        let configuration = HTTPServer.Configuration(port: 0, threadCount: 2, serverResponseHeaders: ["X-Frame-Options": "DENY"])
        try withServer(configuration) { _, port in
            let requests: [(String, [UInt8], Int)] = [
                ("/" + String(repeating: "a", count: 9000), [], 414),
                ("/echo?q=%E", [], 400),
                ("/method", [UInt8](repeating: 0x61, count: 70_000), 413),
            ]
            for (target, body, status) in requests {
                let response = try HTTPTestClient(port: port).request(target, method: body.isEmpty ? "GET" : "POST", body: body)
                #expect(response.status == status)
                #expect(response.header("X-Frame-Options") == "DENY")
            }
            let large = try HTTPTestClient(port: port).request("/", headers: [("X-Big", String(repeating: "b", count: 17_000))])
            #expect(large.status == 431)
            #expect(large.header("X-Frame-Options") == "DENY")
            #expect(try HTTPTestClient(port: port).request("/echo").header("X-Frame-Options") == nil)
        }
    }

    /// The handler's early answer wins over the body, however large.
    @Test func sendsTheEarlyResponseWhateverTheBody() throws {
        try withServer { server, port in
            let large = try HTTPTestClient(port: port).request("/echo", method: "PATCH", body: .init(repeating: 0x61, count: 100_000))
            #expect(large.status == 405)
            #expect(large.header("Allow") == "GET, HEAD, POST")
            let client = try HTTPTestClient(port: port)
            try client.send("PATCH /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\n")
            #expect(try client.readResponse().status == 405)
            #expect(client.isClosedByServer())
            let bodiless = try HTTPTestClient(port: port)
            #expect(try bodiless.request("/echo", method: "PATCH").status == 405)
            #expect(try bodiless.request("/echo").status == 200)
            #expect(waitForRequestsToComplete(server) == 0)
        }
    }

    /// libmicrohttpd's own answers, sent before any callback of the server
    /// runs, carry the configured fields too.
    @Test(arguments: [
        ("GET /echo HTTP/2.0\r\nHost: t\r\n\r\n", 505),
        ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413),
        ("GET /echo HTTP/1.1\r\nHost: t\r\nNo colon here\r\n\r\n", 400),
        ("GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\nHost: t\r\n\r\n", 414),
    ])
    func addsConfiguredFieldsToLibraryResponses(request: String, status: Int) throws {
        let configuration = HTTPServer.Configuration(port: 0, threadCount: 2, serverResponseHeaders: ["X-Frame-Options": "DENY"])
        try withServer(configuration) { server, port in
            let client = try HTTPTestClient(port: port)
            try client.send(request)
            let response = try client.readResponse()
            #expect(response.status == status)
            #expect(response.header("X-Frame-Options") == "DENY")
            #expect(waitForRequestsToComplete(server) == 0)
        }
    }
}
