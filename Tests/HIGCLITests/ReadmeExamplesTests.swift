import Foundation
import Testing

/// The README's JSON examples are what `hig` prints for the shipped corpus.
///
/// Each example sits between `<!-- example: hig ARGUMENTS -->` and `<!-- /example -->`
/// around a fenced `json` block. The test runs `hig ARGUMENTS` on a copy of `Corpus/`
/// in a pseudo-terminal (through `script`), as a person would see it (pretty JSON),
/// and compares; `took_ms` is the only value allowed to differ, and the scratch folder
/// reads as `/path/to/hig` (the corpus an index records is absolute). With
/// `HIG_UPDATE_README=1` it writes the real output into the README instead.
@Suite(.serialized) struct ReadmeExamplesTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    static let opening = "<!-- example: "
    static let closing = "<!-- /example -->"
    /// What the scratch checkout's path reads as in the README.
    static let checkout = "/path/to/hig"

    /// One example: the arguments and the JSON the README shows.
    struct Example {
        var arguments: String
        var json: String
        /// The lines of the README the fenced block takes (for rewriting).
        var lines: Range<Int>
    }

    static func examples(in text: String) -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var found: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(opening), line.hasSuffix(" -->") else { index += 1; continue }
            let arguments = String(line.dropFirst(opening.count).dropLast(4)).replacingOccurrences(of: "hig ", with: "", options: .anchored)
            guard let end = lines[index...].firstIndex(of: closing), index + 2 < end else { break }
            // lines[index + 1] is the ```json fence, lines[end - 1] the closing fence.
            found.append(Example(arguments: arguments, json: lines[(index + 2)..<(end - 1)].joined(separator: "\n"),
                                 lines: (index + 2)..<(end - 1)))
            index = end + 1
        }
        return found
    }

    /// `"took_ms": 0.214` → `"took_ms": 0`: the one value that changes from run to run.
    static func withoutTime(_ json: String) -> String {
        json.replacingOccurrences(of: #""took_ms": [0-9.e+-]+"#, with: #""took_ms": 0"#, options: .regularExpression)
    }

    /// What `hig ARGUMENTS` prints on a terminal, run in `hig`'s folder.
    static func terminalOutput(_ arguments: String, in hig: HigProcess) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(HigProcess.executable.path) \(arguments) 2>/dev/null", "/dev/null"]
        process.currentDirectoryURL = hig.folder
        var environment = hig.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: hig.folder.path, with: Self.checkout)
            .trimmingCharacters(in: .newlines)
    }

    @Test func readmeJSONExamplesAreTheProgramsOutput() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let examples = Self.examples(in: text)
        #expect(examples.count >= 5, "the README's JSON examples are marked")
        let hig = try HigProcess(seeds: true, registry: true)
        defer { hig.remove() }
        try Data("모달 닫는 버튼\t닫는 버튼\nprogress bar\tprogress\n".utf8)
            .write(to: hig.folder.appendingPathComponent("queries.tsv"))
        #expect(try hig.run(["index"]).status == 0)
        var lines = text.components(separatedBy: "\n")
        for example in examples.reversed() {
            let actual = try Self.terminalOutput(example.arguments, in: hig)
            if ProcessInfo.processInfo.environment["HIG_UPDATE_README"] == "1" {
                lines.replaceSubrange(example.lines, with: actual.components(separatedBy: "\n"))
            } else {
                #expect(Self.withoutTime(actual) == Self.withoutTime(example.json),
                        "README example `hig \(example.arguments)` differs from the output; HIG_UPDATE_README=1 swift test --filter ReadmeExamples rewrites it")
            }
        }
        if ProcessInfo.processInfo.environment["HIG_UPDATE_README"] == "1" {
            try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
        }
    }
}
