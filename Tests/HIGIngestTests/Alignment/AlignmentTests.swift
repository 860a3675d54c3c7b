import Testing
@testable import HIGIngest

/// The layouts translators use, each aligned the way a reader pairs them.
@Suite struct AlignmentTests {
    private func pairs(_ text: String, format: DocumentFormat = .plainText) throws -> [(String, String)] {
        try drafts(text, format: format).map { ($0.englishText, $0.koreanText) }
    }

    @Test func englishThenKoreanParagraphs() throws {
        let result = try pairs("Modality\n\nUse modality when it makes sense.\n\n의미가 있을 때 모달리티를 사용하세요.\n\nAlways include a button that dismisses the modal view.\n\n모달 뷰를 닫는 버튼을 항상 포함하세요.\n")
        #expect(result.count == 2)
        #expect(result[1] == ("Always include a button that dismisses the modal view.", "모달 뷰를 닫는 버튼을 항상 포함하세요."))
    }

    @Test func twoEnglishThenTwoKorean() throws {
        let text = """
        Modality

        Use modality when it makes sense. Create a modal experience only when it's critical to focus people's attention on a choice.

        Keep modal tasks simple, short, and narrowly focused. Avoid creating an app within your app.

        의미가 있을 때 모달리티를 사용하세요. 사용자의 주의를 선택에 집중시키는 것이 중요할 때만 모달 경험을 만드세요.

        모달 작업은 단순하고 짧게 유지하세요. 앱 안에 또 다른 앱을 만들지 마세요.
        """
        let result = try pairs(text)
        #expect(result.count == 2)
        #expect(result[0].0.hasPrefix("Use modality") && result[0].1.hasPrefix("의미가 있을 때"))
        #expect(result[1].0.hasPrefix("Keep modal") && result[1].1.hasPrefix("모달 작업은"))
    }

    @Test func aKoreanParagraphSplitOverTwoLines() throws {
        let text = "Modality\nIn general, keep modal tasks simple, short, and narrowly focused. If a modal task is too complicated, people can lose sight of the task they suspended.\n일반적으로, 모달 작업은 단순하고 짧아야 합니다.\n만약 모달 작업이 너무 복잡하면 사용자들은 일시 중단한 작업을 놓칠 수 있습니다.\n"
        let result = try pairs(text)
        #expect(result.count == 1)
        #expect(result[0].1 == "일반적으로, 모달 작업은 단순하고 짧아야 합니다.\n만약 모달 작업이 너무 복잡하면 사용자들은 일시 중단한 작업을 놓칠 수 있습니다.")
    }

    @Test func englishTitlesOverKoreanBodies() throws {
        let text = "Progress indicators\n\nKeep activity indicators moving\n\nactivity indicator를 계속 움직여라. 사람들은 멈춘 표시기를 멈춘 작업으로 여긴다.\n\n\u{00A0}\n\nShow this indicator only for network operations lasting more than a few seconds\n\n몇 초 이상 걸리는 네트워크 작업에만 이 indicator를 사용해라.\n\n빠른 작업에서는 알아채기도 전에 사라진다.\n"
        let result = try drafts(text, topics: ["progress-indicators"])
        #expect(result.count == 2)
        #expect(result[0].englishTitle == "Keep activity indicators moving")
        #expect(result[0].koreanTitle == "activity indicator를 계속 움직여라.")
        #expect(result[1].korean.count == 2)
        #expect(result.allSatisfy { $0.kind == .guideline })
    }

    @Test func listsAlignItemByItemUnderTheirParagraph() throws {
        let text = "Modality\nPresenting content modally can:\n- Help people focus on a task\n- Ensure that people receive critical information\n콘텐츠를 모달로 표시하면 다음을 할 수 있습니다.\n- 사용자가 작업에 집중하도록 돕습니다.\n- 사용자가 중요한 정보를 받도록 보장합니다.\n"
        let result = try drafts(text)
        #expect(result.count == 1)
        #expect(result[0].englishText == "Presenting content modally can:\n• Help people focus on a task\n• Ensure that people receive critical information")
        #expect(result[0].koreanText.hasSuffix("• 사용자가 중요한 정보를 받도록 보장합니다."))
        #expect(result[0].alignedPairs == 3)
    }

    @Test func notesPairWithNotes() throws {
        let text = "Modality\n\nNOTE If you display modal content in a popover, switch to a sheet in compact environments.\n\n알아두기 팝오버에서 모달을 보여준다면 컴팩트 환경에서는 시트로 바꾸세요.\n"
        let result = try drafts(text)
        #expect(result.count == 1)
        #expect(result[0].kind == .note)
        #expect(result[0].koreanText.hasPrefix("팝오버에서"))
    }

    @Test func developerGuidanceAttachesToItsRule() throws {
        let text = "Modality\n\nChoose a modal transition style that makes sense in your app.\n\nFor developer guidance, see UIViewController.\n\n앱에 맞는 모달 전환 스타일을 고르세요.\n"
        let result = try drafts(text)
        #expect(result.count == 1)
        #expect(result[0].references.map(\.text) == ["For developer guidance, see UIViewController."])
        #expect(result[0].koreanText == "앱에 맞는 모달 전환 스타일을 고르세요.")
    }

    @Test func markdownQuotedTranslationsUnderParagraphsAndItems() throws {
        let result = try drafts(try TestCorpus.fixture("modality-quoted.md"), format: .markdown)
        let titles = result.map(\.englishTitle)
        #expect(titles.contains("Always include a button that dismisses the modal view."))
        let button = try #require(result.first { $0.englishTitle.hasPrefix("Always include") })
        #expect(button.koreanTitle == "모달 뷰를 닫는 버튼을 항상 넣으세요.")
        let definition = try #require(result.first)
        #expect(definition.english.count == 3 && definition.korean.count == 3)
        let note = try #require(result.first { $0.kind == .note })
        #expect(note.koreanText.hasPrefix("복잡한 모달 경험을"))
        #expect(!result.contains { $0.koreanText.contains("스터디") || $0.koreanText.contains("댓글") })
    }

    @Test func koreanFirstDocumentsPairTheOtherWay() throws {
        let text = "Modality\n\n모달 뷰를 닫는 버튼을 항상 포함하세요. 예를 들어 완료나 취소 버튼을 쓸 수 있습니다.\n\nAlways include a button that dismisses the modal view. For example, you might use Done or Cancel.\n\n필요하다면 모달을 닫기 전에 확인을 받아 데이터 손실을 막으세요.\n\nWhen necessary, help people avoid data loss by getting confirmation before closing a modal view.\n"
        let result = try pairs(text)
        #expect(result.count == 2)
        #expect(result[0].0.hasPrefix("Always include") && result[0].1.hasPrefix("모달 뷰를"))
    }

    @Test func koreanOnlyListAnnouncedByItsParagraph() throws {
        let text = "Multitasking\n\n다음 환경설정 중 하나를 선택해 창을 열 수 있습니다.\n\n슬라이드 오버는 두 번째 창을 덮어 씌웁니다.\n\n분할 화면은 두 창을 나란히 띄웁니다.\n\n창을 열 때 레이아웃을 지정하지 마세요. 사람들이 어떤 설정을 쓰는지 모릅니다.\n"
        let result = try drafts(text, topics: ["multitasking"])
        #expect(result.count == 2)
        #expect(result[0].korean.count == 3)
    }
}
