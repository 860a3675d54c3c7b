import Foundation
import HIGHTTP
import HIGModel
import Testing
@testable import HIGServer
import _HIGTestSupport

/// Reading Korean first: one column for one language, the reader's choice remembered, their language first.
@Suite("Reading view")
struct ReadingViewTests {
    static let multitasking = Topic(slug: "multitasking", english: "Multitasking", korean: "멀티태스킹")

    /// A topic known only from a Korean document, and a rule with three translations.
    static let rules: [Rule] = RuleFixtures.all.map { rule in
        guard rule.id.rawValue == "modality-4" else { return rule }
        var copy = rule
        for (n, title) in ["모달 화면을 닫는 버튼을 꼭 두세요.", "닫기 버튼을 항상 포함하세요."].enumerated() {
            copy.translations.append(Translation(title: title, text: title, source: Source(
                document: "blog-\(n).txt", title: "블로그 \(n + 2)", translator: "번역가 \(n + 2)",
                url: "https://blog.example/\(n)", original: "https://developer.apple.com/design/human-interface-guidelines/modality",
                lines: LineRange(10 + n, 10 + n))))
        }
        return copy
    } + (1...3).map { n in
        Rule(id: RuleID(topic: "multitasking", number: n), topic: multitasking, kind: .guideline, english: [],
             translations: [Translation(title: "멀티태스킹 규칙 \(n).", text: "멀티태스킹 규칙 \(n). 설명입니다.",
                                        source: Source(document: "mt.txt", title: "[HIG] Multitasking", translator: "Lawn", lines: LineRange(n, n)))],
             order: n - 1)
    }

    let site: TestSite

    init() throws {
        site = try TestSite(rules: Self.rules)
    }

    @Test("a Korean-only topic is one column and says so once, with no placeholder per rule")
    func koreanOnlyTopic() throws {
        let html = try site.get("/topics/multitasking").text
        #expect(html.components(separatedBy: "<div class=\"pair single\">").count == 4)
        #expect(!html.contains("<div class=\"text-en\""))
        #expect(html.components(separatedBy: "한국어 번역만").count == 2)
        #expect(!html.contains("No English text yet") && !html.contains("영어 원문이 없습니다"))
        #expect(html.contains("<h1><span lang=\"ko\">멀티태스킹</span><span class=\"subtitle\" lang=\"en\">Multitasking</span></h1>"))
    }

    @Test("a rule with three translations credits each by title, translator and link")
    func threeTranslations() throws {
        let html = try site.get("/rules/modality-4").text
        #expect(html.contains("한국어 번역 (3개)"))
        for n in 2...3 {
            #expect(html.contains("<a href=\"https://blog.example/\(n - 2)\" rel=\"external noopener noreferrer\">블로그 \(n)</a>"))
            #expect(html.contains("번역 <span lang=\"ko\">번역가 \(n)</span>"))
        }
        #expect(html.contains("원문 <span lang=\"en\"><a href=\"https://developer.apple.com/design/human-interface-guidelines/modality\" rel=\"external noopener noreferrer\">developer.apple.com/design/human-interface-guidelines/modality</a></span>"))
        #expect(html.contains("<p class=\"location\"><code>blog-1.txt:11</code></p>"))
    }

    @Test("?view= chooses the languages, remembered in a cookie, without script")
    func chosenView() throws {
        let korean = try site.get("/topics/modality?view=ko")
        #expect(korean.header("Set-Cookie") == "hig-view=ko; Path=/; Max-Age=31536000; SameSite=Lax")
        #expect(korean.header("Vary") == "Cookie, Accept-Language")
        #expect(korean.text.contains("<body data-page=\"topic\" data-view=\"ko\" data-first=\"ko\">"))
        #expect(!korean.text.contains("<div class=\"text-en\""))
        #expect(korean.text.contains("<a href=\"?view=ko\" aria-current=\"true\">한국어</a>"))
        let remembered = try site.get("/rules/modality-4", headers: [("Cookie", "theme=dark; hig-view=en")])
        #expect(remembered.header("Set-Cookie") == nil)
        #expect(remembered.text.contains("<section class=\"text-en\""))
        #expect(!remembered.text.contains("<section class=\"text-ko\""))
        // A rule with no English still shows its Korean in the English view: never an empty page.
        let koreanOnly = try site.get("/rules/multitasking-1", headers: [("Cookie", "hig-view=en")]).text
        #expect(koreanOnly.contains("<div class=\"pair single\"><section class=\"text-ko\""))
        #expect(try site.get("/?view=nonsense").header("Set-Cookie") == nil)
    }

    @Test("the search page's language links keep the query")
    func switcherKeepsTheQuery() throws {
        let html = try site.get("/search?q=\(encoded("모달 닫기"))&lang=ko").text
        #expect(html.contains("<a href=\"?q=%EB%AA%A8%EB%8B%AC%20%EB%8B%AB%EA%B8%B0&amp;lang=ko&amp;view=en\">"))
    }

    @Test("the reader's language comes first: English for browsers that prefer it")
    func readersLanguageFirst() throws {
        let english = try site.get("/topics/modality", headers: [("Accept-Language", "en-US,en;q=0.9,ko;q=0.5")]).text
        #expect(english.contains("data-first=\"en\""))
        let en = try #require(english.range(of: "<div class=\"text-en\" lang=\"en\"><h3"))
        #expect(english[..<en.lowerBound].contains("<div class=\"pair\">"), "English leads the row")
        #expect(english.contains("<h1><span lang=\"en\">Modality</span><span class=\"subtitle\" lang=\"ko\">모달리티</span></h1>"))
        let korean = try site.get("/topics/modality", headers: [("Accept-Language", "ko-KR,ko;q=0.9,en-US;q=0.8")]).text
        #expect(korean.contains("<div class=\"pair\"><div class=\"text-ko\" lang=\"ko\"><h3"))
    }

    @Test("Accept-Language and cookies are read as browsers send them")
    func parsing() throws {
        #expect(!ReadingView.prefersEnglish(nil))
        #expect(!ReadingView.prefersEnglish("ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7"))
        #expect(ReadingView.prefersEnglish("en-US,en;q=0.9"))
        #expect(ReadingView.prefersEnglish("fr, en;q=0.8, ko;q=0.4"))
        #expect(!ReadingView.prefersEnglish("en;q=0.5, ko"))
        #expect(!ReadingView.prefersEnglish("ja, zh"))
        let request = try #require(HTTPRequest(target: "/", headers: ["Cookie": "a=1; hig-view=both"]))
        #expect(ReadingView.remembered(in: request) == .both)
        let view = ReadingView(languages: .ko, englishFirst: true)
        #expect(view.columns(korean: true, english: true) == [.korean])
        #expect(view.columns(korean: false, english: true) == [.english])
        #expect(ReadingView(languages: .both, englishFirst: true).columns(korean: true, english: true) == [.english, .korean])
        #expect(ReadingView.standard.columns(korean: true, english: false) == [.korean])
    }
}
