import Testing
@testable import HIGServer

@Suite("Highlights from UTF-16 ranges")
struct HighlightedTextTests {
    private func render(_ text: String, _ ranges: [Range<Int>]) -> String {
        HighlightedText(text, highlights: ranges).html.markup
    }

    @Test("Korean ranges mark whole syllables")
    func korean() {
        #expect(render("모달 뷰를 닫는 버튼", [0..<2, 6..<8]) == "<mark>모달</mark> 뷰를 <mark>닫는</mark> 버튼")
    }

    @Test("offsets count the original text, then each piece is escaped")
    func escapesAfterCutting() {
        // "<b>" is 3 UTF-16 units in the text but 9 characters once escaped.
        #expect(render("a <b> & modal", [2..<5, 8..<13]) == "a <mark>&lt;b&gt;</mark> &amp; <mark>modal</mark>")
    }

    @Test("a range edge inside a surrogate pair widens to the whole character")
    func surrogatePairs() {
        // "👍" is two UTF-16 units (1 and 2).
        #expect(render("a👍b", [2..<4]) == "a<mark>👍b</mark>")
        #expect(render("a👍b", [0..<2]) == "<mark>a👍</mark>b")
    }

    @Test("ranges out of bounds are clamped; unsorted and overlapping ones are merged")
    func untidyRanges() {
        #expect(render("modal view", [6..<40, -3..<2]) == "<mark>mo</mark>dal <mark>view</mark>")
        #expect(render("modal view", [3..<7, 0..<5]) == "<mark>modal v</mark>iew")
        #expect(render("modal", [2..<2, 9..<12]) == "modal")
    }
}
