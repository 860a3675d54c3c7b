import Testing
@testable import HIGIngest

@Suite struct HTMLReaderTests {
    static let page = """
    <!DOCTYPE html>
    <html><head><title>Modality 번역 | 블로그</title><meta name="author" content="홍길동">
    <link rel="canonical" href="https://blog.example.com/modality"><style>p { color: red }</style></head>
    <body>
    <header><nav><a href="/">Home</a></nav></header>
    <div class="sidebar">구독하기</div>
    <article>
    <h1>Modality</h1>
    <p><strong>Always include a button that dismisses the modal view.</strong> For example, Done.</p>
    <blockquote><p>모달 뷰를 닫는 버튼을 항상 포함하세요. 예를 들어 완료 버튼.</p></blockquote>
    <ul>
      <li>Swiping down<ul><li>from the top</li></ul></li>
      <li>Tapping a button<blockquote>버튼 탭</blockquote></li>
    </ul>
    <p>Keep it short.<br>짧게 유지하세요.</p>
    <script>var tracking = 1;</script>
    <div class="note"><p>NOTE Close the popover first.</p></div>
    </article>
    <div id="comments"><p>좋은 글 감사합니다</p></div>
    <footer>© 2023</footer>
    </body></html>
    """

    @Test func readsBlocksAndDropsPageFurniture() throws {
        let document = try HTMLReader().read(Self.page)
        let texts = document.blocks.map(\.text)
        #expect(document.title == "Modality 번역 | 블로그")
        #expect(document.author == "홍길동")
        #expect(document.url == "https://blog.example.com/modality")
        #expect(!texts.contains { $0.contains("Home") || $0.contains("구독") || $0.contains("tracking") || $0.contains("감사") || $0.contains("©") })
        #expect(texts.first == "Modality")
        #expect(document.blocks.first?.kind == .heading(level: 1))
    }

    @Test func strongLeadQuotesAndLines() throws {
        let blocks = try HTMLReader().read(Self.page).blocks
        let lead = blocks.first { $0.text.hasPrefix("Always") }
        #expect(lead?.lead == "Always include a button that dismisses the modal view.")
        #expect(lead?.lines.first == 9)
        let quote = blocks.first { $0.text.hasPrefix("모달 뷰를") }
        #expect(quote?.quoteDepth == 1)
    }

    @Test func listItemsNestAndQuotesInsideItemsBelongToThem() throws {
        let blocks = try HTMLReader().read(Self.page).blocks
        #expect(blocks.first { $0.text == "Swiping down" }?.kind == .listItem(depth: 0, ordered: false))
        #expect(blocks.first { $0.text == "from the top" }?.kind == .listItem(depth: 1, ordered: false))
        let translated = blocks.first { $0.text == "버튼 탭" }
        #expect(translated?.isListItem == true)
        #expect(translated?.quoteDepth == 1)
    }

    @Test func lineBreaksBetweenLanguagesSplitAParagraph() throws {
        let blocks = try HTMLReader().read(Self.page).blocks
        #expect(blocks.contains { $0.text == "Keep it short." })
        #expect(blocks.contains { $0.text == "짧게 유지하세요." })
    }

    @Test func noteBoxesAreNotes() throws {
        let blocks = try HTMLReader().read(Self.page).blocks
        #expect(blocks.first { $0.text.contains("popover") }?.kind == .note(label: "NOTE"))
    }

    @Test func brokenMarkupIsRecovered() throws {
        let blocks = try HTMLReader().read("<p>Unclosed <b>bold<p>Next &amp; last").blocks
        #expect(blocks.map(\.text) == ["Unclosed bold", "Next & last"])
    }
}

@Suite struct HTMLReaderLinksAndDepthTests {
    @Test func linksAreKeptWithTheBlockThatShowsThem() throws {
        let html = "<html><body><p><strong>Use sheets sparingly.</strong> See <a href=\"/g/modality\">Modality</a> and <a href=\"/g/alerts\">Alerts</a>.</p><ul><li><a href=\"/g/panels\">Panels</a></li></ul></body></html>"
        let blocks = try HTMLReader().read(html).blocks
        #expect(blocks[0].links.map(\.target) == ["/g/modality", "/g/alerts"])
        #expect(blocks[1].links == [Link(text: "Panels", target: "/g/panels")])
    }

    @Test func textNestedThousandsDeepIsRead() throws {
        let html = "<html><body>" + String(repeating: "<div>\n", count: 3000) + "<p>경고는 아껴 쓰세요.</p>" + String(repeating: "</div>\n", count: 3000) + "</body></html>"
        let document = try HTMLReader().read(html)
        #expect(document.blocks.map(\.text) == ["경고는 아껴 쓰세요."])
        #expect(document.warnings.isEmpty)
    }
}
