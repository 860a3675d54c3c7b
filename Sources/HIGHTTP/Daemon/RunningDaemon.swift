internal import CMicroHTTPD
internal import Glibc

/// A started libmicrohttpd daemon and the context its callbacks use.
struct RunningDaemon: @unchecked Sendable {
    /// The `struct MHD_Daemon *`.
    let daemon: OpaquePointer
    /// The callbacks' context, retained until the daemon stops.
    let context: Unmanaged<ServerContext>
    /// The port bound.
    let port: Int

    /// Opens the listening socket and starts libmicrohttpd on it.
    init(configuration: HTTPServer.Configuration, handler: any HTTPHandler) throws(HTTPServerError) {
        try configuration.validate()
        let listener = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        let context = Unmanaged.passRetained(ServerContext(handler: handler, configuration: configuration))
        let options = Self.options(for: configuration)
        // poll(), not epoll: in libmicrohttpd 0.9.75 MHD_quiesce_daemon races
        // with the epoll loop of the pool's threads and can abort the process
        // ("Failed to remove listen FD from epoll set"). poll() is as fast here.
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_USE_ITC.rawValue
        let started = options.withUnsafeBufferPointer { options in
            CMicroHTTPD_startDaemon(
                flags, listener, handleRequest, requestStarted, requestCompleted, context.toOpaque(), options.baseAddress)
        }
        guard let started else {
            // libmicrohttpd closes the listening socket itself when it fails to start.
            context.release()
            throw .cannotStart("libmicrohttpd could not start its \(configuration.threadCount) threads")
        }
        self.daemon = started
        self.context = context
        self.port = Int(CMicroHTTPD_boundPort(started))
    }

    /// Quiesces the daemon, waits for requests in flight, then stops it.
    ///
    /// The listening socket stays open until the daemon has stopped, as
    /// libmicrohttpd requires: its threads may still be using it; connections
    /// made meanwhile wait in the backlog and are reset when it closes.
    func stop(gracePeriod: Duration) {
        let server = context.takeUnretainedValue()
        server.isDraining.store(true, ordering: .relaxed)
        let listener = MHD_quiesce_daemon(daemon)
        let deadline = ContinuousClock.now + gracePeriod
        while server.requestsInFlight.load(ordering: .relaxed) > 0 && ContinuousClock.now < deadline {
            usleep(1_000)
        }
        MHD_stop_daemon(daemon)
        if listener >= 0 {
            close(listener)
        }
        context.release()
    }

    /// libmicrohttpd's options for `configuration`, ending with `MHD_OPTION_END`.
    ///
    /// The connection's memory pool must hold the request line and headers:
    /// it is sized so that anything within the configured limits fits and the
    /// server answers 414 or 431 itself. Requests larger still overflow the
    /// pool, and libmicrohttpd answers them with its own 414 or 431.
    private static func options(for configuration: HTTPServer.Configuration) -> [MHD_OptionItem] {
        let timeout = max(1, configuration.connectionTimeout.components.seconds)
        let memory = 2 * (configuration.maxTargetBytes + configuration.maxHeaderBytes) + 16 * 1024
        var options = [
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: configuration.connectionLimit, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: Int(timeout), ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: memory, ptr_value: nil),
        ]
        if configuration.threadCount > 1 {
            options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threadCount, ptr_value: nil))
        }
        options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
        return options
    }
}
