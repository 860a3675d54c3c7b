import Foundation
import Testing

/// `hig` as a user meets it: the built binary, a corpus folder, its exit statuses and outputs.
@Suite(.serialized) struct EndToEndTests {
    static let modality = """
    Modality

    Always include a button that dismisses the modal view. For example, you might use Done or Cancel.

    모달 뷰를 닫는 버튼을 항상 포함하세요. 예를 들어 완료나 취소 버튼을 사용할 수 있습니다.

    When necessary, help people avoid data loss by getting confirmation before closing a modal view.

    필요하다면 모달 뷰를 닫기 전에 확인을 받아 데이터 손실을 막으세요.
    """
    static let loading = """
    # Loading

    **Show content as soon as possible.** Don't make people wait for content to load before seeing the screen.

    > **콘텐츠를 최대한 빨리 보여주세요.** 화면을 보기 전에 콘텐츠 로딩을 기다리게 하지 마세요.
    """

    @Test func versionAndHelp() throws {
        let hig = try HigProcess()
        defer { hig.remove() }
        #expect(try hig.run(["--version"]).stdout.hasPrefix("hig "))
        let help = try hig.run(["--help"])
        #expect(help.status == 0)
        for command in ["search", "show", "list", "topics", "index", "inspect"] { #expect(help.stdout.contains("  \(command) ")) }
        let showHelp = try hig.run(["show", "--help"])
        #expect(showHelp.status == 0 && showHelp.stdout.hasPrefix("Usage: hig show ID"))
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let hig = try HigProcess()
        defer { hig.remove() }
        let unknown = try hig.run(["shwo", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "hig: unknown command \"shwo\"; did you mean \"hig show\"? (see: hig --help)\n")
        let option = try hig.run(["list", "--colour"])
        #expect(option.status == 2 && option.stderr.contains("unknown option --colour"))
        let missing = try hig.run(["show"])
        #expect(missing.status == 2 && missing.stderr.contains("missing ID"))
    }

    @Test func indexWritesTheIndexAndRegistryAndSummarizes() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality, "b.md": Self.loading])
        defer { hig.remove() }
        let result = try hig.run(["index"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Indexed 2 documents into 3 rules"))
        #expect(result.stdout.contains("aligned pairs        3"))
        #expect(FileManager.default.fileExists(atPath: hig.indexFile.path))
        let registry = try String(contentsOf: hig.corpus.appendingPathComponent("ids.tsv"), encoding: .utf8)
        #expect(registry.contains("modality-1\ten\talways include a button that dismisses the modal view."))
        #expect(!result.stdout.contains("\u{1B}["), "no colours when not a terminal")
    }

    @Test func anyCommandBuildsAMissingIndexFirst() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality])
        defer { hig.remove() }
        let result = try hig.run(["list"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("no index yet; building Index/ from Corpus/"))
        #expect(result.stdout.contains("modality-1"))
        #expect(result.stdout.contains("모달 뷰를 닫는 버튼을 항상 포함하세요."))
    }

    @Test func showPrintsBothLanguagesWithSourcesAndJSON() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality])
        defer { hig.remove() }
        let text = try hig.run(["show", "MODALITY-1"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Always include a button"))
        #expect(text.stdout.contains("모달 뷰를 닫는 버튼을"))
        #expect(text.stdout.contains("a.txt:3"))
        let json = try hig.run(["show", "modality-1", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "modality-1")
        #expect((object["topic"] as? [String: Any])?["slug"] as? String == "modality")
        let english = try #require(object["english"] as? [[String: Any]])
        #expect(english.first?["title"] as? String == "Always include a button that dismisses the modal view.")
        let translation = try #require((object["translations"] as? [[String: Any]])?.first)
        #expect((translation["source"] as? [String: Any])?["document"] as? String == "a.txt")
        #expect((translation["source"] as? [String: Any])?["lines"] as? [Int] == [5, 5])
    }

    @Test func unknownIDsAnswerWithTheNearestAndExitOne() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality])
        defer { hig.remove() }
        let result = try hig.run(["show", "modality-9"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no rule modality-9; nearest: modality-2, modality-1"))
    }

    @Test func listJSONIsAnArrayOfRules() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality, "b.md": Self.loading])
        defer { hig.remove() }
        let result = try hig.run(["list", "--json", "--topic", "로딩"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["loading-1"])
        #expect((rules[0]["translations"] as? [[String: Any]])?.first?["title"] as? String == "콘텐츠를 최대한 빨리 보여주세요.")
    }

    @Test func topicsListsNamesInBothLanguages() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality, "b.md": Self.loading])
        defer { hig.remove() }
        let result = try hig.run(["topics"])
        #expect(result.stdout.contains("modality"))
        #expect(result.stdout.contains("모달리티"))
        #expect(result.stdout.contains("로딩"))
    }

    @Test func aChangedCorpusRebuildsAndNoRebuildUsesTheIndexAsItIs() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality])
        defer { hig.remove() }
        try hig.run(["index"])
        try Data(Self.loading.utf8).write(to: hig.corpus.appendingPathComponent("b.md"))
        let stale = try hig.run(["list", "--no-rebuild"])
        #expect(stale.status == 0)
        #expect(stale.stderr.isEmpty, "--no-rebuild does not look at the corpus")
        #expect(!stale.stdout.contains("loading-1"))
        let rebuilt = try hig.run(["list"])
        #expect(rebuilt.stderr.contains("Corpus/ changed since the index was built; rebuilding Index/"))
        #expect(rebuilt.stdout.contains("loading-1"))
    }

    @Test func aCorruptOrTruncatedIndexIsRebuilt() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality])
        defer { hig.remove() }
        try hig.run(["index"])
        var bytes = try Data(contentsOf: hig.indexFile)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: hig.indexFile)
        let corrupt = try hig.run(["show", "modality-1"])
        #expect(corrupt.status == 0)
        #expect(corrupt.stderr.contains("Index/hig.idx: the index is corrupt"))
        try Data(try Data(contentsOf: hig.indexFile).prefix(100)).write(to: hig.indexFile)
        let truncated = try hig.run(["show", "modality-1"])
        #expect(truncated.status == 0)
        #expect(truncated.stderr.contains("truncated") || truncated.stderr.contains("corrupt"))
    }

    @Test func idsStayTheSameWhenReindexedAndWhenADocumentIsAdded() throws {
        let hig = try HigProcess(corpus: ["b.txt": Self.modality])
        defer { hig.remove() }
        try hig.run(["index"])
        let before = try hig.run(["list", "--json"]).stdout
        try hig.run(["index"])
        #expect(try hig.run(["list", "--json"]).stdout == before)
        let extra = "Modality\n\nUse modality when it makes sense. Create a modal experience only when it's critical.\n\n의미가 있을 때 모달리티를 사용하세요.\n"
        try Data(extra.utf8).write(to: hig.corpus.appendingPathComponent("a.txt"))
        try hig.run(["index"])
        let after = try hig.run(["show", "modality-1", "--json"]).stdout
        #expect(after.contains("Always include a button"))
        #expect(try hig.run(["show", "modality-3", "--json"]).stdout.contains("Use modality when it makes sense"))
    }

    @Test func badDocumentsAreNamedAndTheRestIndexed() throws {
        let hig = try HigProcess(corpus: ["a.txt": Self.modality, "empty.txt": ""])
        defer { hig.remove() }
        try Data([0x00, 0x01, 0x02, 0xFF]).write(to: hig.corpus.appendingPathComponent("photo.md"))
        let result = try hig.run(["index"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("hig: empty.txt: empty; skipped"))
        #expect(result.stderr.contains("hig: photo.md: not a text file (binary content); skipped"))
        #expect(result.stdout.contains("Indexed 1 document into 2 rules"))
    }

    /// A file name with a newline and terminal escapes still makes one line
    /// per message, with nothing a terminal would act on.
    @Test func hostileFileNamesStayOnOneLine() throws {
        let name = "evil\n\u{1B}[31mred\u{1B}[0m.txt"
        let hig = try HigProcess(corpus: ["a.txt": Self.modality, name: ""])
        defer { hig.remove() }
        let result = try hig.run(["index"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("hig: evil\\n\\u{1B}[31mred\\u{1B}[0m.txt: empty; skipped"))
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("hig: ") })
    }

    @Test func aCorpusWithNoRulesLeavesNoIndexBehind() throws {
        let hig = try HigProcess(corpus: ["empty.txt": ""])
        defer { hig.remove() }
        let result = try hig.run(["index"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no rules found in Corpus/"))
        #expect(!FileManager.default.fileExists(atPath: hig.indexFile.path))
    }

    @Test func aMissingCorpusIsOneClearLine() throws {
        let hig = try HigProcess()
        defer { hig.remove() }
        let result = try hig.run(["list", "--corpus", "Nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("hig: "))
        #expect(result.stderr.contains("Nowhere"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func inspectShowsRolesAndDrops() throws {
        let hig = try HigProcess(corpus: ["a.txt": "by Kim Jan 01. 2024\n\n" + Self.modality + "\n\n마치며\n\n읽어 주셔서 감사합니다!\n"])
        defer { hig.remove() }
        let result = try hig.run(["inspect", "Corpus/a.txt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("dropped: byline"))
        #expect(result.stdout.contains("dropped: afterword"))
        #expect(result.stdout.contains("paragraph"))
    }
}
