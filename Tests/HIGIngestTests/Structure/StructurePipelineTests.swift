import Testing
@testable import HIGIngest

@Suite struct StructurePipelineTests {
    private func roles(_ text: String, format: DocumentFormat = .plainText) -> [String: Piece.Role] {
        Dictionary(structure(text, format: format).map { ($0.block.text, $0.role) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func blogHeaderBylineAndTitleAreDropped() {
        let text = "myblog\n\nWrite anything\n\nby Kim Mar 03. 2024\n\n[HIG] Alerts\n\n경고에 대한 안내\n\n이 글은 HIG를 번역한 것입니다. 감사합니다.\n\nIntroduction\n\n경고는 중요한 정보를 전달합니다.\n"
        let document = StructurePipeline().run(PlainTextReader().read(text))
        let roles = Dictionary(document.pieces.map { ($0.block.text, $0.role) }, uniquingKeysWith: { a, _ in a })
        #expect(roles["myblog"] == .dropped(.blogHeader))
        #expect(roles["Write anything"] == .dropped(.blogHeader))
        #expect(roles["by Kim Mar 03. 2024"] == .dropped(.byline))
        #expect(roles["[HIG] Alerts"] == .dropped(.documentTitle))
        #expect(roles["경고에 대한 안내"] == .dropped(.subtitle))
        #expect(roles["이 글은 HIG를 번역한 것입니다. 감사합니다."] == .dropped(.translatorsAside))
        #expect(roles["Introduction"] == .heading(level: 2))
        #expect(roles["경고는 중요한 정보를 전달합니다."] == .paragraph)
        #expect(document.author == "Kim")
        #expect(document.title == "[HIG] Alerts")
    }

    @Test func originalLinkBlocksBecomeMetadata() {
        let text = "Alerts\n\nUse alerts sparingly.\n\n경고는 아껴 쓰세요.\n\n원문_\n\nAlerts - Components - Human Interface Guidelines\n\n\u{00A0}\n\n참고_\n\nSome Design Book\n"
        let document = StructurePipeline().run(PlainTextReader().read(text))
        #expect(document.original == "Alerts - Components - Human Interface Guidelines")
        #expect(document.citations == ["Some Design Book"])
        #expect(document.pieces.filter(\.isContent).map(\.block.text) == ["Use alerts sparingly.", "경고는 아껴 쓰세요."])
    }

    @Test func afterwordAndThanksAreDropped() {
        let text = "Buttons\n\nMake buttons easy to tap.\n\n버튼은 누르기 쉽게 만드세요.\n\n마치며\n\n생각보다 분량이 많았다.\n\n읽어 주셔서 감사합니다!\n"
        let kept = structure(text).filter(\.isContent).map(\.block.text)
        #expect(kept == ["Make buttons easy to tap.", "버튼은 누르기 쉽게 만드세요."])
    }

    @Test func asideCuesMustStartAWord() {
        // "문제가" ends in "제가", which is not the pronoun.
        #expect(!AsideSignals.isStrongAside("일반적으로 문제가 발생했을 때 경고가 표시됩니다. 탭을 해야 합니다."))
        #expect(AsideSignals.signals("제가 번역했습니다") == 2)
        #expect(AsideSignals.isStrongAside("엄청 길다.. 힘들었다..."))
        #expect(AsideSignals.isStrongAside("오역이 있을 수 있어요 😊"))
    }

    @Test func imageCaptionsAreDropped() {
        let text = "Sheets\n\nAlert(좌) Sheet(우)\n\nUse a sheet for simple tasks.\n\n간단한 작업에는 시트를 사용하세요.\n"
        #expect(roles(text)["Alert(좌) Sheet(우)"] == .dropped(.imageCaption))
    }

    @Test func isolatedFragmentsBetweenSpacersAreCaptions() {
        let text = "Sheets\n\n시트는 카드 모양입니다.\n\nform sheet\n\n\u{00A0}\n\npopover\n\n\u{00A0}\n\n[Popover]\n\n팝오버는 화살표가 있습니다.\n\n\u{00A0}\n\n다음 문단입니다.\n"
        let roles = roles(text)
        #expect(roles["form sheet"] == .dropped(.imageCaption))
        #expect(roles["popover"] == .dropped(.imageCaption))
        #expect(roles["[Popover]"] == .heading(level: 2))
    }

    @Test func englishTitleOverKoreanBodyIsATitle() {
        let text = "Progress Bars\n\nprogress bar는 트랙을 채웁니다.\n\nAlways report progress accurately\n\n항상 진행 상황을 정확하게 보고해라. 부정확한 정보를 표시하지 마라.\n\nIf it's helpful, provide useful information while people wait\n\n도움이 된다면 기다리는 동안 유용한 정보를 제공하세요.\n"
        let roles = roles(text)
        #expect(roles["Progress Bars"] == .heading(level: 2))
        #expect(roles["Always report progress accurately"] == .title)
        #expect(roles["If it's helpful, provide useful information while people wait"] == .title)
    }

    @Test func englishHeadingsOverKoreanOnlyTextStayHeadings() {
        let text = "Best practices\n\n훌륭한 경험은 매끄럽습니다.\n\nMultiple windows on iPad\n\niPad 앱은 두 유형의 창을 사용합니다.\n"
        let roles = roles(text)
        #expect(roles["Best practices"] == .heading(level: 2))
        #expect(roles["Multiple windows on iPad"] == .heading(level: 2))
    }

    @Test func consecutiveHeadingsNest() {
        let text = "Multitasking\n\nNo additional considerations for macOS.\n\niPadOS\n\nMultitasking on iPad\n\niPad는 멀티태스킹을 지원합니다.\n"
        let roles = roles(text)
        #expect(roles["iPadOS"] == .heading(level: 2))
        #expect(roles["Multitasking on iPad"] == .heading(level: 3))
    }

    @Test func notesByLabel() {
        let pieces = structure("NOTE If you use a popover, close it.\n\n알아두기 팝오버를 쓴다면 닫으세요.\n\nTIP : 짧게 쓰세요.\n")
        #expect(pieces.map(\.role) == [.note(label: "NOTE"), .note(label: "알아두기"), .note(label: "TIP")])
        #expect(pieces[0].text == "If you use a popover, close it.")
    }

    @Test func referenceLines() {
        #expect(References.isReference("For developer guidance, see UIViewController."))
        #expect(References.isReference("개발자 가이드라인은 UIWindowScene을 참고하세요."))
        #expect(References.isReference("추가정보는 UIProgressView에서 확인"))
        #expect(!References.isReference("For example, use Done or Cancel."))
        #expect(!References.isReference("버튼을 확인하세요. 사용자가 버튼을 누르면 화면이 닫히고 이전 작업으로 돌아갑니다. 개발자는 이 동작을 바꿀 수 없습니다. 항상 확인하세요."))
    }

    @Test func anEnglishParagraphBrokenByABlankLineIsJoined() {
        let pieces = structure("Sheets\n\nThe sheet covers the content and dims the rest to\n\nprevent interaction with it.\n\n시트는 내용을 가립니다.\n").filter(\.isContent)
        #expect(pieces.map(\.text) == ["The sheet covers the content and dims the rest to prevent interaction with it.", "시트는 내용을 가립니다."])
        #expect(pieces[0].lines == .init(3, 5))
    }

    @Test func aKoreanSentenceCutAroundAParticleIsJoined() {
        let pieces = structure("Modality\n\niOS는 alerts, activity views\n\n와\n\naction sheets를 제공한다.\n").filter(\.isContent)
        #expect(pieces.map(\.text) == ["iOS는 alerts, activity views 와 action sheets를 제공한다."])
    }

    @Test func anImperativeLeadOnItsOwnLineJoinsItsBody() {
        let pieces = structure("Buttons\n\nMake buttons easy to tap\n\nPeople need room to tap a button.\n\n버튼은 누르기 쉽게 만드세요. 여유가 필요합니다.\n").filter(\.isContent)
        #expect(pieces.first?.text == "Make buttons easy to tap\nPeople need room to tap a button.")
        #expect(pieces.first?.block.lead == "Make buttons easy to tap")
    }

    @Test func translatorsNotesInsideATranslationAreRemoved() {
        #expect(AsideSignals.removingInlineAsides("모달을 닫으세요 (역주: 원문은 dismiss). 버튼을 두세요.") == "모달을 닫으세요. 버튼을 두세요.")
        #expect(AsideSignals.removingInlineAsides("시트를 쓰세요.[역자 주 – 카드 모양의 화면]") == "시트를 쓰세요.")
        #expect(AsideSignals.removingInlineAsides("완료(Done) 버튼을 쓰세요.") == nil)
        let pieces = structure("Sheets\n\nUse a sheet.\n\n시트를 사용하세요 (옮긴이: 카드 모양).\n").filter(\.isContent)
        #expect(pieces.last?.text == "시트를 사용하세요.")
    }
}
