import Foundation
import Glibc
@testable import HIGFiles
import Testing

@Suite("Atomic files")
struct AtomicFileTests {
    /// A fresh empty folder, removed by the caller.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("a write replaces the file whole and leaves no temporary")
    func writeReplaces() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/ids.tsv"
        try AtomicFile.write("one\n", to: path)
        try AtomicFile.write(Data("two\n".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(try Self.names(in: folder) == ["ids.tsv"])
    }

    @Test("pieces are written one after the other as one file, empty ones included")
    func writePieces() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/hig.idx"
        try AtomicFile.write(pieces: [Array("head".utf8), [], Array("-body-".utf8), Array("foot".utf8)], to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "head-body-foot")
        #expect(try Self.names(in: folder) == ["hig.idx"])
    }

    @Test("a failed write names the path, keeps the old file and leaves nothing")
    func failedWrite() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: folder + "/missing/ids.tsv") }
        // A directory in the way: the rename fails after the temporary was written.
        try FileManager.default.createDirectory(atPath: folder + "/hig.idx/x", withIntermediateDirectories: true)
        do {
            try AtomicFile.write("x", to: folder + "/hig.idx")
            Issue.record("writing over a non-empty directory succeeded")
        } catch {
            #expect(error.path == folder + "/hig.idx")
            #expect(error.description.hasPrefix("cannot write \(folder)/hig.idx ("))
        }
        #expect(try Self.names(in: folder) == ["hig.idx"])
    }

    @Test("temporaries are hidden, beside the target, and name hig and the process")
    func temporaryNames() {
        let path = AtomicFile.temporaryPath(for: "/data/Corpus/ids.tsv")
        #expect(path.hasPrefix("/data/Corpus/.hig-ids.tsv.\(getpid())."))
        #expect(path.hasSuffix(".tmp"))
        #expect(AtomicFile.ownerProcess(ofTemporary: String(path.split(separator: "/").last!)) == getpid())
        #expect(AtomicFile.ownerProcess(ofTemporary: ".hig.idx.4242.123456.tmp") == 4242)
        for name in ["ids.tsv", ".hig-notes.txt", ".hig-x.tmp", ".hig-x.abc.1.tmp", "notes.tmp", ".hig-x.12.tmp"] {
            #expect(AtomicFile.ownerProcess(ofTemporary: name) == nil, "\(name)")
        }
    }

    @Test("leftovers of dead processes are removed; a live writer's temporary and other files stay")
    func leftovers() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dead = deadProcessID()
        let live = getpid()
        let files = [".hig-ids.tsv.\(dead).77.tmp", ".hig.idx.\(dead).99.tmp", ".hig-hig.idx.\(live).5.tmp",
                     "notes.tmp", ".hig-notes", "ids.tsv"]
        for name in files { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)) }
        #expect(AtomicFile.removeLeftovers(in: folder) == [".hig-ids.tsv.\(dead).77.tmp", ".hig.idx.\(dead).99.tmp"])
        #expect(try Self.names(in: folder) == [".hig-hig.idx.\(live).5.tmp", ".hig-notes", "ids.tsv", "notes.tmp"])
        #expect(AtomicFile.removeLeftovers(in: folder + "/none").isEmpty)
    }

    /// The ID of a process that has exited: a child that ran `true` and was reaped.
    private func deadProcessID() -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
