import Testing
import HIGModel

@Suite("Nearest rule IDs")
struct NearestRuleIDsTests {
    let ids = ["modality-1", "modality-9", "modality-19", "modality-10", "loading-9", "progress-indicators-3"].map(RuleID.init)

    @Test("fewest edits first, then the same topic's nearest number")
    func nearest() {
        #expect(NearestRuleIDs.find(RuleID("modality-99"), among: ids).map(\.rawValue) == ["modality-19", "modality-9", "modality-10"])
        #expect(NearestRuleIDs.find(RuleID("modalty-9"), among: ids).first?.rawValue == "modality-9")
        #expect(NearestRuleIDs.find(RuleID("x"), among: ids, count: 2).count == 2)
    }

    @Test("edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        func distance(_ a: String, _ b: String) -> Int {
            NearestRuleIDs.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("모달", "모달") == 0)
    }
}
