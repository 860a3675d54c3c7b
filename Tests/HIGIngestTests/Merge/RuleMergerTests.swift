import Testing
@testable import HIGIngest
import HIGModel

@Suite struct RuleMergerTests {
    static let first = "Modality\n\nAlways include a button that dismisses the modal view. For example, you might use Done or Cancel.\n\n항상 모달 화면을 없앨 수 있는 버튼을 포함시키세요. 예를 들어, Done(완료)나 Cancel(취소)버튼을 사용할 수 있습니다.\n\nKeep modal tasks simple, short, and narrowly focused. Avoid creating an app within your app.\n\n모달에서 수행하는 일을 간단하게, 짧게 하세요. 앱 안에 또다른 앱을 만들지 마세요.\n"
    static let second = "Modality\n\nAlways include a button that dismisses the modal view. For example, you might use Done or Cancel.\n\n모달 뷰를 닫는 버튼을 항상 포함하세요. 예를 들어, 완료 또는 취소 버튼을 사용할 수 있습니다.\n\nIn general, keep modal tasks simple, short, and narrowly focused. If a modal task is too complicated, people can lose sight of it.\n\n일반적으로, 모달 작업은 단순하고 짧아야 합니다.\n"
    static let koreanOnly = "Modality\n\n항상 모달 화면을 없앨 수 있는 버튼을 포함시키자.\n\nDone(완료)나 Cancel(취소)버튼을 사용할 수 있다.\n\n\u{00A0}\n\n모달에서 수행하는 일을 간단하게, 짧게 하자.\n\n\u{00A0}\n\n모달 전환 스타일은 일관되게 사용해라.\n"
    static let manifest = #"{"documents": [{"file": "a.txt", "topics": ["modality"]}, {"file": "b.txt", "topics": ["modality"]}, {"file": "c.txt", "topics": ["modality"]}]}"#

    @Test func theSameRuleInThreeDocumentsIsOneRecord() throws {
        let corpus = try TestCorpus(["a.txt": Self.first, "b.txt": Self.second, "c.txt": Self.koreanOnly], manifest: Self.manifest)
        let result = try corpus.ingest()
        let button = try #require(result.rules.first { $0.title.hasPrefix("Always include") })
        #expect(button.english.count == 1)
        #expect(button.english[0].sources.map(\.document) == ["a.txt", "b.txt"])
        #expect(button.translations.map(\.source.document) == ["a.txt", "b.txt", "c.txt"])
        // The Korean-only document's title line and body are one translation.
        #expect(button.translations[2].text == "항상 모달 화면을 없앨 수 있는 버튼을 포함시키자.\nDone(완료)나 Cancel(취소)버튼을 사용할 수 있다.")
    }

    @Test func differingEnglishVersionsAreKeptWithTheirSources() throws {
        let corpus = try TestCorpus(["a.txt": Self.first, "b.txt": Self.second], manifest: Self.manifest)
        let rule = try #require(try corpus.ingest().rules.first { $0.title.hasPrefix("Keep modal") })
        #expect(rule.english.map(\.title) == ["Keep modal tasks simple, short, and narrowly focused.",
                                              "In general, keep modal tasks simple, short, and narrowly focused."])
        #expect(rule.english.map { $0.sources.map(\.document) } == [["a.txt"], ["b.txt"]])
        #expect(rule.translations.count == 2)
    }

    @Test func koreanOnlyTextThatMatchesNothingIsARuleOfItsOwn() throws {
        let corpus = try TestCorpus(["a.txt": Self.first, "c.txt": Self.koreanOnly], manifest: Self.manifest)
        let result = try corpus.ingest()
        let own = try #require(result.rules.first { $0.title.contains("일관되게") })
        #expect(own.isKoreanOnly)
        #expect(own.translations.map(\.source.document) == ["c.txt"])
        #expect(result.unaligned.contains { $0.document == "c.txt" })
    }

    @Test func aKoreanOnlyDocumentWithNoEnglishAnywhereStillYieldsRules() throws {
        let text = "by Lee Jan 01. 2024\n\n[HIG] Multitasking\n\nIntroduction\n\n멀티태스킹으로 사람들은 앱을 빠르게 전환합니다.\n\nBest practices\n\n알림을 최대한 적게 사용하세요. 사람들은 중요한 작업이 끝났을 때만 알림을 원합니다.\n\n작업을 백그라운드에서 끝낼 수 있게 하세요.\n"
        let corpus = try TestCorpus(["m.txt": text])
        let result = try corpus.ingest()
        #expect(result.rules.map(\.topic.slug) == ["multitasking", "multitasking", "multitasking"])
        #expect(result.rules.map(\.section) == ["Introduction", "Best practices", "Best practices"])
        #expect(result.rules.map(\.topic.korean).first == "멀티태스킹")
        #expect(result.rules[1].kind == .guideline)
        #expect(result.documents[0].translator == "Lee")
    }
}

