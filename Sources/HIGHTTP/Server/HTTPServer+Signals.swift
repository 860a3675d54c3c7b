internal import Glibc

extension HTTPServer {
    /// Starts the server, calls `onStart` with the bound port, waits for SIGINT or
    /// SIGTERM, then stops it gracefully.
    ///
    /// Call it from the main thread before starting other threads: see
    /// ``serveUntilTerminated(start:onStart:stop:)``.
    ///
    /// - Returns: The signal that arrived, `SIGINT` or `SIGTERM`.
    /// - Throws: ``HTTPServerError`` if the server cannot start; the signal
    ///   mask is then restored.
    @discardableResult
    public func runUntilTerminated(onStart: (Int) -> Void = { _ in }) throws(HTTPServerError) -> Int32 {
        try Self.serveUntilTerminated(start: start, onStart: { onStart(port ?? 0) }, stop: stop)
    }

    /// Runs `start`, then `onStart`, waits for SIGINT or SIGTERM, then runs `stop`:
    /// the life of any server built on ``HTTPServer`` that runs until Ctrl-C.
    ///
    /// Both signals are blocked in the calling thread before `start`, so the
    /// threads it starts inherit the mask and the signal reaches `sigwait` here
    /// instead of killing the process. They stay blocked afterwards, so a second
    /// Ctrl-C during shutdown does not cut it short; the program can then return
    /// normally and exit 0. Call it from the main thread before other threads start.
    ///
    /// - Returns: The signal that arrived.
    /// - Throws: what `start` throws; the signal mask is then restored.
    @discardableResult
    public static func serveUntilTerminated(start: () throws(HTTPServerError) -> Void, onStart: () -> Void,
                                            stop: () -> Void) throws(HTTPServerError) -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        do {
            try start()
        } catch {
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            throw error
        }
        onStart()
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        stop()
        return received
    }
}
