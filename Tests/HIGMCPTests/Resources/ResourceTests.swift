@testable import HIGMCP
import HIGModel
import Testing

@Suite struct ResourceTests {
    @Test func listsOneResourcePerTopicInIndexOrder() {
        var session = TestSession()
        let resources = session.call("resources/list")["result"]!["resources"]!.arrayValue!
        #expect(resources.compactMap { $0["uri"]?.stringValue } == ["hig://topics/modality", "hig://topics/loading", "hig://topics/progress-indicators"])
        #expect(resources.first?["name"] == "modality")
        #expect(resources.first?["title"] == "Modality · 모달리티")
        #expect(resources.allSatisfy { $0["mimeType"] == "text/markdown" })
    }

    @Test func templatesAreRulesAndTopics() {
        var session = TestSession()
        let templates = session.call("resources/templates/list")["result"]!["resourceTemplates"]!.arrayValue!
        #expect(templates.compactMap { $0["uriTemplate"]?.stringValue } == ["hig://rules/{id}", "hig://topics/{slug}"])
    }

    @Test func readsARuleAsMarkdown() {
        var session = TestSession()
        let contents = session.call("resources/read", ["uri": "hig://rules/modality-4"])["result"]!["contents"]!.arrayValue!
        #expect(contents.count == 1)
        #expect(contents[0]["uri"] == "hig://rules/modality-4")
        #expect(contents[0]["mimeType"] == "text/markdown")
        #expect(contents[0]["text"]?.stringValue?.hasPrefix("# modality-4: Always include a button") == true)
        #expect(contents[0]["text"]?.stringValue?.contains("모달 뷰를 닫는 버튼을 항상 넣으세요.") == true)
    }

    @Test func readsATopicAsItsRulesInReadingOrder() {
        var session = TestSession()
        let text = session.call("resources/read", ["uri": "hig://topics/modality"])["result"]!["contents"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.hasPrefix("# Modality · 모달리티\n\nHIG page: https://developer.apple.com/design/human-interface-guidelines/modality\n8 rules"))
        #expect(text.contains("## Best practices"))
        let ids = text.split(separator: "\n").filter { $0.hasPrefix("- modality-") }.map { $0.dropFirst(2).prefix { $0 != ":" } }
        #expect(ids == (1...8).map { "modality-\($0)" })
        #expect(text.contains("- modality-4: Always include a button that dismisses the modal view. — 모달 뷰를 닫는 버튼을 항상 넣으세요."))
    }

    @Test func aTopicMayBeNamedAsTheCLIAcceptsIt() {
        var session = TestSession()
        for uri in ["hig://topics/Modality", "hig://topics/%EB%AA%A8%EB%8B%AC%EB%A6%AC%ED%8B%B0"] {
            #expect(session.call("resources/read", ["uri": .string(uri)])["result"] != nil, "\(uri)")
        }
    }

    @Test func anUnknownRuleNamesTheNearestIDs() {
        var session = TestSession()
        let message = session.call("resources/read", ["uri": "hig://rules/modality-44"])["error"]?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("Resource not found: hig://rules/modality-44."))
        #expect(message.contains("modality-4"))
    }
}

@Suite struct ResourceURITests {
    @Test func readsRuleAndTopicURIs() {
        #expect(ResourceURI("hig://rules/Modality-4") == .rule(RuleID("modality-4")))
        #expect(ResourceURI("HIG://topics/progress-indicators") == .topic(slug: "progress-indicators"))
        #expect(ResourceURI("hig://topics/%EB%AA%A8%EB%8B%AC") == .topic(slug: "모달"))
    }

    @Test(arguments: ["hig://rules/", "hig://rules/a/b", "hig://rules/a?x=1", "hig://pages/x", "hig:rules/x", "https://rules/x", "hig://rules"])
    func refusesOtherURIs(uri: String) {
        #expect(ResourceURI(uri) == nil)
    }

    @Test func writesNonASCIISlugsPercentEncoded() {
        #expect(ResourceURI.topic(slug: "모달").string == "hig://topics/%EB%AA%A8%EB%8B%AC")
        #expect(ResourceURI(ResourceURI.topic(slug: "모달").string) == .topic(slug: "모달"))
        #expect(ResourceURI.rule(RuleID("modality-4")).string == "hig://rules/modality-4")
    }
}
