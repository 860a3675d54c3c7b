import Foundation
import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

@Suite struct IndexRoundTripTests {
    @Test func rulesComeBackUnchanged() throws {
        let reader = Fixtures.reader
        #expect(reader.ruleCount == RuleFixtures.all.count)
        #expect(try reader.allRules() == RuleFixtures.all)
        for (index, rule) in RuleFixtures.all.enumerated() {
            #expect(try reader.rule(at: index) == rule)
            #expect(reader.id(at: index) == rule.id)
        }
        #expect(reader.fingerprint == "fixtures-v1")
        #expect(String(decoding: reader.metadata, as: UTF8.self) == #"{"rules":15}"#)
    }

    @Test func idsAreFoundCaseInsensitivelyWithoutDecodingEverything() throws {
        let reader = Fixtures.reader
        #expect(reader.index(of: RuleID("Modality-4")) == 3)
        #expect(try reader.rule(id: RuleID("PROGRESS-INDICATORS-3"))?.english.first?.title == "Always report progress accurately.")
        #expect(try reader.rule(id: RuleID("modality-99")) == nil)
        #expect(reader.index(of: RuleID("")) == nil)
        for rule in RuleFixtures.all { #expect(reader.index(of: rule.id) != nil) }
    }

    @Test func topicsAreCountedInFirstSeenOrder() {
        let topics = Fixtures.reader.topics
        #expect(topics.map(\.topic.slug) == ["modality", "loading", "progress-indicators"])
        #expect(topics.map(\.count) == [8, 3, 4])
        #expect(topics[2].topic.korean == "진행 표시기")
        #expect(Fixtures.reader.topicIndex(ofRule: 9) == 1)
    }

    @Test func sameInputGivesIdenticalBytes() throws {
        let again = try IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "fixtures-v1",
                                           metadata: Data(#"{"rules":15}"#.utf8))
        #expect(again == Fixtures.data)
        let synthetic = SyntheticRules.make(count: 600)  // above the threshold for parallel building
        #expect(try IndexWriter.encode(rules: synthetic, fingerprint: "s") == IndexWriter.encode(rules: synthetic, fingerprint: "s"))
    }

    /// Chunks of rules, terms and records are spread over the workers: whatever their number,
    /// the bytes are those of a build on one thread.
    @Test func bytesDoNotDependOnTheNumberOfThreads() throws {
        let rules = SyntheticRules.make(count: 3000)
        let lexicon = LexiconLearner().learn(rules.prefix(300).map { rule in
            (LexiconUnits.english(rule.english.map(\.text).joined(separator: "\n")),
             LexiconUnits.korean(rule.translations.map(\.text).joined(separator: "\n")))
        })
        func build(_ workers: Int) throws -> Data {
            try Parallel.$workerCount.withValue(workers) {
                try IndexWriter.encode(rules: rules, fingerprint: "threads", lexicon: lexicon)
            }
        }
        let one = try build(1)
        #expect(try build(2) == one)
        #expect(try build(5) == one)
        let reader = try IndexReader(data: one)
        #expect(reader.ruleCount == rules.count)
    }

    @Test func emptyIndexOpensAndFindsNothing() throws {
        let reader = try IndexReader(data: try IndexWriter.encode(rules: [], fingerprint: "empty"))
        #expect(reader.ruleCount == 0)
        #expect(reader.topics.isEmpty)
        #expect(try reader.allRules().isEmpty)
        #expect(Searcher(reader: reader).search(SearchQuery(text: "모달")).results.isEmpty)
    }

    @Test func duplicateIDsAreRejected() {
        var rules = Array(RuleFixtures.all.prefix(2))
        rules[1].id = RuleID("MODALITY-1")
        #expect(throws: IndexError.self) { try IndexWriter.encode(rules: rules, fingerprint: "x") }
    }

    @Test func writeIsAtomicAndReplacesTheOldFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("hig.idx")
        try IndexWriter.write(rules: Array(RuleFixtures.all.prefix(3)), fingerprint: "one", to: url)
        let first = try IndexReader(contentsOf: url)
        try IndexWriter.write(rules: RuleFixtures.all, fingerprint: "two", to: url)
        let second = try IndexReader(contentsOf: url)
        // The first reader keeps its own (mapped, unlinked) bytes.
        #expect(first.fingerprint == "one" && first.ruleCount == 3)
        #expect(try first.rule(at: 2) == RuleFixtures.all[2])
        #expect(second.fingerprint == "two" && second.ruleCount == 15)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["hig.idx"])
    }

    /// `write` sends the sections to the file piece by piece; `encode` assembles them in memory.
    @Test func writtenFileHasTheEncodedBytes() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("hig.idx")
        try IndexWriter.write(rules: RuleFixtures.all, fingerprint: "same", to: url)
        #expect(try Data(contentsOf: url) == IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "same"))
    }

    @Test func writingIntoAMissingDirectoryFailsWithATypedError() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/hig.idx")
        #expect {
            try IndexWriter.write(rules: RuleFixtures.all, fingerprint: "x", to: url)
        } throws: { error in
            guard case .writeFailed = error as? IndexError else { return false }
            return true
        }
    }

    @Test func fastRecordDecoderAgreesWithJSONDecoder() throws {
        var tricky = RuleFixtures.all[0]
        tricky.section = nil
        tricky.english[0].text = "Quote \" backslash \\ tab\t newline\n emoji 😀 nul-ish \u{1} slash / done"
        tricky.translations[0].source.translator = nil
        tricky.translations[0].source.original = "https://example.com/a?b=c&d=\"e\""
        tricky.references = ["For developer guidance, see `UIProgressView`.", "개발 지침은 UIProgressView를 참고하세요."]
        tricky.order = 42
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for rule in RuleFixtures.all + [tricky] {
            let json = try encoder.encode(rule)
            let fast = json.withUnsafeBytes { RuleJSONDecoder.decode($0) }
            #expect(fast == rule)
            #expect(try JSONDecoder().decode(Rule.self, from: json) == rule)
        }
        // A key the fast decoder does not know makes it step aside.
        let extra = Data(#"{"english":[],"future":1,"id":"x-1","kind":"note","order":0,"references":[],"topic":{"en":"X","ko":"엑스","slug":"x"},"translations":[]}"#.utf8)
        #expect(extra.withUnsafeBytes { RuleJSONDecoder.decode($0) } == nil)
        let plain = Data(#"{"english":[],"id":"X-1","kind":"note","order":0,"references":[],"topic":{"en":"X","ko":"엑\uc2a4","slug":"x"},"translations":[]}"#.utf8)
        #expect(plain.withUnsafeBytes { RuleJSONDecoder.decode($0) }?.topic.korean == "엑스")
    }
}
