public import HIGHTTP

extension DocServer {
    /// Starts, calls `onStart` with the home page's address, serves until
    /// SIGINT or SIGTERM, then stops gracefully (see
    /// ``HTTPServer/serveUntilTerminated(start:onStart:stop:)``).
    ///
    /// - Returns: The signal that arrived.
    /// - Throws: ``HTTPServerError`` if the server cannot start.
    @discardableResult
    public func runUntilTerminated(onStart: (String) -> Void) throws(HTTPServerError) -> Int32 {
        try HTTPServer.serveUntilTerminated(start: start, onStart: { onStart(url ?? "") }, stop: stop)
    }
}
