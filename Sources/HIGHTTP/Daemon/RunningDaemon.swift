internal import CMicroHTTPD
internal import CMicroHTTPDErrors
internal import Glibc

/// A started libmicrohttpd daemon and the context its callbacks use.
struct RunningDaemon: @unchecked Sendable {
    /// The `struct MHD_Daemon *`.
    let daemon: OpaquePointer
    /// libmicrohttpd, opened before the daemon started.
    let library: UnsafePointer<CMicroHTTPD_Library>
    /// The callbacks' context, retained until the daemon stops.
    let context: Unmanaged<ServerContext>
    /// The thread enforcing the read deadline.
    let watchdog: ConnectionWatchdog
    /// The port bound.
    let port: Int

    /// Opens the listening socket and starts libmicrohttpd on it.
    init(configuration: HTTPServer.Configuration, handler: any HTTPHandler) throws(HTTPServerError) {
        try configuration.validate()
        let library = try MicroHTTPD.shared()
        let listener = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        let server = ServerContext(handler: handler, configuration: configuration)
        let watchdog: ConnectionWatchdog
        do {
            watchdog = try ConnectionWatchdog(registry: server.connections)
        } catch {
            close(listener)
            throw error
        }
        let context = Unmanaged.passRetained(server)
        CMicroHTTPD_setResponseHook(addServerFields)
        let options = Self.options(for: configuration)
        // poll(), not epoll: in libmicrohttpd 0.9.75 MHD_quiesce_daemon races
        // with the epoll loop of the pool's threads and can abort the process
        // ("Failed to remove listen FD from epoll set"). poll() is as fast here.
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_USE_ITC.rawValue
        let started = options.withUnsafeBufferPointer { options in
            CMicroHTTPD_startDaemon(
                library, flags, listener, handleRequest, requestStarted, requestCompleted, connectionChanged, context.toOpaque(),
                options.baseAddress!)  // never empty: it ends with MHD_OPTION_END
        }
        guard let started else {
            // libmicrohttpd closes the listening socket itself when it fails to start.
            watchdog.stop()
            context.release()
            throw .cannotStart("libmicrohttpd could not start its \(configuration.threadCount) threads")
        }
        self.daemon = started
        self.library = library
        self.context = context
        self.watchdog = watchdog
        self.port = Int(CMicroHTTPD_boundPort(library, started))
    }

    /// Quiesces the daemon, answers every request already received, then stops it.
    ///
    /// Requests in flight are finished, and so are requests whose bytes have
    /// arrived on an open keep-alive connection but are not read yet; each is
    /// answered with `Connection: close`. The daemon stops once every
    /// connection is idle with nothing received, for 20 ms in a row so that
    /// bytes libmicrohttpd has just read are seen as a request, or when the
    /// grace period ends.
    ///
    /// The listening socket stays open until the daemon has stopped, as
    /// libmicrohttpd requires: its threads may still be using it; connections
    /// made meanwhile wait in the backlog and are reset when it closes.
    func stop(gracePeriod: Duration) {
        let server = context.takeUnretainedValue()
        server.isDraining.store(true, ordering: .relaxed)
        let listener = library.pointee.MHD_quiesce_daemon(daemon)
        let deadline = ContinuousClock.now + gracePeriod
        var quietChecks = 0
        while quietChecks < Self.quietChecksBeforeStopping && ContinuousClock.now < deadline {
            let quiet = server.requestsInFlight.load(ordering: .relaxed) == 0 && server.connections.isQuiet()
            quietChecks = quiet ? quietChecks + 1 : 0
            usleep(Self.drainPollMicroseconds)
        }
        library.pointee.MHD_stop_daemon(daemon)
        watchdog.stop()
        if listener >= 0 {
            close(listener)
        }
        context.release()
    }

    /// How often a stopping server checks whether its connections are quiet.
    private static let drainPollMicroseconds: UInt32 = 2_000
    /// How many checks in a row must find the connections quiet (20 ms): a
    /// worker that has read a request but not yet reported it, preempted on a
    /// busy machine, gets that long to report it.
    private static let quietChecksBeforeStopping = 10

    /// libmicrohttpd's options for `configuration`, ending with `MHD_OPTION_END`.
    ///
    /// libmicrohttpd may hold more connections than the configured limit, so
    /// that it keeps accepting: the registry then makes room or answers 503.
    /// Beyond that headroom it stops accepting and clients wait in the backlog.
    ///
    /// The connection's memory pool must hold the request line and headers:
    /// it is sized so that anything within the configured limits fits and the
    /// server answers 414 or 431 itself. Requests larger still overflow the
    /// pool, and libmicrohttpd answers them with its own 414 or 431.
    private static func options(for configuration: HTTPServer.Configuration) -> [MHD_OptionItem] {
        let timeout = max(1, configuration.connectionTimeout.components.seconds)
        let memory = 2 * (configuration.maxTargetBytes + configuration.maxHeaderBytes) + 16 * 1024
        var options = [
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: acceptLimit(for: configuration.connectionLimit), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: Int(timeout), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: memory, ptr_value: nil),
        ]
        if configuration.threadCount > 1 {
            options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threadCount, ptr_value: nil))
        }
        options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
        return options
    }

    /// The connections libmicrohttpd may hold: the limit, and a quarter more
    /// (at least 16) for refused connections and ones closing to make room.
    static func acceptLimit(for connectionLimit: Int) -> Int {
        connectionLimit + max(16, connectionLimit / 4)
    }
}
