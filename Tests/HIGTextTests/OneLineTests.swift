import Testing
import HIGText

@Suite struct OneLineTests {
    @Test func escapesLineBreaksAndTerminalEscapes() {
        #expect(OneLine.escaped("a\nb.txt") == "a\\nb.txt")
        #expect(OneLine.escaped("x\r\ny\tz") == "x\\r\\ny\\tz")
        #expect(OneLine.escaped("\u{1B}[31mred\u{1B}[0m.md") == "\\u{1B}[31mred\\u{1B}[0m.md")
        #expect(OneLine.escaped("bell\u{07}del\u{7F}c1\u{9B}") == "bell\\u{7}del\\u{7F}c1\\u{9B}")
    }

    @Test func escapesSeparatorsAndBidirectionalControls() {
        #expect(OneLine.escaped("a\u{2028}b\u{2029}c") == "a\\u{2028}b\\u{2029}c")
        #expect(OneLine.escaped("txt.\u{202E}gpj") == "txt.\\u{202E}gpj")
        #expect(OneLine.escaped("\u{2066}x\u{2069}\u{200F}") == "\\u{2066}x\\u{2069}\\u{200F}")
    }

    @Test func keepsPrintableTextAndIsIdempotent() {
        let names = ["모달 뷰.txt", "Café — notes.md", "👩‍💻 emoji.html", "back\\slash", "NBSP\u{00A0}here"]
        for name in names {
            #expect(OneLine.escaped(name) == name)
        }
        let hostile = "evil\n\u{1B}]0;title\u{07}\u{202E}.txt"
        let once = OneLine.escaped(hostile)
        #expect(OneLine.escaped(once) == once)
        #expect(!once.unicodeScalars.contains(where: ControlCharacters.contains))
    }
}
