internal import Glibc

extension HTTPServer {
    /// Where a server listens, how many threads and connections it uses, and
    /// the limits it enforces on every request.
    ///
    /// The limits are answered with real responses, never a dropped
    /// connection: 414 for a long target, 431 for large headers, 413 for a
    /// large body.
    public struct Configuration: Sendable {
        /// The numeric IPv4 or IPv6 address to listen on (or `localhost`); only this address is bound.
        public var host: String
        /// The TCP port to listen on; 0 picks a free one (read it back from ``HTTPServer/port``).
        public var port: Int
        /// The number of threads serving connections.
        public var threadCount: Int
        /// The most connections open at once; further ones wait in the listen backlog.
        public var connectionLimit: Int
        /// How long an idle connection is kept open, in whole seconds (at least 1).
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

        /// Creates a configuration; every default suits a local server.
        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            threadCount: Int = Configuration.processorCount,
            connectionLimit: Int = 256,
            connectionTimeout: Duration = .seconds(15),
            shutdownGracePeriod: Duration = .seconds(5),
            maxTargetBytes: Int = 8 * 1024,
            maxHeaderBytes: Int = 16 * 1024,
            maxBodyBytes: Int = 64 * 1024
        ) {
            self.host = host
            self.port = port
            self.threadCount = threadCount
            self.connectionLimit = connectionLimit
            self.connectionTimeout = connectionTimeout
            self.shutdownGracePeriod = shutdownGracePeriod
            self.maxTargetBytes = maxTargetBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxBodyBytes = maxBodyBytes
        }

        /// Checks the values libmicrohttpd would refuse or fail on without saying why.
        func validate() throws(HTTPServerError) {
            guard (1 ... 1024).contains(threadCount) else {
                throw .invalidConfiguration("the thread count must be from 1 to 1024, not \(threadCount)")
            }
            guard (1 ... 1_000_000).contains(connectionLimit) else {
                throw .invalidConfiguration("the connection limit must be from 1 to 1000000, not \(connectionLimit)")
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
