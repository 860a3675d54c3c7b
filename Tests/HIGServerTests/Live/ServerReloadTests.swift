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
        let tally = try Self.underLoad(site) {
            for swap in 0..<8 {
                usleep(40_000)
                let toB = swap.isMultiple(of: 2)
                try IndexWriter.write(rules: toB ? Self.rulesB : Self.rulesA, fingerprint: toB ? "index-b" : "index-a", to: site.indexFile)
            }
        }
        #expect(tally.seen["index-a", default: 0] > 0)
        #expect(tally.seen["index-b", default: 0] > 0)
        #expect(try eventually { try site.get("/healthz").header("HIG-Index") == "index-a" })
        #expect(site.log.all.count >= 2)
        #expect(site.log.all.allSatisfy { $0.hasPrefix("reloaded ") })
    }

    @Test("writing into the served file, truncating and removing it under load: old or new answers, never a failure")
    func inPlaceChangesUnderLoad() throws {
        let site = try TestSite(rules: Self.rulesA, fingerprint: "index-a", pollInterval: .milliseconds(5))
        let other = try IndexWriter.encode(rules: Self.rulesB, fingerprint: "index-b")
        let tally = try Self.underLoad(site) {
            // `cp other.idx hig.idx`: the same inode, truncated, then written in pieces.
            try Self.overwriteInPlace(site.indexFile, with: other, pieces: 8)
            #expect(eventually { site.log.all.contains { $0.hasPrefix("reloaded ") } })
            #expect(truncate(site.indexFile.path, 100) == 0)
            usleep(30_000)
            try Self.overwriteInPlace(site.indexFile, with: [UInt8](repeating: 0x41, count: other.count), pieces: 1)
            usleep(30_000)
            #expect(unlink(site.indexFile.path) == 0)
            usleep(30_000)
        }
        #expect(tally.seen["index-b", default: 0] > 0)
        let health = try site.get("/healthz")
        #expect(health.status == 200)
        #expect(health.header("HIG-Index") == "index-b")
        let log = site.log.all.joined(separator: "\n")
        #expect(log.contains("is gone; still serving the index loaded before"), "\(log)")
        #expect(log.contains("still serving the index loaded before"))
    }

    /// Answers the clients must get before a change and after it (a count, not a rate: the test
    /// waits for them however loaded the machine is).
    private static let answersAround = 20

    /// Runs `change` while four clients search; every answer must be 200 with
    /// the results of the index its `HIG-Index` header names.
    private static func underLoad(_ site: TestSite, during change: () throws -> Void) throws -> Tally {
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
        // The change must happen under load, however slow the machine: answers before it, and after it.
        let answered = { tally.seen.values.reduce(0, +) + tally.failures.count }
        let loaded = eventually(timeout: .seconds(30)) { answered() >= Self.answersAround }
        let before = answered()
        do {
            try change()
        } catch {
            tally.stop()
            _ = group.wait(timeout: .now() + 30)
            throw error
        }
        let loadedAfter = eventually(timeout: .seconds(30)) { answered() >= before + Self.answersAround }
        tally.stop()
        #expect(group.wait(timeout: .now() + 30) == .success)
        #expect(loaded && loadedAfter, "clients answered \(answered()) times")
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(3))")
        return tally
    }

    /// Writes `bytes` into the existing file at `url` (same inode), in `pieces` writes a few milliseconds apart.
    private static func overwriteInPlace(_ url: URL, with bytes: some Collection<UInt8>, pieces: Int) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        let all = Array(bytes)
        let size = (all.count + pieces - 1) / pieces
        for start in stride(from: 0, to: all.count, by: size) {
            try handle.write(contentsOf: all[start..<min(all.count, start + size)])
            usleep(3_000)
        }
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
