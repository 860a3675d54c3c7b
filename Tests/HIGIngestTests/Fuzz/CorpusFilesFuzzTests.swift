import Foundation
import HIGText
import Testing
@testable import HIGIngest
import _HIGTestSupport

/// Random and mutated `corpus.json` and `ids.tsv`: nothing crashes, a bad
/// manifest is one line naming the file, a bad registry line is skipped with
/// one line naming the file and line, and a registry that loads writes back
/// to bytes that load to the same registry.
@Suite struct CorpusFilesFuzzTests {
    static let manifest = """
    {
      "documents": [
        {"file": "000_modality.txt", "title": "[HIG] Modality", "topics": ["modality", "모달리티"],
         "translator": "번역자", "url": "https://example.com/modality", "original": "Modality - HIG", "note": "blog"},
        {"file": "001_loading.md", "topics": ["loading"]},
        {"file": "002.html"}
      ]
    }
    """

    static let registry = """
    # hig rule IDs, kept so that IDs stay stable: id<TAB>language<TAB>normalized title.
    modality-1\ten\talways include a button that dismisses the modal view
    modality-1\tko\t항상 모달 뷰를 닫는 버튼을 포함하세요
    modality-2\ten\tuse a sheet
    loading-1\tko\t로딩 중임을 표시하세요

    """

    static let jsonPieces = ["{", "}", "[", "]", ",", ":", "\"", "\"file\"", "\"title\"", "\"topics\"", "\"documents\"",
                             "null", "true", "1e999", "-0", "\\u0000", "\\ud800", "\\n", "모달", " ", "\n", "\u{1B}", "\u{FEFF}"]
    static let tsvPieces = ["\t", "\n", "\r\n", "modality-", "1", "99999999999999999999", "-", "en", "ko", "#", "모달",
                            "title", " ", "\u{0000}", "\u{1B}[2J", "\u{202E}", "\u{FFFD}"]

    static func expectOneLine(_ message: String, naming file: String, _ context: String) {
        #expect(message.contains(file), "\(context): \(OneLine.escaped(message))")
        #expect(!message.unicodeScalars.contains(where: ControlCharacters.contains), "\(context): \(OneLine.escaped(message))")
    }

    static func parseManifest(_ bytes: [UInt8], _ context: String) {
        do throws(IngestError) {
            let parsed = try Manifest.parse(Data(bytes), file: "corpus.json")
            _ = parsed.entry(for: "000_modality.txt")
        } catch {
            expectOneLine(error.description, naming: "corpus.json", context)
        }
    }

    @Test func mutatedManifests() {
        var fuzzer = Fuzzer(seed: 0x5EED_1000)
        Fuzzer.run(ReaderFuzzTests.scaled(400)) { iteration in
            Self.parseManifest(fuzzer.mutate(Array(Self.manifest.utf8), maximumEdits: 6), "mutation \(iteration)")
        }
    }

    @Test func randomManifests() {
        var fuzzer = Fuzzer(seed: 0x5EED_1001)
        Fuzzer.run(ReaderFuzzTests.scaled(300)) { iteration in
            let text = fuzzer.text(from: Self.jsonPieces, count: Int.random(in: 0 ... 120, using: &fuzzer.random))
            Self.parseManifest(Array(text.utf8), "random \(iteration)")
        }
    }

    @Test func mutatedAndRandomRegistries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-fuzz-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(IDRegistry.fileName)
        var fuzzer = Fuzzer(seed: 0x5EED_1002)
        try Fuzzer.run(ReaderFuzzTests.scaled(150)) { iteration in
            let bytes = iteration.isMultiple(of: 2)
                ? fuzzer.mutate(Array(Self.registry.utf8), maximumEdits: 8)
                : Array(fuzzer.text(from: Self.tsvPieces, count: Int.random(in: 0 ... 150, using: &fuzzer.random)).utf8)
            try Data(bytes).write(to: file)
            let (registry, problems) = IDRegistry.load(from: file)
            for problem in problems {
                Self.expectOneLine(problem, naming: "ids.tsv:", "iteration \(iteration)")
            }
            try registry.serialized().write(to: file)
            let (again, laterProblems) = IDRegistry.load(from: file)
            #expect(laterProblems.isEmpty, "iteration \(iteration): \(laterProblems)")
            #expect(again.rows.count == registry.rows.count, "iteration \(iteration)")
        }
    }

    /// Found by the fuzzer: a registry with CRLF line endings (as git checks
    /// it out on Windows) was read as a single row.
    @Test func registryWithCRLFLineEndingsKeepsEveryRow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-ids-crlf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(IDRegistry.fileName)
        try Data(Self.registry.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: file)
        let (registry, problems) = IDRegistry.load(from: file)
        #expect(problems.isEmpty)
        #expect(registry.rows.count == 4)
        #expect(registry.rows.allSatisfy { !$0.key.contains("\r") })
    }
}
