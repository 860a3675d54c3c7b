import Testing
@testable import HIGCLI
import HIGModel
import HIGSearch
import HIGText
import _HIGTestSupport

@Suite struct OutputTests {
    @Test func hangulTakesTwoColumns() {
        #expect(DisplayWidth.of("모달 view") == 9)
        #expect(DisplayWidth.pad("모달", to: 6) == "모달  ")
        #expect(DisplayWidth.clip("모달리티 디자인", to: 7) == "모달리…")
    }

    @Test func wrappingBreaksBetweenWordsByColumns() {
        let lines = TextWrapper(width: 12).wrap("모달 뷰를 닫는 버튼을 항상 포함하세요.")
        #expect(lines == ["모달 뷰를", "닫는 버튼을", "항상", "포함하세요."])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
    }

    @Test func wrappingKeepsLineBreaksAndHangsBullets() {
        let lines = TextWrapper(width: 16).wrap("People can:\n• swipe down from the top")
        #expect(lines == ["People can:", "• swipe down", "  from the top"])
    }

    /// The texts of the fixture rules (Korean and English, bullets, line breaks), and text with
    /// odd spacing: split by bytes they wrap as split by `Character`s, at every width.
    static let wrappingTexts = RuleFixtures.all.flatMap { rule in rule.english.map(\.text) + rule.translations.map(\.text) }
        + ["  • 두 칸  들여쓴   항목\n\n끝 ", "UIPresentationController와 모달", ""]

    @Test func wrappingByBytesGivesTheLinesOfWrappingByCharacters() {
        let standalone = Self.wrappingTexts.filter { $0.unicodeScalars.allSatisfy { Script.isStandaloneCharacter($0.value) } }
        #expect(standalone.count > Self.wrappingTexts.count / 2)
        for text in standalone {
            for width in [5, 12, 20, 37, 72] {
                let wrapper = TextWrapper(width: width)
                #expect(wrapper.wrap(text, byBytes: true) == wrapper.wrap(text, byBytes: false))
            }
        }
    }

    @Test func clippingByScalarsGivesTheCutOfClippingByCharacters() {
        for text in Self.wrappingTexts where text.unicodeScalars.allSatisfy({ Script.isStandaloneCharacter($0.value) }) {
            for width in [3, 10, 33, 80] {
                #expect(DisplayWidth.clip(text, to: width, byScalars: true) == DisplayWidth.clip(text, to: width, byScalars: false))
            }
        }
    }

    @Test func markingByScalarsGivesTheMarksOfMarkingByCharacters() {
        for colors in [false, true] {
            let renderer = SearchRenderer(terminal: Terminal(isInteractive: colors, colors: colors, width: 80, showsProgress: false))
            for text in Self.wrappingTexts where text.unicodeScalars.allSatisfy({ Script.isStandaloneCharacter($0.value) }) {
                // Every other word highlighted, by its UTF-16 range.
                var highlights: [Range<Int>] = [], offset = 0
                for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                    if index % 2 == 0 && !word.isEmpty { highlights.append(offset..<(offset + word.utf16.count)) }
                    offset += word.utf16.count + 1
                }
                let snippet = Snippet(language: .korean, text: text, highlights: highlights)
                let lines = TextWrapper(width: 20).wrap(text)
                #expect(renderer.mark(lines, snippet: snippet, byScalars: true) == renderer.mark(lines, snippet: snippet, byScalars: false))
            }
        }
    }

    /// The marked text of rendered lines, with the marks' contents (`**…**`) in order.
    static func markedPieces(_ lines: [String]) -> [String] {
        lines.joined(separator: "\n").components(separatedBy: "**").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    @Test func marksLandOnTheHighlightedWordsOfBulletsAndParagraphs() {
        let renderer = SearchRenderer(terminal: Terminal(isInteractive: false, colors: false, width: 80, showsProgress: false))
        for text in Self.wrappingTexts {
            var highlights: [Range<Int>] = [], words: [Substring] = [], offset = 0
            for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                if index % 2 == 0 && !word.isEmpty && !word.contains("\n") {
                    highlights.append(offset..<(offset + word.utf16.count))
                    words.append(word)
                }
                offset += word.utf16.count + 1
            }
            let snippet = Snippet(language: .korean, text: text, highlights: highlights)
            for width in [12, 20, 37] {
                let lines = TextWrapper(width: width).wrap(text)
                let marked = renderer.mark(lines, snippet: snippet)
                #expect(marked.map { $0.replacingOccurrences(of: "**", with: "") } == lines)
                #expect(Self.markedPieces(marked).joined() == words.joined(), "\(text.prefix(30)) at \(width)")
            }
        }
    }

    @Test func aHighlightAcrossAWrappedBulletLineSkipsTheHangingIndent() {
        let renderer = SearchRenderer(terminal: Terminal(isInteractive: false, colors: false, width: 80, showsProgress: false))
        let text = "• 맨 위에 툴바 버튼이 보임."
        let start = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: "툴바")!.lowerBound.samePosition(in: text.utf16)!)
        let snippet = Snippet(language: .korean, text: text, highlights: [start..<(start + 5)])
        let lines = TextWrapper(width: 12).wrap(text)
        #expect(lines == ["• 맨 위에", "  툴바", "  버튼이", "  보임."])
        #expect(renderer.mark(lines, snippet: snippet) == ["• 맨 위에", "  **툴바**", "  **버튼**이", "  보임."])
    }

    @Test func overlongWordsAreCut() {
        #expect(TextWrapper(width: 5).wrap("UIPresentationController") == ["UIPre", "senta", "tionC", "ontro", "ller"])
    }

    @Test func noColoursUnlessAsked() {
        let plain = Terminal(isInteractive: false, colors: false, width: 80, showsProgress: false)
        #expect(plain.style("x", .bold) == "x")
        let colored = Terminal(isInteractive: true, colors: true, width: 80, showsProgress: false)
        #expect(colored.style("x", .bold) == "\u{1B}[1mx\u{1B}[0m")
    }

    @Test func noColorEnvironmentTurnsColoursOff() {
        #expect(!Terminal.current(environment: ["NO_COLOR": "1", "TERM": "xterm"]).colors)
    }
}

@Suite struct ArgumentParserTests {
    let command = CommandSpec(name: "search", summary: "", usage: "", positionals: [("QUERY", true)], variadic: true,
                              options: [OptionSpec(name: "--limit", value: "N", help: ""), .json], run: { _, _ in 0 })

    @Test func valuesFlagsAndWords() throws {
        let parsed = try ArgumentParser(command: command).parse(["모달", "--limit", "3", "닫기", "--json"])
        #expect(parsed.positionals == ["모달", "닫기"])
        #expect(parsed.value("--limit") == "3")
        #expect(parsed.flag("--json"))
    }

    @Test func equalsFormAndDoubleDash() throws {
        let parsed = try ArgumentParser(command: command).parse(["--limit=5", "--", "--json"])
        #expect(parsed.value("--limit") == "5")
        #expect(parsed.positionals == ["--json"])
    }

    @Test func errorsSayWhatToType() {
        #expect(throws: CLIError.self) { try ArgumentParser(command: command).parse(["x", "--limit"]) }
        #expect(throws: CLIError.self) { try ArgumentParser(command: command).parse(["x", "--lang", "ko"]) }
        #expect(throws: CLIError.self) { try ArgumentParser(command: command).parse([]) }
    }
}
