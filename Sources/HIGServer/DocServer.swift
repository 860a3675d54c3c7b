public import HIGHTTP
public import HIGSearch
internal import Synchronization

/// The doc site as a running server: an ``HTTPServer`` answering with a
/// ``SiteHandler``, and an ``IndexWatcher`` that swaps in a rebuilt index.
///
/// ```swift
/// let index = try LiveIndex<IndexSnapshot>(file: URL(fileURLWithPath: "Index/hig.idx"))
/// let server = DocServer(index: index, configuration: DocServer.configuration(port: 0))
/// try server.start()
/// print(server.url!)  // http://127.0.0.1:43117/
/// server.stop()
/// ```
public final class DocServer: Sendable {
    /// The index served, reloaded when its file is replaced.
    public let index: LiveIndex<IndexSnapshot>
    /// How often the index file is checked for a new version.
    public let pollInterval: Duration
    private let server: HTTPServer
    private let watcher = Mutex<IndexWatcher?>(nil)

    /// Creates a stopped server; call ``start()`` or ``runUntilTerminated(onStart:)``.
    public init(index: LiveIndex<IndexSnapshot>, configuration: HTTPServer.Configuration = DocServer.configuration(),
                pollInterval: Duration = .milliseconds(250)) {
        self.index = index
        self.pollInterval = pollInterval
        server = HTTPServer(configuration: configuration, handler: SiteHandler(index: index))
    }

    /// The HTTP settings for the site: loopback by default, and limits that
    /// fit a local reference site.
    ///
    /// The target limit (8 KiB) holds a query of the 512 characters the
    /// searcher reads even when every one is percent-encoded Hangul; headers
    /// may take 16 KiB (browsers' cookies for `localhost` add up); no request
    /// of the site has a body, so 1 KiB is plenty. Up to 256 connections are
    /// served at once, 128 from one address (wrk's or a browser's dozens fit
    /// with room to spare); each must send a request within 10 seconds of
    /// connecting or of its previous response, so idle and slow clients free
    /// their slots, and make room at once for a new connection when the
    /// server is full. The HTTP layer's own responses carry the
    /// ``SecurityHeaders`` too.
    public static func configuration(host: String = "127.0.0.1", port: Int = 8080) -> HTTPServer.Configuration {
        HTTPServer.Configuration(
            host: host, port: port, connectionLimit: 256, perClientConnectionLimit: 128, readTimeout: .seconds(10),
            connectionTimeout: .seconds(15), shutdownGracePeriod: .seconds(5), maxTargetBytes: 8 * 1024,
            maxHeaderBytes: 16 * 1024, maxBodyBytes: 1024, serverResponseHeaders: SecurityHeaders.headers)
    }

    /// The port listened on, or `nil` when stopped.
    public var port: Int? {
        server.port
    }

    /// The address of the home page, e.g. `http://127.0.0.1:8080/`, or `nil` when stopped.
    public var url: String? {
        guard let port else { return nil }
        let host = server.configuration.host
        return host.contains(":") && !host.hasPrefix("[") ? "http://[\(host)]:\(port)/" : "http://\(host):\(port)/"
    }

    /// Starts serving, then starts watching the index file.
    ///
    /// - Throws: ``HTTPServerError`` if the address is in use or invalid.
    public func start() throws(HTTPServerError) {
        try server.start()
        let started = IndexWatcher(index: index, interval: pollInterval)
        watcher.withLock { $0 = started }
    }

    /// Stops accepting, lets requests in flight finish, stops watching.
    ///
    /// Never call it from a request handler.
    public func stop() {
        server.stop()
        watcher.withLock { $0.take() }?.stop()
    }
}
