import Testing
import HIGHTTP

@Suite struct HTTPHeadersTests {
    @Test func looksUpNamesIgnoringCase() {
        let headers: HTTPHeaders = ["Content-Type": "text/plain", "X-Tag": "a", "x-tag": "b"]
        #expect(headers["content-TYPE"] == "text/plain")
        #expect(headers.values(for: "X-TAG") == ["a", "b"])
        #expect(headers.contains("x-Tag"))
        #expect(headers["Missing"] == nil)
    }

    @Test func setReplacesInPlaceAndRemoveDropsAll() {
        var headers: HTTPHeaders = ["A": "1", "X-Tag": "a", "B": "2", "x-tag": "b"]
        headers.set("x-TAG", "c")
        #expect(headers.map(\.name) == ["A", "x-TAG", "B"])
        #expect(headers["X-Tag"] == "c")
        headers.set("C", "3")
        #expect(headers.map(\.name) == ["A", "x-TAG", "B", "C"])
        headers.remove("a")
        #expect(headers.map(\.name) == ["x-TAG", "B", "C"])
    }
}
