import Testing
@testable import HIGIngest

@Suite struct MarkdownReaderTests {
    @Test func frontMatterGivesTitleAuthorAndURL() {
        let document = MarkdownReader().read("---\ntitle: \"Modality 번역\"\nauthor: 김번역\nsource: https://example.com/a\n---\n\n# Modality\n")
        #expect(document.title == "Modality 번역")
        #expect(document.author == "김번역")
        #expect(document.url == "https://example.com/a")
        #expect(document.blocks.first?.kind == .heading(level: 1))
        #expect(document.blocks.first?.lines.first == 7)
    }

    @Test func translationQuotedUnderItsParagraph() {
        let blocks = MarkdownReader().read("Use a sheet.\nIt helps.\n\n> 시트를 사용하세요.\n> 도움이 됩니다.\n").blocks
        #expect(blocks.count == 2)
        #expect(blocks[0].text == "Use a sheet. It helps.")
        #expect(blocks[0].quoteDepth == 0)
        #expect(blocks[1].text == "시트를 사용하세요. 도움이 됩니다.")
        #expect(blocks[1].quoteDepth == 1)
        #expect(blocks[1].lines == .init(4, 5))
    }

    @Test func quotesNestedUnderListItemsBelongToTheItem() {
        let text = "- Swipe down\n  > 아래로 스와이프\n- Tap a button\n  > 버튼 탭\n"
        let blocks = MarkdownReader().read(text).blocks
        #expect(blocks.map(\.text) == ["Swipe down", "아래로 스와이프", "Tap a button", "버튼 탭"])
        #expect(blocks.allSatisfy { $0.isListItem })
        #expect(blocks[1].quoteDepth == 1 && blocks[1].inListItem)
    }

    @Test func boldLeadAndInlineMarkupAreRemovedButTheLeadKept() {
        let block = MarkdownReader().read("**Always include a button.** Use [Done](https://x) or `Cancel`, *not* __both__.\n").blocks[0]
        #expect(block.lead == "Always include a button.")
        #expect(block.text == "Always include a button. Use Done or Cancel, not both.")
    }

    @Test func fencedNoteBoxesBecomeNotesOnePerLanguage() {
        let text = "```\nNOTE If you use a popover, close it first.\n\n알아두기 팝오버를 쓴다면 먼저 닫으세요.\n```\n"
        let blocks = MarkdownReader().read(text).blocks
        #expect(blocks.count == 2)
        #expect(blocks.allSatisfy { if case .note = $0.kind { return true } else { return false } })
        #expect(blocks[1].lines.first == 4)
    }

    @Test func githubAlertsAreNotes() {
        let blocks = MarkdownReader().read("> [!NOTE]\n> Keep it short.\n").blocks
        #expect(blocks.first?.kind == .note(label: "NOTE"))
        #expect(blocks.first?.text == "Keep it short.")
    }

    @Test func codeFencesThatAreNotNotesAreCode() {
        let blocks = MarkdownReader().read("```swift\nlet x = 1\n```\n").blocks
        #expect(blocks.first?.kind == .code)
    }

    @Test func imagesSetextHeadingsAndRules() {
        let blocks = MarkdownReader().read("![시트 (출처: Apple)](a.png)\n\nSheets\n======\n\nText.\n\n---\n\nMore.\n").blocks
        #expect(blocks.map(\.kind) == [.image, .heading(level: 1), .paragraph, .separator, .paragraph])
    }

    @Test func englishAndKoreanLinesOfOneParagraphAreSplit() {
        let blocks = MarkdownReader().read("Keep modal tasks short.\n모달 작업은 짧게 유지하세요.\n").blocks
        #expect(blocks.map(\.text) == ["Keep modal tasks short.", "모달 작업은 짧게 유지하세요."])
        #expect(blocks.map(\.lines.first) == [1, 2])
    }

    @Test func aBoldLeadEndingInPunctuationIsSpacedFromTheTextAfterIt() {
        // Translated pages write the lead's closing marks right against the next sentence.
        let stripped = InlineMarkdown.strip("**Keep sheets short.**Long ones are hard to dismiss.")
        #expect(stripped.text == "Keep sheets short. Long ones are hard to dismiss.")
        #expect(stripped.lead == "Keep sheets short.")
        #expect(InlineMarkdown.plain("**시트는 짧게 유지하십시오.**긴 시트는 닫기 어렵습니다.") == "시트는 짧게 유지하십시오. 긴 시트는 닫기 어렵습니다.")
        #expect(InlineMarkdown.plain("**Note:**See below") == "Note: See below")
        // A mark after punctuation that opens a span still opens one.
        #expect(InlineMarkdown.plain("Use it (**only** once).") == "Use it (only once).")
    }

    @Test func snakeCaseIsNotEmphasis() {
        #expect(InlineMarkdown.plain("use some_long_name here") == "use some_long_name here")
    }
}
