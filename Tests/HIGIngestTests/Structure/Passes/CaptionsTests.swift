import Testing
@testable import HIGIngest

@Suite struct CaptionsTests {
    @Test func descriptionsUnderImagesAndLabelsOverThemAreCaptions() {
        let text = """
            # Sheets

            A sheet covers part of the screen while people finish a task. People dismiss it when they are done.

            ![A sheet over a list](https://example.com/a.png)

            The sheet dims the list behind it.
            > 시트는 뒤의 목록을 흐리게 합니다.

            ![Another sheet](https://example.com/b.png)

            **First step**

            ![A sheet with a Cancel button](https://example.com/c.png)

            **Keep sheets brief.** People expect to return quickly.

            ![A short sheet](https://example.com/d.png)

            **Place buttons where people expect them.** Put Done on the trailing side.

            ![Buttons in a sheet](https://example.com/e.png)
            """
        let roles = Dictionary(structure(text, format: .markdown).map { ($0.block.text, $0.role) }, uniquingKeysWith: { a, _ in a })
        #expect(roles["The sheet dims the list behind it."] == .dropped(.imageCaption))
        #expect(roles["시트는 뒤의 목록을 흐리게 합니다."] == .dropped(.imageCaption))
        #expect(roles["First step"] == .dropped(.imageCaption))
        // Guidelines between images are guidelines.
        #expect(roles["Keep sheets brief. People expect to return quickly."] == .paragraph)
        #expect(roles["Place buttons where people expect them. Put Done on the trailing side."] == .paragraph)
        #expect(roles["A sheet covers part of the screen while people finish a task. People dismiss it when they are done."] == .paragraph)
    }

    @Test func captionMarksAndIsolatedFragments() {
        let text = "Sheets\n\nAlert(좌) Sheet(우)\n\nUse a sheet for simple tasks.\n\n간단한 작업에는 시트를 사용하세요.\n"
        #expect(structure(text).first { $0.block.text == "Alert(좌) Sheet(우)" }?.role == .dropped(.imageCaption))
    }
}
