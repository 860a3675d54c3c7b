import Testing
import HIGHTTP

@Suite struct HTTPResponseTests {
    @Test func makersSetContentType() {
        #expect(HTTPResponse.text("hi").headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(HTTPResponse.html("<p>").headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(HTTPResponse.json(Array("{}".utf8), status: 201) == HTTPResponse(
            status: 201, headers: ["Content-Type": "application/json"], body: Array("{}".utf8)))
    }

    @Test func statusNamesTheCode() {
        #expect(HTTPResponse.status(404).body == Array("404 Not Found\n".utf8))
        #expect(HTTPResponse.status(405, "use GET").body == Array("405 Method Not Allowed: use GET\n".utf8))
        #expect(HTTPResponse.reasonPhrase(for: 799) == "Unknown")
    }
}
