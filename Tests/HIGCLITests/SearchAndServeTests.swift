import Foundation
import Testing
import _HIGTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `hig search`, `hig eval` and `hig serve` through the built binary.
@Suite(.serialized) struct SearchAndServeTests {
    @Test func searchFindsTheRuleAndExitsLikeGrep() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality, "b.md": EndToEndTests.loading])
        defer { hig.remove() }
        let found = try hig.run(["search", "모달뷰를", "닫는", "버튼"])
        #expect(found.status == 0)
        #expect(found.stdout.hasPrefix("1.  modality-1"))
        #expect(found.stdout.contains("**모달 뷰를 닫는 버튼**을"), "plain markers off a terminal")
        let none = try hig.run(["search", "xylophone"])
        #expect(none.status == 1 && none.stdout.isEmpty && none.stderr.contains("no rule matches"))
        #expect(try hig.run(["search", " "]).status == 2)
        #expect(try hig.run(["search", "?!"]).status == 1)
        #expect(try hig.run(["search", "모달", "--lang", "jp"]).status == 2)
    }

    @Test func searchJSONFollowsTheContract() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality])
        defer { hig.remove() }
        let result = try hig.run(["search", "dismissing the modal", "--json", "--limit", "1"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["query"] as? String == "dismissing the modal")
        #expect(object["took_ms"] is Double)
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == "modality-1")
        #expect(first["score"] is Double)
        #expect((first["topic"] as? [String: Any])?["ko"] as? String == "모달리티")
        let english = try #require((first["snippets"] as? [String: Any])?["en"] as? [String: Any])
        let text = try #require(english["text"] as? String)
        let ranges = try #require(english["highlights"] as? [[Int]])
        let units = Array(text.utf16)
        let marked = ranges.map { String(decoding: units[$0[0]..<$0[1]], as: UTF16.self) }
        #expect(marked.contains("dismisses"))
        #expect(marked.contains("modal"))
    }

    @Test func evalPrintsMRRAndRecall() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality])
        defer { hig.remove() }
        try Data("# comment\n닫는 버튼\tAlways include a button\n데이터 손실\tavoid data loss\n".utf8)
            .write(to: hig.folder.appendingPathComponent("q.tsv"))
        let result = try hig.run(["eval", "q.tsv"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("MRR@10 1.000"))
        #expect(result.stdout.contains("recall@5 1.000"))
    }

    @Test func theShippedEvalFileRunsInAClone() throws {
        let hig = try HigProcess(seeds: true)
        defer { hig.remove() }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = repository.appendingPathComponent("Benchmarks/eval/queries.tsv").path
        let result = try hig.run(["eval", file])
        #expect(result.status == 0)
        #expect(result.stdout.contains("MRR@10 "))
        #expect(!result.stdout.contains("no rule contains the phrase"), "every answer is in the shipped corpus")
        let kinds = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: "\t").dropFirst(2).first.map(String.init) }
        #expect(Set(kinds).isSuperset(of: ["ko", "ko-var", "en", "mixed", "loanword", "xling", "choseong", "typo", "question"]))
    }

    @Test func fileErrorsAreOneLine() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality])
        defer { hig.remove() }
        let missing = try hig.run(["eval", "nope.tsv"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "hig: no such file: nope.tsv\n")
        #expect(try hig.run(["eval", "Corpus"]).stderr == "hig: Corpus is a folder, not a file\n")
        try Data("닫는 버튼\tAlways include\njust one column\n".utf8).write(to: hig.folder.appendingPathComponent("q.tsv"))
        #expect(try hig.run(["eval", "q.tsv"]).stderr == "hig: q.tsv:2: expected 'query<TAB>phrase', found 'just one column'\n")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: hig.folder.appendingPathComponent("bad.tsv"))
        #expect(try hig.run(["eval", "bad.tsv"]).stderr == "hig: bad.tsv: not UTF-8 text (save it as UTF-8)\n")
        let inspect = try hig.run(["inspect", "Corpus/nope.md"])
        #expect(inspect.status == 2)
        #expect(inspect.stderr == "hig: no such file: Corpus/nope.md\n")
        for output in [missing, inspect] { #expect(!output.stderr.contains("NSCocoaErrorDomain")) }
    }

    @Test func commandsAreSuggestedOnlyForSmallTypos() throws {
        let hig = try HigProcess()
        defer { hig.remove() }
        #expect(try hig.run(["serch"]).stderr.contains("did you mean \"hig search\"?"))
        #expect(try hig.run(["topcis"]).stderr.contains("did you mean \"hig topics\"?"))
        let far = try hig.run(["frobnicate"])
        #expect(far.status == 2)
        #expect(far.stderr == "hig: unknown command \"frobnicate\" (see: hig --help)\n")
        #expect(!(try hig.run(["x"]).stderr.contains("did you mean")))
    }

    @Test func serveAnswersOnAFreePortAndStopsCleanlyOnSIGTERM() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality])
        defer { hig.remove() }
        try hig.run(["index"])
        let process = Process()
        process.executableURL = HigProcess.executable
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = hig.folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first line on standard output is the address.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        let address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(address.hasPrefix("http://127.0.0.1:"))
        let port = try #require(Int(address.split(separator: ":").last!.trimmingCharacters(in: CharacterSet(charactersIn: "/"))))
        let health = try HTTPTestClient(port: port).request("/healthz")
        #expect(health.status == 200)
        #expect(health.text.contains("\"status\":\"ok\""))

        // A second server on the same port: one line, exit 2.
        let busy = try hig.run(["serve", "--port", "\(port)"])
        #expect(busy.status == 2)
        #expect(busy.stderr.contains("in use"))

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func serveChecksItsLimitFlags() throws {
        let hig = try HigProcess(corpus: ["a.txt": EndToEndTests.modality])
        defer { hig.remove() }
        for (flag, value) in [("--read-timeout", "0"), ("--max-connections", "many"), ("--max-connections-per-client", "-1")] {
            let result = try hig.run(["serve", "--port", "0", flag, value])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("hig: \(flag) takes a number from"))
            #expect(result.stderr.contains("(see: hig serve --help)"))
        }
        let help = try hig.run(["serve", "--help"]).stdout
        #expect(help.contains("--read-timeout S"))
        #expect(help.contains("--max-connections-per-client N"))
    }
}
