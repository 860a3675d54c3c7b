internal import Glibc

extension HTTPServer {
    /// Where a server listens, how many threads and connections it uses, and
    /// the limits it enforces on every connection and request.
    ///
    /// The request limits are answered with real responses, never a dropped
    /// connection: 414 for a long target, 431 for large headers, 413 for a
    /// large body. The connection limits protect the server from clients that
    /// hold connections without using them (see ``ConnectionRegistry``): a
    /// connection must send each request within ``readTimeout``; over
    /// ``connectionLimit`` or ``perClientConnectionLimit`` the connection that
    /// has waited longest for a request is closed to make room, and when every
    /// one is busy the newcomer is answered 503 at once.
    public struct Configuration: Sendable {
        /// The numeric IPv4 or IPv6 address to listen on (or `localhost`); only this address is bound.
        public var host: String
        /// The TCP port to listen on; 0 picks a free one (read it back from ``HTTPServer/port``).
        public var port: Int
        /// The number of threads serving connections.
        public var threadCount: Int
        /// The most connections served at once.
        ///
        /// A connection over the limit closes the one that has waited longest
        /// for a request (idle or still sending it), or, when every connection
        /// is busy answering, is answered 503 with `Retry-After` and closed.
        public var connectionLimit: Int
        /// The most connections served at once from one client IP address;
        /// over it, as over ``connectionLimit`` but among that client's
        /// connections. A value above ``connectionLimit`` has no effect.
        public var perClientConnectionLimit: Int
        /// How long a connection has to send a complete request (line, headers
        /// and body), counted from its accept or from the end of its previous
        /// response; a slower or idle connection is closed. Enforced within
        /// a tenth of a second.
        public var readTimeout: Duration
        /// How long a connection may make no progress at all, e.g. a client
        /// that stops reading its response, in whole seconds (at least 1).
        public var connectionTimeout: Duration
        /// How long ``HTTPServer/stop()`` waits for requests in flight to finish.
        public var shutdownGracePeriod: Duration
        /// The longest request target (path and query, still encoded) accepted, in bytes.
        public var maxTargetBytes: Int
        /// The most header bytes accepted, counting `name: value\r\n` for each field.
        ///
        /// Each connection reserves memory for the request line and headers:
        /// about 2 × (`maxTargetBytes` + `maxHeaderBytes`) + 16 KiB, 64 KiB by default.
        public var maxHeaderBytes: Int
        /// The largest request body accepted, in bytes.
        public var maxBodyBytes: Int
        /// Header fields added to the responses the server composes itself
        /// (its 400, 413, 414, 431 and 503, and libmicrohttpd's own error
        /// responses), so that they carry what the handler's responses carry,
        /// such as security headers.
        public var serverResponseHeaders: HTTPHeaders

        /// Creates a configuration; every default suits a local server.
        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            threadCount: Int = Configuration.processorCount,
            connectionLimit: Int = 256,
            perClientConnectionLimit: Int = 128,
            readTimeout: Duration = .seconds(10),
            connectionTimeout: Duration = .seconds(15),
            shutdownGracePeriod: Duration = .seconds(5),
            maxTargetBytes: Int = 8 * 1024,
            maxHeaderBytes: Int = 16 * 1024,
            maxBodyBytes: Int = 64 * 1024,
            serverResponseHeaders: HTTPHeaders = [:]
        ) {
            self.host = host
            self.port = port
            self.threadCount = threadCount
            self.connectionLimit = connectionLimit
            self.perClientConnectionLimit = perClientConnectionLimit
            self.readTimeout = readTimeout
            self.connectionTimeout = connectionTimeout
            self.shutdownGracePeriod = shutdownGracePeriod
            self.maxTargetBytes = maxTargetBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxBodyBytes = maxBodyBytes
            self.serverResponseHeaders = serverResponseHeaders
        }

        /// Checks the values libmicrohttpd would refuse or fail on without saying why.
        func validate() throws(HTTPServerError) {
            guard (1 ... 1024).contains(threadCount) else {
                throw .invalidConfiguration("the thread count must be from 1 to 1024, not \(threadCount)")
            }
            guard (1 ... 100_000).contains(connectionLimit) else {
                throw .invalidConfiguration("the connection limit must be from 1 to 100000, not \(connectionLimit)")
            }
            guard (1 ... 100_000).contains(perClientConnectionLimit) else {
                throw .invalidConfiguration("the per-client connection limit must be from 1 to 100000, not \(perClientConnectionLimit)")
            }
            guard readTimeout >= .milliseconds(100) && readTimeout <= .seconds(3600) else {
                throw .invalidConfiguration("the read timeout must be from 0.1 to 3600 seconds, not \(readTimeout)")
            }
            guard [maxTargetBytes, maxHeaderBytes, maxBodyBytes].allSatisfy({ (1 ... 1 << 30).contains($0) }) else {
                throw .invalidConfiguration("the request limits must be from 1 byte to 1 GiB")
            }
        }

        /// The number of processors online, the default thread count.
        public static var processorCount: Int {
            max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        }
    }
}
