import Dispatch
import Foundation
import Glibc
import HIGModel
import HIGSearch
import Testing
@testable import HIGServer
import _HIGTestSupport

@Suite("Server reloads")
struct ServerReloadTests {
    static let query = "모달 닫는 버튼"
    static let rulesA = RuleFixtures.all
    static let rulesB = RuleFixtures.all.filter { !["modality-4", "modality-5"].contains($0.id.rawValue) }

    /// The result IDs the searcher gives for `query` on an index of `rules`.
    static func expectedIDs(_ rules: [Rule]) throws -> [String] {
        let reader = try IndexReader(data: IndexWriter.encode(rules: rules, fingerprint: "expected"))
        return Searcher(reader: reader).search(SearchQuery(text: query, limit: 20)).results.map(\.id.rawValue)
    }

    @Test("requests during repeated index swaps each see one whole index, and none fails")
    func swapsUnderLoad() throws {
        let site = try TestSite(rules: Self.rulesA, fingerprint: "index-a", pollInterval: .milliseconds(10))
        let expected = ["index-a": try Self.expectedIDs(Self.rulesA), "index-b": try Self.expectedIDs(Self.rulesB)]
        #expect(expected["index-a"] != expected["index-b"])
        let tally = Tally()
        let group = DispatchGroup()
        let target = "/api/search?q=\(encoded(Self.query))&limit=20"
        let port = site.port
        for _ in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    let client = try HTTPTestClient(port: port)
                    while !tally.isStopped {
                        let response = try client.request(target)
                        let fingerprint = response.header("HIG-Index") ?? "none"
                        let results = (try response.json() as? [String: Any])?["results"] as? [[String: Any]]
                        let ids = results?.compactMap { $0["id"] as? String }
                        if response.status == 200, let ids, ids == expected[fingerprint] {
                            tally.count(fingerprint)
                        } else {
                            tally.fail("status \(response.status), index \(fingerprint), ids \(ids ?? [])")
                        }
                    }
                } catch {
                    tally.fail("\(error)")
                }
            }
        }
        for swap in 0..<8 {
            usleep(40_000)
            let toB = swap.isMultiple(of: 2)
            try IndexWriter.write(rules: toB ? Self.rulesB : Self.rulesA, fingerprint: toB ? "index-b" : "index-a", to: site.indexFile)
        }
        usleep(60_000)
        tally.stop()
        #expect(group.wait(timeout: .now() + 30) == .success)
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(3))")
        #expect(tally.seen.values.reduce(0, +) > 100)
        #expect(tally.seen["index-a", default: 0] > 0)
        #expect(tally.seen["index-b", default: 0] > 0)
        #expect(try eventually { try site.get("/healthz").header("HIG-Index") == "index-a" })
        #expect(site.log.all.count >= 2)
        #expect(site.log.all.allSatisfy { $0.hasPrefix("reloaded ") })
    }

    @Test("a new file that cannot be opened is logged once and the old index kept")
    func brokenReplacement() throws {
        let site = try TestSite(fingerprint: "good", pollInterval: .milliseconds(10))
        let broken = site.folder.appendingPathComponent("broken.tmp")
        try Data("not an index".utf8).write(to: broken)
        #expect(rename(broken.path, site.indexFile.path) == 0)
        #expect(eventually { site.log.all.count == 1 })
        usleep(100_000)  // ten more checks of the same broken file
        #expect(site.log.all.count == 1)
        #expect(site.log.all.first?.contains("cannot be opened") == true)
        #expect(site.log.all.first?.contains("not a hig index") == true)
        let health = try site.get("/healthz")
        #expect(health.status == 200)
        #expect(health.header("HIG-Index") == "good")
        try IndexWriter.write(rules: Self.rulesB, fingerprint: "fixed", to: site.indexFile)
        #expect(try eventually { try site.get("/healthz").header("HIG-Index") == "fixed" })
        #expect(site.log.all.count == 2)
    }

    @Test("the server stops at once, whatever the watcher's interval")
    func stopsAtOnce() throws {
        let site = try TestSite(pollInterval: .seconds(30))
        let start = ContinuousClock.now
        site.server.stop()
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}

/// Whether `condition` holds within `timeout`, checked every 10 ms.
private func eventually(timeout: Duration = .seconds(5), _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try condition() { return true }
        usleep(10_000)
    }
    return try condition()
}

/// Counts and failures gathered from several threads, and a stop flag.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var failed: [String] = []
    private var stopped = false

    func count(_ key: String) {
        lock.lock()
        counts[key, default: 0] += 1
        lock.unlock()
    }

    func fail(_ reason: String) {
        lock.lock()
        failed.append(reason)
        lock.unlock()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    var seen: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    var failures: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}
