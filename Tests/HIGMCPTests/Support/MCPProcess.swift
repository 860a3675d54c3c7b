import Foundation
import Glibc
import HIGMCP

/// `hig mcp` running as a child process, as an assistant runs it: requests written
/// to its standard input, answers read line by line from its standard output.
final class MCPProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// Bytes read from standard output and not yet returned as lines.
    private var pending: [UInt8] = []
    /// Every line standard output carried, in order.
    private(set) var outputLines: [String] = []

    init(arguments: [String]) throws {
        process.executableURL = BuiltHig.executable
        process.arguments = ["mcp"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Writes one line (a newline is added).
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    func send(_ message: JSONValue) {
        send(String(decoding: try! JSONEncoder().encode(message), as: UTF8.self))
    }

    /// The next line of standard output, or `nil` when none comes within `timeout` (or the output ended).
    func nextLine(timeout: Duration = .seconds(20)) -> String? {
        let deadline = ContinuousClock.now + timeout
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                outputLines.append(line)
                return line
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&descriptor, 1, max(1, milliseconds)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { return nil }
            pending += chunk[..<count]
        }
    }

    /// The next answer, parsed.
    func nextMessage(timeout: Duration = .seconds(20)) -> JSONValue? {
        nextLine(timeout: timeout).flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
    }

    /// Sends a request and waits for its answer.
    func call(_ method: String, _ params: JSONValue = [:], id: Int) -> JSONValue? {
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return nextMessage()
    }

    /// Closes standard input, as a client does to stop the server.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Reads standard output to its end (every remaining line is kept in ``outputLines``).
    func drainOutput() {
        while nextLine(timeout: .seconds(20)) != nil {}
    }

    /// Waits for the process to end; its exit status, or `nil` (after killing it) if it outlives `timeout`.
    func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Everything the process wrote to standard error (call after it ended).
    var errorText: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
