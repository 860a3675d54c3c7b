import Foundation
import Glibc
import HIGSearch
import Testing

/// `hig index` killed with SIGKILL at random moments: the old index stays whole,
/// and the next run leaves no temporary file behind.
@Suite(.serialized) struct InterruptedIndexTests {
    /// Names a temporary file of any writer could have: hig's own, or Foundation's atomic writes.
    static func temporaries(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(".") || $0.hasSuffix(".tmp") }
    }

    /// The ID of a process that has exited and been reaped.
    static func exitedProcessID() -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func killedIndexKeepsTheOldIndexAndLeavesNothingAfterTheNextRun() throws {
        let hig = try HigProcess(seeds: true)
        defer { hig.remove() }
        #expect(try hig.run(["index"]).status == 0)
        let start = ContinuousClock.now
        #expect(try hig.run(["index"]).status == 0)
        let runtime = ContinuousClock.now - start
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6 {
            // A new document each round, so the registry and the index both change.
            let note = "Round \(round)\n\nAlways label the button number \(round) clearly.\n\n버튼 \(round)에 항상 분명한 이름을 붙이세요.\n"
            try Data(note.utf8).write(to: hig.corpus.appendingPathComponent("round-\(round).txt"))
            let before = try Data(contentsOf: hig.indexFile)
            let process = try hig.start(["index"])
            usleep(UInt32(Double.random(in: 0...1.2, using: &generator) * (runtime / .microseconds(1))))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Either the old index, untouched, or the whole new one (the kill came after the rename).
            let after = try Data(contentsOf: hig.indexFile)
            let reader = try IndexReader(data: after)
            #expect(after == before || reader.ruleCount > 0, "round \(round)")
        }
        // What a kill during a write leaves, as the next run finds it.
        let dead = Self.exitedProcessID()
        try Data("x".utf8).write(to: hig.corpus.appendingPathComponent(".hig-ids.tsv.\(dead).1.tmp"))
        try Data("x".utf8).write(to: hig.indexFile.deletingLastPathComponent().appendingPathComponent(".hig-hig.idx.\(dead).2.tmp"))
        #expect(try hig.run(["index"]).status == 0)
        #expect(Self.temporaries(in: hig.corpus).isEmpty, "\(Self.temporaries(in: hig.corpus))")
        #expect(Self.temporaries(in: hig.indexFile.deletingLastPathComponent()).isEmpty)
    }
}
