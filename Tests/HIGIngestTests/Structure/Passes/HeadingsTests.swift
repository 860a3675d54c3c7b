import Testing
@testable import HIGIngest

@Suite struct HeadingsTests {
    @Test func aSentenceSetAsAHeadingIsTheAbstractNotASection() throws {
        let text = "# **[components-presentation] badges**\n\n## A badge tells people that something changed.\n> 배지는 무언가 바뀌었음을 알려줍니다.\n\n# **Best practices**\n\n**Keep badges short.** Long ones crowd the icon.\n> 배지는 짧게 유지하세요. 긴 배지는 아이콘을 가립니다.\n"
        let drafts = try drafts(text, format: .markdown, topics: ["badges"])
        #expect(drafts.first?.englishText == "A badge tells people that something changed.")
        #expect(drafts.first?.sectionPath == [])
        #expect(drafts.last?.sectionPath == ["Best practices"])
    }

    @Test func headingsWithNothingUnderThemAreDropped() {
        let text = "# Badges\n\n## Resources\n\n#### Related\n\n[Alerts](/a/alerts)\n\n## Best practices\n\n### Empty\n\n**Keep badges short.** Long ones crowd the icon.\n"
        let roles = Dictionary(structure(text, format: .markdown).map { ($0.block.text, $0.role) }, uniquingKeysWith: { a, _ in a })
        #expect(roles["Resources"] == .dropped(.emptyHeading))
        #expect(roles["Related"] == .dropped(.emptyHeading))
        #expect(roles["Best practices"] == .heading(level: 2))
        #expect(roles["Empty"] == .heading(level: 3))  // its guideline follows under it
    }

    @Test func markedHeadingsAreNotInventedInMarkdown() {
        let text = "# Badges\n\n## Best practices\n\nShort badges\n\nKeep badges short so they do not crowd the icon.\n\n## Platform considerations\n\nShow badges on tabs.\n"
        #expect(structure(text, format: .markdown).first { $0.block.text == "Short badges" }?.role == .paragraph)
    }

    @Test func platformNotesAreNotesOnTheTopicNotRules() {
        let text = "# Badges\n\n## Platform considerations\n\n*No additional considerations for tvOS.*\n> tvOS에 대한 추가 고려 사항은 없습니다.\n\n### iOS\n\n**Keep badges short.** Short ones fit.\n"
        var document = StructurePipeline().run(MarkdownReader().read(text))
        #expect(document.platformNotes == ["No additional considerations for tvOS."])
        document.pieces.removeAll { !$0.isContent }
        #expect(document.pieces.map(\.text) == ["Keep badges short. Short ones fit."])
    }
}
