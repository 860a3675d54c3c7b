internal import Glibc

extension HTTPServer {
    /// Starts the server, waits for SIGINT or SIGTERM, then stops it gracefully.
    ///
    /// Call it from the main thread before starting other threads: it blocks
    /// both signals in the calling thread before the server's threads start,
    /// so they inherit the mask and the signal reaches `sigwait` here instead
    /// of killing the process. The signals stay blocked afterwards, so a second
    /// Ctrl-C during shutdown does not cut it short; the program can then
    /// return normally and exit 0.
    ///
    /// - Returns: The signal that arrived, `SIGINT` or `SIGTERM`.
    /// - Throws: ``HTTPServerError`` if the server cannot start; the signal
    ///   mask is then restored.
    @discardableResult
    public func runUntilTerminated() throws(HTTPServerError) -> Int32 {
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
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        stop()
        return received
    }
}
