import Foundation
import _HIGTestSupport

/// Runs the built `hig` binary the way a person would, in a folder of its own.
struct HigProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `hig` executable next to the test bundle.
    static let executable = BuiltProducts.hig

    /// A scratch folder holding `Corpus/` (the given files) and, after indexing, `Index/`.
    let folder: URL

    /// - Parameters:
    ///   - seeds: copy the shipped `Corpus/` documents and manifest;
    ///   - registry: with `seeds`, its `ids.tsv` too (so rules get the IDs the README shows).
    init(corpus files: [String: String] = [:], seeds: Bool = false, registry: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-cli-\(UUID().uuidString)")
        let corpus = folder.appendingPathComponent("Corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        if seeds {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Corpus")
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where registry || name != "ids.tsv" {
                try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: corpus.appendingPathComponent(name))
            }
        }
        for (name, text) in files {
            try Data(text.utf8).write(to: corpus.appendingPathComponent(name))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    var corpus: URL { folder.appendingPathComponent("Corpus") }
    var indexFile: URL { folder.appendingPathComponent("Index/hig.idx") }

    /// Where the scratch folder's `hig` looks for an installed configuration (`UserConfiguration`):
    /// a folder of its own, so that a `hig` installed on this machine never changes a test.
    var configurationHome: URL { folder.appendingPathComponent("config-home") }

    /// The environment `hig` runs with: no `HIG_INDEX`/`HIG_CORPUS`, the scratch configuration home.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "HIG_INDEX")
        env.removeValue(forKey: "HIG_CORPUS")
        env["XDG_CONFIG_HOME"] = configurationHome.path
        env["COLUMNS"] = "100"
        return env
    }

    /// Starts `hig` with `arguments`, its output discarded; the caller waits for it (or kills it).
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `hig` in the scratch folder, or in `directory` (a path inside it, or absolute).
    @discardableResult
    func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appendingPathComponent($0) } ?? folder
        var env = self.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
