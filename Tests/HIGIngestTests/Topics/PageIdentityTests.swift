import Testing
@testable import HIGIngest
import HIGModel

@Suite struct PageIdentityTests {
    func identity(urls: [String] = [], titles: [String] = [], headings: [String] = [], manifest: [String]? = nil, file: String = "doc.md") -> PageIdentity {
        PageIdentity(.init(manifestTopics: manifest, manifestPage: nil, urls: urls, titles: titles, topLevelHeadings: headings, fileName: file))
    }

    @Test func anAddressNamesThePage() {
        #expect(identity(urls: ["https://developer.apple.com/kr/design/human-interface-guidelines/sheets"]).slug == "sheets")
        #expect(identity(urls: ["https://developer.apple.com/design/human-interface-guidelines/ios/app-architecture/modality/"]).topics == [TopicCatalog.topic(slug: "modality")!])
        #expect(TopicCatalog.slug(fromURL: "https://developer.apple.com/design/human-interface-guidelines/") == nil)
    }

    @Test func titlesInEitherLanguageAndCategoryTags() {
        #expect(identity(titles: ["[components-navigation-and-search] tab bars"]).topics.map(\.slug) == ["tab-bars"])
        #expect(identity(titles: ["[HIG] Multitasking"]).topics.map(\.slug) == ["multitasking"])
        #expect(identity(titles: ["시트"]).topics.map(\.slug) == ["sheets"])
        #expect(identity(titles: ["진행 과정 표시기"]).topics.map(\.slug) == ["progress-indicators"])
        #expect(identity(titles: ["동작 시트"]).topics.map(\.slug) == ["action-sheets"])
        #expect(identity(titles: ["도구막대"]).topics.map(\.slug) == ["toolbars"])
        #expect(identity(titles: ["애플 휴먼 인터페이스 가이드라인(3) -2 Loading/Modality"]).topics.map(\.slug) == ["loading", "modality"])
        #expect(identity(titles: ["Sheets | Apple Developer Documentation"]).topics.map(\.slug) == ["sheets"])
    }

    @Test func anUnknownPageTakesItsOwnTitleNeverAHeadingOrTheFileName() {
        let page = identity(titles: ["Spatial audio"], headings: ["모범 사례"], file: "jum0-notes.md")
        #expect(page.topics.map(\.english) == ["Spatial audio"])
        #expect(identity(headings: ["Alerts", "Action sheets"]).topics.map(\.slug) == ["alerts", "action-sheets"])
    }

    @Test func sectionHeadingsAreNeverTopics() throws {
        let text = "# 시트\n\nSource: https://developer.apple.com/kr/design/human-interface-guidelines/sheets\n\n## 모범 사례\n\n**시트는 간단하게 유지하십시오.** 길면 안 됩니다.\n\n## 구조\n\n시트는 위에서 내려옵니다.\n"
        let corpus = try TestCorpus(["ko/sheets.md": text])
        let result = try corpus.ingest()
        #expect(Set(result.rules.map(\.topic.slug)) == ["sheets"])
        #expect(result.rules.map(\.section) == ["모범 사례", "구조"])
        #expect(result.documents[0].url == "https://developer.apple.com/kr/design/human-interface-guidelines/sheets")
        #expect(result.documents[0].original == "https://developer.apple.com/design/human-interface-guidelines/sheets")
    }
}
