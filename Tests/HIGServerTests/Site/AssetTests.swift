import Testing
@testable import HIGServer

@Suite("Embedded assets")
struct AssetTests {
    @Test("the script says what the search page says")
    func messagesMatch() {
        let script = SiteScript.javaScript
        #expect(script.contains("에 맞는 규칙이 없습니다. 낱말을 줄이거나 다른 언어로 찾아 보세요. · "))
        #expect(SearchMessages.noResults(for: "q").contains("에 맞는 규칙이 없습니다. 낱말을 줄이거나 다른 언어로 찾아 보세요. · "))
        #expect(script.contains("'검색 결과 ' + count + '개 · '"))
        #expect(SearchMessages.count(3) == "검색 결과 3개 · 3 results")
        #expect(script.contains("'검색하지 못했습니다: ' + message + ' · The search failed.'"))
        #expect(SearchMessages.failed("x") == "검색하지 못했습니다: x · The search failed.")
    }

    @Test("the script shows the corrected query and \"did you mean\" as the search page does")
    func scriptCorrections() {
        let script = SiteScript.javaScript
        #expect(script.contains("body.corrected_query") && script.contains("body.did_you_mean"))
        #expect(script.contains("'\(SearchMessages.correctedLead.korean)', '\(SearchMessages.correctedLead.english)'"))
        #expect(script.contains("'\(SearchMessages.suggestionLead.korean)', '\(SearchMessages.suggestionLead.english)'"))
    }

    @Test("the script waits for IME composition to end and never writes markup")
    func scriptSafety() {
        let script = SiteScript.javaScript
        #expect(script.contains("compositionstart") && script.contains("compositionend") && script.contains("isComposing"))
        #expect(script.contains("AbortController"))
        #expect(!script.contains("innerHTML") && !script.contains("eval(") && !script.contains("document.write"))
    }

    @Test("the stylesheet keeps Korean words whole and uses only system fonts")
    func styleSheet() {
        let css = SiteStyle.css
        #expect(css.contains("word-break: keep-all"))
        #expect(css.contains("\"Apple SD Gothic Neo\"") && css.contains("\"Noto Sans KR\""))
        #expect(css.contains("prefers-color-scheme: dark"))
        #expect(!css.contains("@import") && !css.contains("url(") && !css.contains("@font-face"))
    }

    @Test("versioned names change with the content")
    func versionedNames() {
        let one = Asset(name: "site.css", contentType: "text/css", content: "a{}")
        let two = Asset(name: "site.css", contentType: "text/css", content: "b{}")
        #expect(one.file.hasPrefix("site.") && one.file.hasSuffix(".css"))
        #expect(one.file != two.file)
        #expect(Asset.named(Asset.script.file)?.file == Asset.script.file)
        #expect(Asset.named("site.js") == nil)
    }
}
