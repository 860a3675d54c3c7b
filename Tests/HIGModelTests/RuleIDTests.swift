import Testing
@testable import HIGModel

struct RuleIDTests {
    @Test func foldsCaseOfEveryScript() {
        #expect(RuleID("Modality-7").rawValue == "modality-7")
        #expect(RuleID("MODALITY-7") == RuleID("modality-7"))
        // Past ASCII too: the lower-case fast path must not keep these as typed.
        #expect(RuleID("Éclair-2").rawValue == "éclair-2")
        #expect(RuleID("ΣΕΛΙΔΑ-1").rawValue == "σελιδα-1")
    }

    @Test func keepsLowerCaseTextAsItIs() {
        let id = RuleID("progress-indicators-11")
        #expect(id.rawValue == "progress-indicators-11")
        #expect(id.topicSlug == "progress-indicators")
        #expect(id.number == 11)
        #expect(RuleID("모달-3").rawValue == "모달-3")
        #expect(RuleID("modality").number == nil)
        #expect(RuleID("modality").topicSlug == "modality")
    }
}
