import Foundation
import Testing
@testable import HIGIngest
import HIGModel

@Suite struct IDRegistryTests {
    @Test func idsAreTopicAndNumberInReadingOrder() throws {
        let corpus = try TestCorpus(["a.txt": RuleMergerTests.first], manifest: RuleMergerTests.manifest)
        let result = try corpus.ingest()
        #expect(result.rules.map(\.id.rawValue) == ["modality-1", "modality-2"])
    }

    @Test func reindexingKeepsEveryID() throws {
        let corpus = try TestCorpus(["a.txt": RuleMergerTests.first, "b.txt": RuleMergerTests.second], manifest: RuleMergerTests.manifest)
        let first = try corpus.ingest()
        let second = try corpus.ingest(registry: first.registry)
        #expect(first.rules.map(\.id) == second.rules.map(\.id))
        #expect(first.registry == second.registry)
    }

    @Test func addingADocumentKeepsExistingIDs() throws {
        let corpus = try TestCorpus(["b.txt": RuleMergerTests.second], manifest: RuleMergerTests.manifest)
        let before = try corpus.ingest()
        // A document that sorts first and brings a rule of its own plus one that merges.
        try corpus.write("a.txt", "Modality\n\nUse modality when it makes sense. Create a modal experience only when it's critical.\n\n의미가 있을 때 모달리티를 사용하세요.\n\n" + RuleMergerTests.first.dropFirst("Modality\n\n".count))
        let after = try corpus.ingest(registry: before.registry)
        for rule in before.rules {
            let same = try #require(after.rules.first { $0.english.contains { $0.title == rule.english[0].title } })
            #expect(same.id == rule.id)
        }
        let new = try #require(after.rules.first { $0.title.hasPrefix("Use modality") })
        #expect(new.id.rawValue == "modality-3")
    }

    @Test func aRuleWhoseTitleWasEditedKeepsItsID() throws {
        let text = "Multitasking\n\n작업을 백그라운드에서 끝낼 수 있게 하세요.\n\n알림을 최대한 적게 사용하세요.\n"
        let corpus = try TestCorpus(["m.txt": text])
        let before = try corpus.ingest()
        // A typo fixed in the second rule's only (Korean) title.
        try corpus.write("m.txt", text.replacingOccurrences(of: "최대한 적게", with: "최대한 적게만"))
        let after = try corpus.ingest(registry: before.registry)
        #expect(after.rules.map(\.id) == before.rules.map(\.id))
    }

    @Test func registryRoundTripsThroughItsFile() throws {
        let corpus = try TestCorpus(["a.txt": RuleMergerTests.first], manifest: RuleMergerTests.manifest)
        let registry = try corpus.ingest().registry
        let url = corpus.folder.appendingPathComponent(IDRegistry.fileName)
        try registry.serialized().write(to: url)
        let loaded = IDRegistry.load(from: url)
        #expect(loaded.registry == registry)
        #expect(loaded.problems.isEmpty)
        #expect(String(decoding: registry.serialized(), as: UTF8.self).contains("modality-1\ten\talways include a button that dismisses the modal view."))
    }

    @Test func malformedRegistryLinesAreReportedAndSkipped() throws {
        let corpus = try TestCorpus()
        let url = corpus.folder.appendingPathComponent(IDRegistry.fileName)
        try corpus.write(IDRegistry.fileName, "# header\nmodality-1\ten\tkeep it\nnot a row\n")
        let loaded = IDRegistry.load(from: url)
        #expect(loaded.registry.rows.count == 1)
        #expect(loaded.problems == ["ids.tsv:3: not \"id<TAB>language<TAB>title\"; line ignored"])
    }

    @Test func idsAreCaseInsensitive() {
        #expect(RuleID("Modality-7") == RuleID("modality-7"))
        #expect(RuleID("modality-10") > RuleID("modality-9"))
        #expect(RuleID("progress-indicators-3").topicSlug == "progress-indicators")
    }
}
