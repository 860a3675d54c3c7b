internal import Synchronization

/// A small HTTP/1.1 server on libmicrohttpd that passes every request to one
/// ``HTTPHandler``.
///
/// It listens on one address, serves connections (keep-alive included) from
/// a pool of threads, and enforces the request limits of its
/// ``Configuration`` with real 4xx responses.
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 0), handler: FixedResponseHandler())
/// try server.start()
/// print("listening on port", server.port!)
/// server.stop()
/// ```
public final class HTTPServer: Sendable {
    /// The configuration the server starts with.
    public let configuration: Configuration
    /// The handler every request goes to.
    public let handler: any HTTPHandler
    private let running = Mutex<RunningDaemon?>(nil)

    /// Creates a stopped server; call ``start()`` to listen.
    public init(configuration: Configuration = Configuration(), handler: any HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
    }

    /// The port the server listens on, or `nil` when it is not running.
    public var port: Int? {
        running.withLock { $0?.port }
    }

    /// Whether the server is listening.
    public var isRunning: Bool {
        running.withLock { $0 != nil }
    }

    /// Requests begun and not yet completed, or 0 when not running.
    var requestsInFlight: Int {
        running.withLock { $0?.context.takeUnretainedValue().requestsInFlight.load(ordering: .relaxed) ?? 0 }
    }

    /// Binds the configured address and starts serving on background threads.
    ///
    /// Returns once the server accepts connections.
    /// - Throws: ``HTTPServerError`` if the address is invalid or in use, or
    ///   libmicrohttpd will not start.
    public func start() throws(HTTPServerError) {
        try running.withLock { (running: inout RunningDaemon?) throws(HTTPServerError) in
            guard running == nil else { throw .alreadyRunning }
            running = try RunningDaemon(configuration: configuration, handler: handler)
        }
    }

    /// Stops gracefully: stops accepting, lets requests in flight finish
    /// within the grace period, then closes every connection.
    ///
    /// Responses sent while stopping close their connection, so keep-alive
    /// clients do not start new requests. Returns at once if not running.
    /// Never call it from a handler: it waits for the handlers' threads.
    public func stop() {
        guard let daemon = running.withLock({ $0.take() }) else { return }
        daemon.stop(gracePeriod: configuration.shutdownGracePeriod)
    }

    deinit {
        stop()
    }
}
