import Foundation
@testable import HIGMCP
import HIGModel
import Testing
import _HIGTestSupport

@Suite struct GetRuleToolTests {
    func getRule(_ arguments: JSONValue) -> JSONValue {
        var session = TestSession()
        return session.tool("get_rule", arguments)
    }

    @Test func givesTheRuleAsHigShowJSONPlusItsURIAndPage() throws {
        let structured = getRule(["id": "modality-4"])["structuredContent"]!
        guard case var .object(members) = structured else { Issue.record("not an object"); return }
        #expect(members.removeValue(forKey: "uri") == "hig://rules/modality-4")
        #expect(members.removeValue(forKey: "hig_page")?["url"] == "https://developer.apple.com/design/human-interface-guidelines/modality")
        let rule = try #require(RuleFixtures.all.first { $0.id.rawValue == "modality-4" })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(JSONValue.object(members) == (try JSONDecoder().decode(JSONValue.self, from: encoder.encode(rule))))
    }

    @Test func structuredContentMatchesTheOutputSchema() {
        for rule in RuleFixtures.all {
            let structured = getRule(["id": .string(rule.id.rawValue)])["structuredContent"]!
            #expect(SchemaValidator.violations(of: structured, against: GetRuleTool().outputSchema) == [], "\(rule.id)")
        }
    }

    @Test func idsAreCaseInsensitiveAndMayBeGivenAsURIs() {
        for id in ["MODALITY-4", " modality-4 ", "hig://rules/modality-4"] {
            #expect(getRule(["id": .string(id)])["structuredContent"]?["id"] == "modality-4", "\(id)")
        }
    }

    @Test func theTextHasEveryVersionAndTranslationWithSources() {
        let text = getRule(["id": "modality-4"]).toolText
        #expect(text.hasPrefix("# modality-4: Always include a button that dismisses the modal view."))
        #expect(text.contains("- HIG page: https://developer.apple.com/design/human-interface-guidelines/modality"))
        #expect(text.contains("## English\n\n> Always include a button that dismisses the modal view. Even when"))
        #expect(text.contains("## Korean translations (1)\n\n### 1. 모달 뷰를 닫는 버튼을 항상 넣으세요.\n\n> 모달 뷰를 닫는 버튼을 항상 넣으세요."))
        #expect(text.contains("Source: “모달리티” (modality-ko.txt:18-19), translated by 한빛, <https://example.com/hig/modality>"))
    }

    @Test func aRuleKnownOnlyInKoreanSaysSo() {
        let result = getRule(["id": "modality-8"])
        #expect(result.toolText.contains("No English text yet"))
        #expect(result["structuredContent"]?["english"] == [])
    }

    @Test func anUnknownIDIsAnErrorNamingTheNearestIDs() {
        let result = getRule(["id": "modalty-4"])
        #expect(result["isError"] == true)
        #expect(result["structuredContent"] == nil)
        #expect(result.toolText.hasPrefix("No rule has the ID \"modalty-4\". The nearest IDs are modality-4, "))
        #expect(result.toolText.contains("call get_rule with one of them"))
    }

    @Test(arguments: [JSONValue.object([:]), ["id": ""], ["id": 4], ["id": "modality-4", "lang": "ko"]])
    func badArgumentsAreErrorResults(arguments: JSONValue) {
        #expect(getRule(arguments)["isError"] == true)
    }
}

@Suite struct ListTopicsToolTests {
    @Test func listsTopicsWithNamesCountsAndPages() {
        var session = TestSession()
        let result = session.tool("list_topics", [:])
        let structured = result["structuredContent"]!
        #expect(SchemaValidator.violations(of: structured, against: ListTopicsTool().outputSchema) == [])
        let topics = structured["topics"]!.arrayValue!
        #expect(topics.compactMap { $0["topic"]?["slug"]?.stringValue } == ["modality", "loading", "progress-indicators"])
        #expect(topics.first?["topic"]?["ko"] == "모달리티")
        #expect(topics.first?["count"] == 8)
        #expect(topics.first?["uri"] == "hig://topics/modality")
        #expect(structured["rule_count"] == 15)
        #expect(result.toolText.contains("| modality | Modality | 모달리티 | 8 |"))
    }

    @Test func takesNoArguments() {
        var session = TestSession()
        #expect(session.tool("list_topics", nil)["isError"] == false)
        #expect(session.tool("list_topics", ["topic": "x"])["isError"] == true)
    }
}
