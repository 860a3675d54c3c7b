import Foundation
import Glibc

/// `hig mcp` as a child process on two pipes, driven one request at a time, as an assistant drives it.
final class MCPChild {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(hig: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: hig)
        process.arguments = ["mcp"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Writes one request line and reads its answer line: one round trip.
    func roundTrip(_ line: [UInt8]) throws -> [UInt8] {
        let fd = input.fileHandleForWriting.fileDescriptor
        var bytes = line
        bytes.append(10)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { throw BenchError("hig mcp stopped reading its input") }
            offset += written
        }
        return try readLine()
    }

    private func readLine() throws -> [UInt8] {
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return line
            }
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { throw BenchError("hig mcp closed its output") }
            pending += chunk[..<count]
        }
    }

    /// CPU seconds (user + system) the server has used so far, from `/proc/PID/stat`
    /// (in clock ticks, 10 ms each: time enough requests for it to mean something).
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return .nan }
        // Fields after the command name: state is field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Closes the input and waits for the server to exit; returns its status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