/// Reworded versions of one guideline merge; different guidelines that share words do not.
@Suite struct RewordedGuidelineTests {
    static let older = """
        # Progress indicators

        **Keep activity indicators moving.** People associate a stationary indicator with a stalled process.

        **Show a progress bar for a task with a known duration.** It lets people estimate how long to wait.

        ## macOS

        **Use a spinning indicator in a toolbar only for background work.** Keep it small.
        """
    static let newer = """
        # Progress indicators

        > Progress indicators let people know that your app isn't stalled while it loads content or performs lengthy operations.

        **Keep progress indicators moving so people know something is happening.** A stationary indicator makes people think a process stalled.

        **Prefer a progress bar when a task has a well-defined duration.** A bar lets people see how much longer they need to wait.

        ## macOS

        **Use a circular indicator in a toolbar only for background work.** Keep the indicator small and unobtrusive.
        """

    @Test func rewordedVersionsAreOneRuleAndTheAbstractJoinsNothing() throws {
        let corpus = try TestCorpus(["old.md": Self.older, "new.md": Self.newer])
        let rules = try corpus.ingest().rules
        let moving = try #require(rules.first { $0.english.contains { $0.title == "Keep activity indicators moving." } })
        #expect(moving.english.map(\.title).contains("Keep progress indicators moving so people know something is happening."))
        let bar = try #require(rules.first { $0.english.contains { $0.title == "Show a progress bar for a task with a known duration." } })
        #expect(bar.english.count == 2)
        // The newer page's abstract shares words with every rule but is none of them.
        let abstract = try #require(rules.first { $0.english.contains { $0.title.hasPrefix("Progress indicators let people know") } })
        #expect(abstract.english.count == 1)
        #expect(rules.count == 4)
    }

    @Test func guidelinesThatShareTheirTopicsWordsStayApart() throws {
        let text = """
            # Sheets

            **Use a sheet to present simple content.** A sheet keeps the parent view visible.

            **Use a sheet only when the task needs a custom title.** Otherwise show an alert.

            **Let people swipe to dismiss a sheet.** They expect to swipe down.
            """
        let other = """
            # Sheets

            **Present a sheet in a reasonable default size.** People rarely resize sheets.

            **Position the dismiss buttons of a sheet as people expect.** Put Done on the trailing side.
            """
        let rules = try TestCorpus(["a.md": text, "b.md": other]).ingest().rules
        #expect(rules.count == 5)
        #expect(rules.allSatisfy { $0.english.count == 1 })
    }
}

/// A rule's section is the one most of its documents put it under: plain text cannot show where a
/// section ends, the other translations of the page can.
@Suite struct RuleSectionTests {
    @Test func theSectionMostDocumentsGiveWins() throws {
        // Pasted text: "Fullscreen" looks like a heading and nothing ends its section.
        let pasted = "Modality\n\nFullscreen\n\nThe fullscreen style covers the entire screen.\n\n풀스크린 스타일은 전체 화면을 덮습니다.\n\nUse modality when it makes sense.\n\n의미가 있을 때 모달리티를 사용하세요.\n"
        let marked = "# Modality\n\n## Fullscreen\n\nThe fullscreen style covers the entire screen.\n\n> 풀스크린 스타일은 화면 전체를 가립니다.\n\n## Best practices\n\n**Use modality when it makes sense.** Create a modal experience only when needed.\n\n> 의미가 있을 때만 모달을 사용하세요.\n"
        let another = "# Modality\n\n**Use modality when it makes sense.** Create a modal experience only when needed.\n\n> 맥락에 맞을 때 모달을 사용하세요.\n"
        let rules = try TestCorpus(["a.txt": pasted, "b.md": marked, "c.md": another],
                                   manifest: #"{"documents": [{"file": "a.txt", "topics": ["modality"]}]}"#).ingest().rules
        let use = try #require(rules.first { $0.english.contains { $0.title == "Use modality when it makes sense." } })
        #expect(use.translations.count == 3)
        #expect(use.section != "Fullscreen")
        #expect(rules.first { $0.english.contains { $0.title.hasPrefix("The fullscreen style") } }?.section == "Fullscreen")
        // The page's own name over its text is its title, not a section.
        #expect(!rules.contains { $0.section == "Modality" })
    }
}
