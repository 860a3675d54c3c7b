import Foundation
@testable import HIGMCP
import HIGModel
import HIGSearch
import Testing

@Suite struct HighlightMarkupTests {
    @Test func boldsTheHighlightedUTF16Ranges() {
        let snippet = Snippet(language: .korean, text: "모달 뷰를 닫는 버튼을 항상 넣으세요.", highlights: [0..<2, 6..<8, 9..<11])
        #expect(HighlightMarkup.bold(snippet) == "**모달** 뷰를 **닫는** **버튼**을 항상 넣으세요.")
    }

    @Test func keepsTextWithoutHighlightsAndCharactersOutsideTheBMP() {
        #expect(HighlightMarkup.bold(Snippet(language: .english, text: "Close it", highlights: [])) == "Close it")
        let emoji = Snippet(language: .english, text: "🙂 close", highlights: [3..<8])
        #expect(HighlightMarkup.bold(emoji) == "🙂 **close**")
    }

    @Test func clampsRangesToTheText() {
        let snippet = Snippet(language: .english, text: "short", highlights: [0..<2, 3..<50])
        #expect(HighlightMarkup.bold(snippet) == "**sh**o**rt**")
    }
}

@Suite struct MarkdownTests {
    @Test func quotesEveryLineOfAText() {
        #expect(Markdown.quote("First.\n• one\n\nLast.") == "> First.\n> • one\n>\n> Last.")
    }

    @Test func citesASourceWithWhatItKnows() {
        let full = Source(document: "a.md", title: "모달", translator: "한빛", url: "https://x.example/a",
                          original: "https://developer.apple.com/design/human-interface-guidelines/modality", lines: LineRange(3, 5))
        #expect(Markdown.citation(full) == "“모달” (a.md:3-5), translated by 한빛, <https://x.example/a>, original <https://developer.apple.com/design/human-interface-guidelines/modality>")
        #expect(Markdown.citation(Source(document: "b.txt", title: "B", lines: LineRange(7, 7))) == "“B” (b.txt:7)")
    }
}

@Suite struct ModelJSONTests {
    func codable(_ value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    @Test func topicAndSourceMatchTheirCodableShapes() throws {
        let topic = Topic(slug: "modality", english: "Modality", korean: "모달리티")
        #expect(ModelJSON.topic(topic) == (try codable(topic)))
        let full = Source(document: "a.md", title: "T", translator: "X", url: "https://u", original: "O", lines: LineRange(1, 2))
        let bare = Source(document: "b.md", title: "U", lines: LineRange(4, 4))
        #expect(ModelJSON.source(full) == (try codable(full)))
        #expect(ModelJSON.source(bare) == (try codable(bare)))
    }

    @Test func snippetsMatchTheSearchJSON() throws {
        let response = Fixtures.searcher.search(SearchQuery(text: "모달 닫는 버튼", limit: 3))
        let api = try JSONDecoder().decode(JSONValue.self, from: response.jsonData())
        for (index, result) in response.results.enumerated() {
            let snippets = api["results"]?.arrayValue?[index]["snippets"]
            #expect(result.korean.map(ModelJSON.snippet) == snippets?["ko"])
            #expect(result.english.map(ModelJSON.snippet) == snippets?["en"])
        }
    }
}

@Suite struct HIGPageTests {
    @Test func aTopicSlugIsItsPageOnApplesSite() {
        #expect(HIGPage.url(of: Topic(slug: "progress-indicators", english: "Progress indicators", korean: "진행 표시기"))
            == "https://developer.apple.com/design/human-interface-guidelines/progress-indicators")
    }

    @Test func aSlugThatCannotBeApplesHasNoURL() {
        let topic = Topic(slug: "모달-노트", english: "모달 노트", korean: "모달 노트")
        #expect(HIGPage.url(of: topic) == nil)
        #expect(HIGPage.json(of: topic) == ["title": "모달 노트"])
    }
}

@Suite struct JSONLineTests {
    @Test func writesSortedKeysOnOneLine() {
        let value: JSONValue = ["b": "line\nbreak", "a": ["z": 1, "y": [true, nil, 1.5]], "c": "https://x/y"]
        let text = String(decoding: JSONLine.encode(value), as: UTF8.self)
        #expect(text == #"{"a":{"y":[true,null,1.5],"z":1},"b":"line\nbreak","c":"https://x/y"}"#)
        #expect(!text.contains("\n"))
    }

    @Test func aNumberThatIsNotFiniteBecomesNull() {
        #expect(String(decoding: JSONLine.encode(["x": .double(.nan)]), as: UTF8.self) == #"{"x":null}"#)
    }

    @Test func writesWhatJSONEncoderWrites() throws {
        let value: JSONValue = ["é": ["\u{08}\u{0C}\u{1F}\u{7F}\"\\/\n\r\t\u{2028}모달🙂", 16.9258, 1e-7, 1e21, -0.0, 3.0],
                                "B": [["z": 1, "a": nil, "Z": false]], "a": 12345678901, "": []]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(JSONLine.encode(value) == Array(try encoder.encode(value)))
    }

    @Test func readsNumbersAndBooleansAsJSONMeansThem() throws {
        #expect(try JSONLine.parse(Array("[true,false,1,0,-3,1.5,1e2,12345678901234567890,null]".utf8))
            == [true, false, 1, 0, -3, 1.5, 100.0, 12345678901234567890.0, nil])
    }

    @Test func parsesWhatItWrites() throws {
        let value: JSONValue = ["모달": [1, -2, 3.25, "x", false, nil, [:], []]]
        #expect(try JSONLine.parse(JSONLine.encode(value)) == value)
    }
}
