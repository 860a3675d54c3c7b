import Foundation
import HIGModel
import Testing
import _HIGTestSupport

@Suite("Doc site pages")
struct PagesTests {
    let site: TestSite

    init() throws {
        site = try TestSite(rules: RuleFixtures.all + [Self.hostileRule])
    }

    /// A rule whose texts and sources try to inject markup and a script link.
    static let hostileRule = Rule(
        id: RuleID("loading-9"), topic: RuleFixtures.loading, section: "<b>Tricks</b>", kind: .note,
        english: [EnglishText(title: "Never trust <i>input</i>.", text: "Never trust <i>input</i>. Escape \"quotes\" & 'apostrophes'.",
                              sources: [Source(document: "x.txt", title: "<script>alert(1)</script>", lines: LineRange(1, 2))])],
        translations: [Translation(title: "입력을 믿지 마세요.", text: "입력을 믿지 마세요.",
                                   source: Source(document: "x-ko.txt", title: "번역", translator: "<img src=x onerror=alert(1)>",
                                                  url: "javascript:alert(1)", original: "https://example.com/a?b=1&c=2",
                                                  lines: LineRange(3, 3)))],
        order: 9)

    @Test("the home page lists every topic in both languages with its rule count")
    func home() throws {
        let page = try site.get("/")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        let html = page.text
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\">"))
        #expect(html.contains(#"<a href="/topics/modality"><span lang="ko">모달리티</span><span class="subtitle" lang="en">Modality</span><span class="count">규칙 8개"#))
        #expect(html.contains("진행 표시기"))
        #expect(html.contains(#"<form id="search-form" class="search-form" role="search" action="/search" method="get">"#))
        #expect(html.contains(#"<label class="visually-hidden" for="q">"#))
        #expect(html.contains("<main id=\"main\""))
        #expect(!html.contains("<script>"))
        #expect(html.contains(#"<script src="/assets/site."#))
    }

    @Test("a topic page shows its rules in document order, Korean beside English, with permalinks")
    func topic() throws {
        let html = try site.get("/topics/MODALITY").text
        let ids = (1...8).map { "id=\"modality-\($0)\"" }
        let positions = ids.compactMap { html.range(of: $0)?.lowerBound }
        #expect(positions.count == 8)
        #expect(positions == positions.sorted())
        #expect(html.contains(#"<a class="rule-id" href="/rules/modality-4">modality-4</a>"#))
        #expect(html.contains(#"<div class="pair"><div class="text-ko" lang="ko"><h3 class="rule-title" id="modality-4-title">모달 뷰를 닫는 버튼을 항상 넣으세요.</h3>"#))
        #expect(html.contains(#"<div class="text-en" lang="en"><p class="rule-title">Always include a button that dismisses the modal view.</p>"#))
        #expect(html.contains(#"<p class="credit">출처 <span lang="ko"><a href="https://example.com/hig/modality" rel="external noopener noreferrer">모달리티</a></span></p>"#))
        // The Korean-only rule is one column, with no placeholder for its missing English.
        #expect(html.contains(#"<div class="pair single"><div class="text-ko" lang="ko"><h3 class="rule-title" id="modality-8-title">모달 뷰 위에 또 다른 모달 뷰를 띄우지 마세요.</h3>"#))
        #expect(!html.contains("No English text yet"))
        #expect(!html.contains("왼쪽"))
    }

    @Test("a rule page shows every version and translation with sources, and its neighbours")
    func rule() throws {
        let html = try site.get("/rules/Modality-4").text
        #expect(html.contains(#"<link rel="canonical" href="/rules/modality-4">"#))
        #expect(html.contains(#"<h1 id="rule-title"><span lang="ko">모달 뷰를 닫는 버튼을 항상 넣으세요.</span><span class="subtitle" lang="en">Always include a button that dismisses the modal view.</span></h1>"#))
        // Korean first, then English, each text with its source by title, translator and link.
        let korean = try #require(html.range(of: "<section class=\"text-ko\""))
        let english = try #require(html.range(of: "<section class=\"text-en\""))
        #expect(korean.lowerBound < english.lowerBound)
        #expect(html.contains(#"<span lang="ko"><a href="https://example.com/hig/modality" rel="external noopener noreferrer">모달리티</a></span></p><p class="source-meta">번역 <span lang="ko">한빛</span></p><p class="location"><code>modality-ko.txt:18-19</code></p>"#))
        #expect(html.contains(#"<a class="prev" rel="prev" href="/rules/modality-3">"#))
        #expect(html.contains(#"<a class="next" rel="next" href="/rules/modality-5">"#))
        let first = try site.get("/rules/modality-1").text
        #expect(!first.contains("rel=\"prev\""))
    }

    @Test("text from the index is escaped, and only web addresses become links")
    func escapesIndexText() throws {
        let html = try site.get("/rules/loading-9").text
        #expect(html.contains("Never trust &lt;i&gt;input&lt;/i&gt;."))
        #expect(html.contains("Escape &quot;quotes&quot; &amp; &#39;apostrophes&#39;."))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("&lt;b&gt;Tricks&lt;/b&gt;"))
        #expect(!html.contains("href=\"javascript:"))
        #expect(html.contains(#"<span lang="ko">번역</span></p>"#), "a title whose link is not a web address is text")
        #expect(html.contains(#"href="https://example.com/a?b=1&amp;c=2""#))
        #expect(!html.contains("<i>") && !html.contains("<b>T") && !html.contains("<img"))
    }

    @Test("the search page highlights matches in both languages and offers filters")
    func search() throws {
        let page = try site.get("/search?q=\(encoded("모달 닫는 버튼"))")
        #expect(page.status == 200)
        let html = page.text
        #expect(html.contains(#"<body data-page="search" data-view="both" data-first="ko">"#))
        #expect(html.contains(#"value="모달 닫는 버튼""#))
        #expect(html.contains(#"<li class="result"><a class="result-title" href="/rules/modality-4" lang="ko">모달 뷰를 닫는 버튼을 항상 넣으세요.</a>"#))
        #expect(html.contains(#"<p class="snippet" lang="ko"><mark>모달</mark> 뷰를 <mark>닫는 버튼</mark>을 항상 넣으세요.</p><p class="snippet" lang="en">"#))
        #expect(html.contains(#"<p class="credit">출처 <span lang="ko"><a href="https://example.com/hig/modality""#))
        #expect(html.contains(#"<select name="topic" form="search-form">"#))
        #expect(html.contains(#"<option value="ko">"#))
        #expect(html.contains("검색 결과"))
    }

    @Test("the search page shows the corrected query, or a query to try when nothing matches")
    func corrections() throws {
        let corrected = try site.get("/search?q=\(encoded("모덜"))").text
        #expect(corrected.contains(#"<p class="correction">고친 검색어로 찾은 결과: <strong>모달</strong> · <span lang="en">Showing results for <strong>모달</strong></span></p>"#))
        let suggested = try site.get("/search?q=mdoall&lang=en").text
        #expect(suggested.contains(#"이 검색어를 찾으셨나요? <a href="/search?q=modal&amp;lang=en">modal</a>"#))
        #expect(suggested.contains(#"Did you mean <a href="/search?q=modal&amp;lang=en">modal</a>?"#))
        let plain = try site.get("/search?q=\(encoded("모달"))").text
        #expect(plain.contains(#"<p class="correction" hidden></p>"#))
    }

    @Test("a query with <script> comes back escaped in the title, the box and the message")
    func scriptQuery() throws {
        let html = try site.get("/search?q=\(encoded("<script>zzqx(\"x\")</script>"))").text
        #expect(!html.contains("<script>zzqx"))
        #expect(html.contains("<title>&lt;script&gt;zzqx(&quot;x&quot;)&lt;/script&gt; — 검색"))
        #expect(html.contains(#"value="&lt;script&gt;zzqx(&quot;x&quot;)&lt;/script&gt;""#))
        #expect(html.contains("No rule matches \u{201C}&lt;script&gt;zzqx(&quot;x&quot;)&lt;/script&gt;\u{201D}"))
    }

    @Test("the search page keeps the chosen filters, and says so when a filter is wrong")
    func searchFilters() throws {
        let filtered = try site.get("/search?q=progress&topic=loading&lang=en").text
        #expect(filtered.contains(#"<option value="loading" selected>"#))
        #expect(filtered.contains(#"<option value="en" selected>"#))
        #expect(!filtered.contains("/rules/progress-indicators-"))
        let wrong = try site.get("/search?q=progress&lang=xx")
        #expect(wrong.status == 400)
        #expect(wrong.text.contains(#"<p class="status error" role="status">"#))
        let empty = try site.get("/search")
        #expect(empty.status == 200)
        #expect(empty.text.contains("Type a few words in Korean or English."))
    }

    @Test("unknown topics, rules and paths are pages with a way on")
    func notFound() throws {
        let topic = try site.get("/topics/typography")
        #expect(topic.status == 404)
        #expect(topic.text.contains(#"<a href="/topics/modality">"#))
        let rule = try site.get("/rules/modality-41")
        #expect(rule.status == 404)
        #expect(rule.text.contains(#"<a href="/rules/modality-4"><code>modality-4</code></a>"#))
        let path = try site.get("/etc/passwd")
        #expect(path.status == 404)
        #expect(path.text.contains("<code>/etc/passwd</code>"))
        let traversal = try site.get("/assets/..%2F..%2Fetc%2Fpasswd")
        #expect(traversal.status == 404)
    }

    @Test("a form post to a page is 405 with Allow")
    func postToPage() throws {
        let response = try site.get("/search?q=modal", method: "POST")
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
    }

    @Test("assets are served at versioned paths with long cache headers; old versions are not")
    func assets() throws {
        let home = try site.get("/").text
        for (suffix, type) in [(".css", "text/css; charset=utf-8"), (".js", "text/javascript; charset=utf-8"),
                               (".svg", "image/svg+xml")] {
            let path = try #require(assetPath(in: home, ending: suffix))
            let asset = try site.get(path)
            #expect(asset.status == 200)
            #expect(asset.header("Content-Type") == type)
            #expect(asset.header("Cache-Control") == "public, max-age=31536000, immutable")
        }
        #expect(try site.get("/assets/site.css").status == 404)
        #expect(try site.get("/assets/site.0000000000000000.css").status == 404)
    }

    /// The first `/assets/….suffix` path linked from `html`.
    private func assetPath(in html: String, ending suffix: String) -> String? {
        var rest = html[...]
        while let start = rest.range(of: "\"/assets/") {
            let path = rest[rest.index(after: start.lowerBound)...].prefix { $0 != "\"" }
            if path.hasSuffix(suffix) { return String(path) }
            rest = rest[start.upperBound...]
        }
        return nil
    }
}
