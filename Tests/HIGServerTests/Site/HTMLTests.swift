import Testing
@testable import HIGServer

@Suite("HTML escaping")
struct HTMLTests {
    @Test("interpolated text is escaped, interpolated markup is not")
    func interpolation() {
        let text = #"<a href="x">Tom & 'Jerry'</a>"#
        let inner: HTML = "<b>\(text)</b>"
        let outer: HTML = "<p>\(inner) \(3)</p>"
        #expect(outer.markup == "<p><b>&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;</b> 3</p>")
    }

    @Test("text without special characters is kept as it is, Hangul included")
    func plainText() {
        #expect(HTML(text: "모달 뷰 · modal view").markup == "모달 뷰 · modal view")
    }

    @Test("fragments join with a separator")
    func joining() {
        let joined = HTML(joining: ["<i>a</i>", "<i>b</i>"] as [HTML], separator: ", ")
        #expect(joined.markup == "<i>a</i>, <i>b</i>")
    }
}
