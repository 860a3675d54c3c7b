import Testing
import HIGHTTP

@Suite struct HTTPRequestTests {
    @Test func decodesKoreanPathAndQuery() throws {
        let request = try #require(HTTPRequest(target: "/rules/%EB%AA%A8%EB%8B%AC+%EB%B7%B0?q=%EB%AA%A8%EB%8B%AC&x=a+b%2Bc&q=second&flag"))
        #expect(request.path == "/rules/모달+뷰")
        #expect(request.queryItems == [
            .init(name: "q", value: "모달"), .init(name: "x", value: "a b+c"),
            .init(name: "q", value: "second"), .init(name: "flag", value: ""),
        ])
        #expect(request.query == ["q": "모달", "x": "a b+c", "flag": ""])
    }

    @Test func keepsRawTargetAndSkipsEmptyQueryItems() throws {
        let request = try #require(HTTPRequest(target: "/a%20b?&&k=v&"))
        #expect(request.target == "/a%20b?&&k=v&")
        #expect(request.path == "/a b")
        #expect(request.queryItems == [.init(name: "k", value: "v")])
    }

    @Test func reducesAbsoluteFormToPath() throws {
        #expect(HTTPRequest(target: "http://example.com:8080/x?y=1")?.path == "/x")
        #expect(HTTPRequest(target: "http://example.com")?.path == "/")
        #expect(HTTPRequest(target: "*")?.path == "*")
    }

    @Test(arguments: ["/%zz", "/%E", "/%", "/%C3%28", "/%FF", "/%00", "/?q=%ED%A0%80", "/?%80=1"])
    func refusesMalformedTargets(target: String) {
        #expect(HTTPRequest(target: target) == nil)
    }
}
