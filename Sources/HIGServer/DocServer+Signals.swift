internal import Glibc
public import HIGHTTP

extension DocServer {
    /// Starts, calls `onStart` with the home page's address, serves until
    /// SIGINT or SIGTERM, then stops gracefully.
    ///
    /// Call it from the main thread before any other thread starts. Both
    /// signals are blocked first, so that the server's threads inherit the
    /// mask and the signal reaches `sigwait` here instead of killing the
    /// process; they stay blocked afterwards, so a second Ctrl-C does not cut
    /// the shutdown short. (`HTTPServer.runUntilTerminated()` does the same
    /// but cannot say which port it bound before it blocks.)
    ///
    /// - Returns: The signal that arrived.
    /// - Throws: ``HTTPServerError`` if the server cannot start; the signal
    ///   mask is then restored.
    @discardableResult
    public func runUntilTerminated(onStart: (String) -> Void) throws(HTTPServerError) -> Int32 {
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
        onStart(url ?? "")
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        stop()
        return received
    }
}
