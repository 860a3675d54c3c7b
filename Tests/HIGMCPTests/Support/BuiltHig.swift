import Foundation
import _HIGTestSupport

/// The `hig` executable SwiftPM built next to the test bundle, and the package root.
enum BuiltHig {
    static let packageRoot = BuiltProducts.packageRoot
    static let executable = BuiltProducts.hig

    /// A scratch folder with a copy of the shipped corpus, indexed into `Index/` unless `indexed` is false.
    static func seedFolder(indexed: Bool = true) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-mcp-\(UUID().uuidString)")
        let corpus = folder.appendingPathComponent("Corpus")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Corpus"), to: corpus)
        guard indexed else { return folder }
        let status = try run(["index", "--corpus", corpus.path, "--index", folder.appendingPathComponent("Index").path])
        guard status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "hig index exited \(status)"]) }
        return folder
    }

    /// Runs `hig` to the end with its output discarded; returns the exit status.
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
