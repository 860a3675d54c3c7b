import Testing
@testable import HIGCLI
import HIGModel

/// `hig show` and `hig search` name sources as people know them: titles, translators, links.
@Suite struct RuleRendererTests {
    static let topic = Topic(slug: "modality", english: "Modality", korean: "모달리티")
    static let blog = Source(document: "000_4a9b.txt", title: "모달 번역 블로그", translator: "김번역",
                             url: "https://blog.example/modality", original: "https://developer.apple.com/design/human-interface-guidelines/modality",
                             lines: LineRange(12, 12))
    static let notes = Source(document: "001_77.txt", title: "Modality 노트", lines: LineRange(40, 41))

    static let rule = Rule(
        id: RuleID("modality-11"), topic: topic, kind: .guideline,
        english: [EnglishText(title: "Always include a button that dismisses the modal view.",
                              text: "Always include a button that dismisses the modal view.",
                              sources: [Source(document: "000_4a9b.txt", title: "모달 번역 블로그", lines: LineRange(10, 10)), notes])],
        translations: [Translation(title: "모달 뷰를 닫는 버튼을 항상 넣으세요.", text: "모달 뷰를 닫는 버튼을 항상 넣으세요.", source: blog),
                       Translation(title: "닫기 버튼을 포함하세요.", text: "닫기 버튼을 포함하세요.", source: notes)])

    func render(_ rule: Rule, width: Int) -> String {
        RuleRenderer(terminal: Terminal(isInteractive: false, colors: false, width: width, showsProgress: false)).show(rule)
    }

    @Test func eachTranslationIsNamedByItsDocumentAndTheSourcesListLinks() {
        let text = render(Self.rule, width: 120)
        #expect(text.contains("한국어 1/2 [1] 모달 번역 블로그"))
        #expect(text.contains("한국어 2/2 [2] Modality 노트"))
        #expect(text.contains("English [1] [2]"))
        #expect(text.contains("[1] 모달 번역 블로그 — translated by 김번역\n    https://blog.example/modality\n"
                              + "    original: https://developer.apple.com/design/human-interface-guidelines/modality\n    000_4a9b.txt:10, 12"))
        #expect(text.contains("[2] Modality 노트\n    001_77.txt:40-41"))
    }

    @Test func koreanComesFirstSideBySideAndStacked() throws {
        for width in [120, 80] {
            let text = render(Self.rule, width: width)
            let korean = try #require(text.range(of: "모달 뷰를 닫는 버튼을")).lowerBound
            let english = try #require(text.range(of: "Always include a button")).lowerBound
            #expect(korean < english, "at \(width) columns")
        }
    }

    @Test func aKoreanOnlyRuleHasOneColumnAndNoPlaceholder() {
        var rule = Self.rule
        rule.english = []
        let text = render(rule, width: 120)
        #expect(text.contains("guideline · Korean only"))
        #expect(!text.contains("│"))
        #expect(!text.contains("English"))
        #expect(!text.contains("no English"))
    }

    @Test func searchResultsCreditTheirDocuments() {
        #expect(RuleSources.titles(Self.rule) == ["모달 번역 블로그", "Modality 노트"])
        #expect(RuleSources(Self.rule).documents.map(\.location) == ["000_4a9b.txt:10, 12", "001_77.txt:40-41"])
    }
}
