internal import Glibc
internal import Synchronization

/// One open TCP connection as the server's limits see it: whom it comes from,
/// whether it was refused, and whether it is waiting for a request and since when.
///
/// Created when libmicrohttpd accepts the connection and kept as its socket
/// context until it closes. The phase is atomic: the connection's own thread
/// moves it between waiting and serving, while the ``ConnectionRegistry`` may
/// close a waiting connection from another thread; exactly one of them wins.
final class ConnectionState: Sendable {
    /// Why a connection accepted over a limit is answered 503.
    enum Refusal: Equatable {
        /// The server holds its limit of connections, every one of them serving.
        case serverFull(limit: Int)
        /// The client holds its limit of connections, every one of them serving.
        case clientFull(limit: Int)
    }

    /// The connection's socket; valid until libmicrohttpd reports it closed.
    let socket: Int32
    /// The client's numeric IP address, e.g. `127.0.0.1`; empty when unknown.
    let client: String
    /// Set when the connection was accepted over a limit.
    let refusal: Refusal?
    /// The fields libmicrohttpd's own error responses on this connection get
    /// (``HTTPServer/Configuration/serverResponseHeaders``).
    let serverResponseHeaders: HTTPHeaders
    /// When the connection began waiting for its current request (monotonic
    /// nanoseconds, always positive), or one of the markers below.
    private let phase: Atomic<Int64>

    /// The phase of a connection whose request is complete and being answered.
    private static let serving: Int64 = 0
    /// The phase of a connection the registry has shut down.
    private static let closing: Int64 = -1

    /// Creates the state of a connection accepted at `now`, waiting for its first request.
    init(socket: Int32, client: String, refusal: Refusal?, serverResponseHeaders: HTTPHeaders, now: Int64) {
        self.socket = socket
        self.client = client
        self.refusal = refusal
        self.serverResponseHeaders = serverResponseHeaders
        self.phase = Atomic(max(1, now))
    }

    /// When the connection began waiting for a request, or `nil` while it is
    /// serving one or has been shut down.
    var waitingSince: Int64? {
        let value = phase.load(ordering: .acquiring)
        return value > 0 ? value : nil
    }

    /// Marks the request complete and being answered; returns `false` if the
    /// registry has already shut the connection down.
    func beginServing() -> Bool {
        var current = phase.load(ordering: .acquiring)
        while current > 0 {
            let (exchanged, original) = phase.compareExchange(
                expected: current, desired: Self.serving, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return current == Self.serving
    }

    /// Marks the connection waiting for its next request from `now`, unless it has been shut down.
    func beginWaiting(now: Int64) {
        var current = phase.load(ordering: .acquiring)
        while current != Self.closing {
            let (exchanged, original) = phase.compareExchange(
                expected: current, desired: max(1, now), ordering: .acquiringAndReleasing)
            if exchanged { return }
            current = original
        }
    }

    /// Shuts the connection down if it is still waiting for a request.
    ///
    /// libmicrohttpd sees the end of the stream on its next poll and closes
    /// the connection itself. Call it only under the registry's lock, which
    /// keeps the socket from being closed and its number reused meanwhile.
    /// - Returns: whether the connection was waiting and is now shut down.
    func shutDownIfWaiting() -> Bool {
        guard let since = waitingSince else { return false }
        let (exchanged, _) = phase.compareExchange(expected: since, desired: Self.closing, ordering: .acquiringAndReleasing)
        guard exchanged else { return false }
        Glibc.shutdown(socket, Int32(SHUT_RDWR))
        return true
    }

    /// Whether bytes the connection's client sent wait unread in the socket.
    ///
    /// Call it only under the registry's lock, as for ``shutDownIfWaiting()``.
    func hasUnreadBytes() -> Bool {
        var count: Int32 = 0
        return ioctl(socket, UInt(FIONREAD), &count) == 0 && count > 0
    }

    /// The state behind an opaque socket-context pointer.
    static func from(_ pointer: UnsafeMutableRawPointer) -> ConnectionState {
        Unmanaged<ConnectionState>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// The monotonic clock in nanoseconds, as ``ConnectionState`` keeps time.
///
/// - Complexity: one `clock_gettime` through the vDSO, tens of nanoseconds.
func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}
