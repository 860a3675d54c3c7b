import Foundation
import HIGText
import Testing
@testable import HIGIngest
import _HIGTestSupport

/// Random and mutated documents through decoding, the three readers, structure
/// and alignment: nothing crashes or hangs, and every refusal is one line.
///
/// Fixed seeds and iteration counts make the same inputs on every run; a
/// failure names its format, seed and iteration, and `FUZZ_ITERATIONS`
/// multiplies the counts for a longer local run.
@Suite struct ReaderFuzzTests {
    /// Markdown, HTML and blog-text pieces, in English and Korean, with the
    /// characters readers treat specially.
    static let pieces: [String] = [
        "# ", "## ", "### ", "> ", ">> ", "- ", "* ", "1. ", "10) ", "```", "~~~", "---", "***", "___", "**", "*", "_", "`",
        "[", "](", ")", "![", "<", ">", "</", "/>", "&amp;", "&#", ";", "&#xD55C;", "&nbsp;", "\n", "\n\n", "\r\n", "\t", "  ",
        "<p>", "</p>", "<h2>", "</h2>", "<ul><li>", "</li></ul>", "<blockquote>", "<br>", "<div class=\"note\">", "</div>",
        "<script>", "</script>", "<!--", "-->", "<![CDATA[", "]]>", "<table><tr><td>", "title: ", "author: ",
        "Modality", "Always include a button that dismisses the modal view.", "Use a sheet.", "NOTE", "Important",
        "모달", "모달 뷰를 닫는 버튼을 항상 포함하세요.", "원문_", "참고_", "느낀점", "(좌)", "번역", "시트를 사용하세요.", "ㅋㅋ",
        "\u{00A0}", "\u{200B}", "\u{FEFF}", "\u{202E}", "\u{1B}[31m", "\u{0000}", "\u{FFFD}", "😀", "é", "\u{0301}", "가\u{11A8}",
        "https://developer.apple.com/design/human-interface-guidelines/modality", ".", "?", "!", "다.", "요.", ":", "|",
    ]

    /// Small documents of the layouts readers meet, written for these tests.
    static let seeds: [(DocumentFormat, String)] = [
        (.plainText, "Modality\n\nAlways include a button that dismisses the modal view.\n항상 모달 뷰를 닫는 버튼을 포함하세요.\n\nUse a sheet.\n시트를 사용하세요.\n"),
        (.markdown, "---\ntitle: Modality\nauthor: 번역자\n---\n# Modality\n\n**Always include a button.** It dismisses.\n> 항상 버튼을 포함하세요.\n\n- Use a sheet.\n  > 시트를 사용하세요.\n\n```\nNOTE 참고\n```\n"),
        (.html, "<html><head><title>[HIG] Modality</title></head><body><h1>Modality</h1><p><b>Always include a button.</b> It dismisses.</p><p>항상 버튼을 포함하세요.</p><ul><li>Use a sheet.</li><li>시트를 사용하세요.</li></ul></body></html>"),
    ]

    static func scaled(_ iterations: Int) -> Fuzzer.Budget {
        let factor = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1
        return Fuzzer.Budget(iterations: iterations * max(1, factor), seconds: 20 * Double(max(1, factor)))
    }

    /// Runs one document through the pipeline; a refusal must be one `IngestError` line.
    static func ingest(_ text: String, format: DocumentFormat, context: String) {
        let pipeline = DocumentPipeline(index: 0, file: "fuzz.\(format.rawValue)", format: format, entry: nil)
        do {
            _ = try pipeline.run(text: text)
        } catch {
            expectOneLine(error.description, context)
        }
    }

    static func expectOneLine(_ message: String, _ context: String) {
        #expect(!message.isEmpty, "\(context)")
        #expect(!message.unicodeScalars.contains(where: ControlCharacters.contains), "\(context): \(OneLine.escaped(message))")
    }

    @Test(arguments: DocumentFormat.allCases)
    func randomDocuments(format: DocumentFormat) {
        let seed = 0x5EED_0001 + UInt64(DocumentFormat.allCases.firstIndex(of: format)!)
        var fuzzer = Fuzzer(seed: seed)
        Fuzzer.run(Self.scaled(60)) { iteration in
            let text = fuzzer.text(from: Self.pieces, count: Int.random(in: 1 ... 400, using: &fuzzer.random))
            Self.ingest(text, format: format, context: "\(format) random, seed \(seed), iteration \(iteration)")
        }
    }

    @Test(arguments: 0 ..< seeds.count)
    func mutatedDocuments(seedIndex: Int) {
        let (format, seedText) = Self.seeds[seedIndex]
        var fuzzer = Fuzzer(seed: 0x5EED_0100 + UInt64(seedIndex))
        Fuzzer.run(Self.scaled(80)) { iteration in
            let bytes = fuzzer.mutate(Array(seedText.utf8), maximumEdits: 12)
            let context = "\(format) mutation of seed \(seedIndex), iteration \(iteration)"
            do throws(IngestError) {
                let (text, _) = try TextDecoder.decode(Data(bytes), file: "fuzz.\(format.rawValue)")
                Self.ingest(text, format: format, context: context)
            } catch {
                Self.expectOneLine(error.description, context)
            }
        }
    }

    /// Mutations of the shipped corpus's openings: real layouts, damaged.
    @Test func mutatedShippedDocuments() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".txt") }.sorted()
        try #require(!files.isEmpty)
        var fuzzer = Fuzzer(seed: 0x5EED_0200)
        for file in files {
            let opening = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(file)).prefix(4096))
            Fuzzer.run(Self.scaled(12)) { iteration in
                let bytes = fuzzer.mutate(opening, maximumEdits: 16)
                let text = String(decoding: bytes, as: UTF8.self)
                for format in DocumentFormat.allCases {
                    Self.ingest(text, format: format, context: "\(file) as \(format), iteration \(iteration)")
                }
            }
        }
    }

    /// Random bytes, mostly not text at all: decoding refuses them in one line or reads them.
    @Test func randomBytesAreDecodedOrRefused() {
        var fuzzer = Fuzzer(seed: 0x5EED_0300)
        Fuzzer.run(Self.scaled(300)) { iteration in
            let bytes = fuzzer.bytes(Int.random(in: 0 ... 2048, using: &fuzzer.random))
            do throws(IngestError) {
                let (text, _) = try TextDecoder.decode(Data(bytes), file: "fuzz.txt")
                Self.ingest(text, format: .plainText, context: "random bytes, iteration \(iteration)")
            } catch {
                Self.expectOneLine(error.description, "random bytes, iteration \(iteration)")
            }
        }
    }
}
