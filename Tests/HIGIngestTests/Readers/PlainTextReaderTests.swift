import Testing
@testable import HIGIngest

@Suite struct PlainTextReaderTests {
    @Test func linesBecomeBlocksWithTheirLineNumbers() {
        let blocks = PlainTextReader().read("Title\n\nFirst paragraph.\n두 번째 문단입니다.\n").blocks
        #expect(blocks.map(\.text) == ["Title", "First paragraph.", "두 번째 문단입니다."])
        #expect(blocks.map(\.lines.first) == [1, 3, 4])
    }

    @Test func bulletsOfEveryKindAreListItems() {
        let text = "• one\n- two\n* three\n1. four\n2) five\n① six\n가. seven\n-2 degrees\n"
        let blocks = PlainTextReader().read(text).blocks
        #expect(blocks.prefix(7).allSatisfy { $0.isListItem })
        #expect(blocks.prefix(7).map(\.text) == ["one", "two", "three", "four", "five", "six", "seven"])
        #expect(blocks[7].kind == .paragraph)
    }

    @Test func separatorsAndNonBreakingSpacerLines() {
        let blocks = PlainTextReader().read("A\n---\n\u{00A0}\nB\n\u{00A0} \u{3000}\n").blocks
        #expect(blocks.map(\.kind) == [.paragraph, .separator, .spacer, .paragraph, .spacer])
    }

    @Test func markdownHeadingsTypedIntoText() {
        let blocks = PlainTextReader().read("## Best practices\n#hashtag\n").blocks
        #expect(blocks[0].kind == .heading(level: 2))
        #expect(blocks[0].text == "Best practices")
        #expect(blocks[1].kind == .paragraph)
    }

    @Test func windowsLineEndings() {
        let blocks = PlainTextReader().read("One.\r\n\r\nTwo.\r\n").blocks
        #expect(blocks.map(\.text) == ["One.", "Two."])
    }
}
