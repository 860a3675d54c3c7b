import Foundation
import HIGModel
import HIGSearch
@testable import HIGServer
import _HIGTestSupport

/// A doc site on a free loopback port, serving an index written to a fresh
/// temporary folder; removed when the test ends.
final class TestSite {
    let folder: URL
    let indexFile: URL
    let server: DocServer
    let port: Int
    /// Messages the live index logged.
    let log = LogLines()

    /// Writes `rules` as an index, opens it and starts a server on port 0.
    init(rules: [Rule] = RuleFixtures.all, fingerprint: String = "fixtures",
         pollInterval: Duration = .milliseconds(250)) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-server-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        indexFile = folder.appendingPathComponent("hig.idx")
        try IndexWriter.write(rules: rules, fingerprint: fingerprint, to: indexFile)
        let log = log
        let index = try LiveIndex<IndexSnapshot>(file: indexFile) { log.append($0) }
        server = DocServer(index: index, configuration: DocServer.configuration(port: 0), pollInterval: pollInterval)
        try server.start()
        port = server.port!
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// A new keep-alive connection to the site.
    func client() throws -> HTTPTestClient {
        try HTTPTestClient(port: port)
    }

    /// One request on a connection of its own.
    func get(_ target: String, method: String = "GET", headers: [(String, String)] = []) throws -> HTTPTestClient.Response {
        try client().request(target, method: method, headers: headers)
    }
}

/// Lines gathered from several threads.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

/// `text` percent-encoded for a query value.
func encoded(_ text: String) -> String {
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed)!
}
