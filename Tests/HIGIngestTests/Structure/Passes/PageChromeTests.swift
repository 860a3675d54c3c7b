import Testing
@testable import HIGIngest

/// Page furniture by its form, whatever it says.
@Suite struct PageChromeTests {
    static let page = """
        ---
        title: Badges
        source: https://developer.apple.com/design/human-interface-guidelines/badges
        ---

        **Navigation:** [Human Interface Guidelines](/design/human-interface-guidelines)

        **article**

        # Badges

        > A badge tells people something changed.

        ## Best practices

        **Keep badges short.** Long badges crowd the icon.

        [video: A badge appearing on an icon.]

        https://example.com/images/badge@2x.png

        ## Resources

        #### Related

        [Notifications](/design/human-interface-guidelines/notifications)

        [Alerts](/design/human-interface-guidelines/alerts)

        #### Videos

        - [Meet badges](https://developer.apple.com/videos/play/wwdc2099/1) - A session about badges and when to show them in your app.
        - [More badges](https://developer.apple.com/videos/play/wwdc2099/2) - Another session about showing them well.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 10, 2024 | Added guidance for badges. |

        ---

        *Extracted by [example.com](https://example.com) - Making docs readable.*
        *This is unofficial content.*
        """

    @Test func chromeIsDroppedByItsForm() {
        let roles = structure(Self.page, format: .markdown).map { ($0.block.text, $0.role) }
        let role = { (text: String) in roles.first { $0.0.hasPrefix(text) }?.1 }
        #expect(role("Navigation:") == .dropped(.navigationLine))
        #expect(role("article") == .dropped(.pageTypeLine))
        #expect(role("[video:") == .dropped(.mediaPlaceholder))
        #expect(role("https://example.com/images") == .dropped(.image))
        #expect(role("Notifications") == .dropped(.linkList))
        #expect(role("Meet badges") == .dropped(.linkList))
        #expect(role("Date | Changes") == .dropped(.changeLog))
        #expect(role("Extracted by") == .dropped(.extractionFooter))
        #expect(role("Resources") == .dropped(.emptyHeading))
        // What is left is the page's own text.
        let kept = roles.filter { [.paragraph, .item(depth: 0)].contains($0.1) }.map(\.0)
        #expect(kept == ["A badge tells people something changed.", "Keep badges short. Long badges crowd the icon."])
    }

    @Test func guidelineTextWithLinksIsNotALinkList() {
        let text = "# Badges\n\n**Show badges sparingly.** For guidance on counts, see [Notifications](/a/notifications) and [Alerts](/a/alerts), which explain when people expect them.\n"
        #expect(structure(text, format: .markdown).contains { $0.role == .paragraph && $0.block.text.hasPrefix("Show badges") })
    }

    @Test func aContentTableStaysWithItsRule() throws {
        let text = "# Buttons\n\n**Put help buttons where people look.** Use these places:\n\n| View | Place |\n| --- | --- |\n| Dialog | Lower corner |\n| Window | Lower left |\n"
        let pieces = structure(text, format: .markdown)
        #expect(pieces.contains { $0.role == .table && $0.text == "View | Place\nDialog | Lower corner\nWindow | Lower left" })
        let drafts = try drafts(text, format: .markdown, topics: ["buttons"])
        #expect(drafts.count == 1)
        #expect(drafts[0].englishText.hasSuffix("Dialog | Lower corner\nWindow | Lower left"))
    }

    @Test func aTableOfContentsIsAllChrome() {
        let text = "# Guidelines\n\n## Components\n\n- [Buttons](/a/buttons)\n- [Sheets](/a/sheets)\n- [Menus](/a/menus)\n\n## Patterns\n\n- [ ] [Loading](/a/loading)\n- [x] [Modality](/a/modality)\n"
        #expect(!structure(text, format: .markdown).contains { $0.isContent })
    }
}
