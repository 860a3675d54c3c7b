import Testing
@testable import HIGIngest
import HIGModel
import HIGText

/// The shipped corpus, read end to end: what the product promises about it.
@Suite struct SeedCorpusTests {
    @Test func theDismissButtonRuleHasItsThreeModalityTranslations() throws {
        let result = try TestCorpus.seeds().ingest()
        let rule = try #require(result.rules.first { $0.english.contains { $0.title == "Always include a button that dismisses the modal view." } })
        #expect(rule.topic.slug == "modality")
        #expect(Set(rule.translations.map(\.source.document)) == ["000_4a9b8e03e3a0af34.txt", "001_7975064b7e8e3f2e.txt", "002_325ad820f53a6a74.txt"])
        #expect(rule.translations.allSatisfy { !$0.title.isEmpty && $0.source.lines.first > 0 })
    }

    @Test func noRecordCarriesBlogChromeOrTranslatorsAsides() throws {
        let result = try TestCorpus.seeds().ingest()
        let texts = result.rules.flatMap { rule in rule.english.map(\.text) + rule.translations.map(\.text) + rule.references }
        let chrome = ["오역", "감사합니다", "느낀점", "brunch", "C.S.Lewis", "by Lawn", "원문_", "참고_", "47 Key Lessons", "Alert(좌)",
                      "원본에서 Play", "역자설명", "quizlet", "본 문서는", "알려주세요", "Apple Developer", "popover\n", "힘들었다"]
        for text in texts {
            for mark in chrome {
                #expect(!text.contains(mark), "\(mark) in \(text.prefix(60))")
            }
        }
    }

    @Test func modalityVersionsAreKeptApart() throws {
        let result = try TestCorpus.seeds().ingest()
        let keep = try #require(result.rules.first { $0.english.contains { $0.title.hasPrefix("Keep modal tasks") } })
        #expect(keep.english.contains { $0.title.hasPrefix("In general, keep modal tasks") })
        let title = try #require(result.rules.first { $0.english.contains { $0.title.hasPrefix("In general, display a title") } })
        #expect(title.english.contains { $0.title == "Make it easy to identify a modal view’s task." })
    }

    @Test func theKoreanOnlyDocumentsYieldRulesSectionsAndTopics() throws {
        let result = try TestCorpus.seeds().ingest()
        let multitasking = result.rules.filter { $0.topic.slug == "multitasking" }
        #expect(multitasking.count >= 20)
        // Korean only: the one English line says a platform needs nothing of its own, a note on the topic.
        #expect(multitasking.allSatisfy { $0.isKoreanOnly })
        let summary = try #require(result.documents.first { $0.file == "004_e51e65299fc79f4a.txt" })
        #expect(summary.platformNotes.first?.hasPrefix("No additional considerations for iOS, macOS, or tvOS.") == true)
        #expect(Set(multitasking.compactMap(\.section)).isSuperset(of: ["Best practices", "Multiple windows on iPad"]))
        // The Korean-only Modality notes joined the rules whose translations they match.
        let notes = result.rules.filter { $0.hasTranslation(from: "002_325ad820f53a6a74.txt") }
        #expect(notes.allSatisfy { !$0.english.isEmpty })
    }

    @Test func developerGuidanceLinesAreReferencesNotRules() throws {
        let result = try TestCorpus.seeds().ingest()
        #expect(!result.rules.contains { $0.title.hasPrefix("For developer guidance") })
        #expect(result.rules.contains { $0.references.map(Normalizer.normalize).contains("For developer guidance, see UIViewController and UIPresentationController.") })
    }
}
