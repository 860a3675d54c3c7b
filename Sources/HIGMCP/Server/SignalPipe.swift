internal import Glibc

/// The write end of the pipe the signal handler writes to; set once, before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// SIGINT and SIGTERM turned into a readable file descriptor (the self-pipe trick).
///
/// The handler only writes one byte (async-signal-safe), so the serving loop
/// can wait for input and for a stop signal in one `poll(2)` and stop between
/// two messages, never in the middle of writing one.
struct SignalPipe {
    /// The descriptor that becomes readable when a stop signal arrives.
    let readEnd: Int32

    /// Installs the handlers; `nil` if no pipe can be made (the signals then keep their default action).
    ///
    /// - Precondition: called once per process.
    static func install() -> SignalPipe? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        signalPipeWriteEnd = ends[1]
        var stops = sigset_t()
        sigemptyset(&stops)
        for number in [SIGINT, SIGTERM] {
            sigaddset(&stops, number)
            _ = signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
            }
        }
        // A child inherits its parent's signal mask; a parent that blocked these
        // (a test runner, a supervisor) must not keep the client from stopping us.
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        return SignalPipe(readEnd: ends[0])
    }

    /// The signal that arrived (read from the pipe), or `SIGTERM` if the byte cannot be read.
    func received() -> Int32 {
        var byte: UInt8 = 0
        return read(readEnd, &byte, 1) == 1 ? Int32(byte) : SIGTERM
    }
}
