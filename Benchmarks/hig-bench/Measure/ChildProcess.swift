import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and measures it from the outside: wall time from spawn to exit,
/// and the child's own resource usage (peak RSS, CPU) as `wait4` reports it.
///
/// Uses `posix_spawn` directly (no shell, no Foundation `Process` machinery), so the
/// same small overhead applies to every program timed this way.
struct ChildProcess {
    /// Where the child's standard output goes.
    enum Output {
        /// Read through a pipe to the end and returned (what a caller parsing results pays).
        case capture
        /// Appended to a file.
        case file(String)
        /// Discarded (`/dev/null`). Beware: ripgrep stops at the first match when it sees /dev/null.
        case discard
    }

    struct Result {
        var status: Int32
        var output: Data
        var wall: Duration
        /// Peak resident set size of the program (and any descendant it waited for), in bytes;
        /// 0 unless `measureMemory` was set and GNU time is installed.
        var peakRSS: Int
        var userSeconds: Double
        var systemSeconds: Double

        var succeeded: Bool { status == 0 }
    }

    var executable: String
    var arguments: [String]
    /// Extra environment variables on top of this process's environment.
    var environment: [String: String] = [:]
    var stdout: Output = .capture
    /// Standard error: a file to append to, or discarded.
    var stderrFile: String?
    /// Run the program under GNU time (`/usr/bin/time -f %M`) to learn its peak RSS.
    ///
    /// `wait4`'s own `ru_maxrss` cannot be used: Linux carries the high-water mark of the
    /// process image that exec'd into the child, and `posix_spawn` children start as a
    /// copy of this (large) process. GNU time is tiny, so what it inherits stays below the
    /// program's own figure. It adds a fork, so timed runs should not use it.
    var measureMemory = false

    static let gnuTime = "/usr/bin/time"

    func run() throws -> Result {
        guard measureMemory, FileManager.default.isExecutableFile(atPath: Self.gnuTime) else { return try spawn() }
        let report = NSTemporaryDirectory() + "hig-bench-rss-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
        defer { unlink(report) }
        let wrapped = ChildProcess(executable: Self.gnuTime, arguments: ["-f", "%M", "-o", report, executable] + arguments,
                                   environment: environment, stdout: stdout, stderrFile: stderrFile)
        var result = try wrapped.spawn()
        // GNU time writes "Command exited with non-zero status N" before the figure when the program fails.
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let kilobytes = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        result.peakRSS = kilobytes * 1024
        return result
    }

    private func spawn() throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        var pipeFDs: [Int32] = [-1, -1]
        switch stdout {
        case .capture:
            guard pipe(&pipeFDs) == 0 else { throw BenchError("pipe: \(String(cString: strerror(errno)))") }
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
            posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
        case let .file(path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        if let stderrFile {
            posix_spawn_file_actions_addopen(&actions, 2, stderrFile, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        if case .capture = stdout { close(pipeFDs[1]) }
        guard spawned == 0 else {
            if case .capture = stdout { close(pipeFDs[0]) }
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        var output = Data()
        if case .capture = stdout {
            let chunk = 1 << 16
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let count = read(pipeFDs[0], buffer, chunk)
                if count > 0 {
                    output.append(buffer.assumingMemoryBound(to: UInt8.self), count: count)
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(pipeFDs[0])
        }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = clock.now - start
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Result(status: exitStatus, output: output, wall: wall, peakRSS: 0,
                      userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime))
    }
}
