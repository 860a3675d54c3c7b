internal import Synchronization

/// Every open connection of a running server, and the limits on them: how
/// many at once, how many from one client, and how long each may take to
/// send a request.
///
/// A connection is *waiting* from its accept, or from the end of its previous
/// response, until its request (line, headers and body) is complete; then it is
/// *serving* until its response is sent. Only waiting connections are ever
/// closed by the registry: idle keep-alive connections and clients that send
/// slowly (a slow-loris attack) hold a slot only until the read deadline, and
/// are the first to go when a new connection needs room. A new connection
/// over a limit closes the one of the same scope that has waited longest; when
/// every one is serving, the newcomer is refused and answered 503 at once.
///
/// Called from libmicrohttpd's threads at each accept and close, and from the
/// watchdog; the lock is never held while calling into libmicrohttpd.
final class ConnectionRegistry: Sendable {
    /// The most connections admitted at once.
    let connectionLimit: Int
    /// The most connections admitted at once from one client address.
    let perClientLimit: Int
    /// How long a connection may wait for a complete request, in nanoseconds.
    let readTimeout: Int64
    /// The fields handed to every connection for libmicrohttpd's own responses.
    let serverResponseHeaders: HTTPHeaders
    private let table = Mutex(Table())

    /// How long a refused connection has to send its request and read the 503:
    /// a client that sends its request at once needs milliseconds.
    static let refusalGrace: Int64 = 1_000_000_000

    /// Creates an empty registry with the limits of `configuration`.
    init(configuration: HTTPServer.Configuration) {
        connectionLimit = configuration.connectionLimit
        perClientLimit = min(configuration.perClientConnectionLimit, configuration.connectionLimit)
        readTimeout = Self.nanoseconds(configuration.readTimeout)
        serverResponseHeaders = configuration.serverResponseHeaders
    }

    /// Registers a connection just accepted from `client`, making room for it
    /// if a limit is reached, or marking it refused if no room can be made.
    ///
    /// - Complexity: O(1), or O(*n*) in the open connections at a limit.
    func admit(socket: Int32, client: String, now: Int64) -> ConnectionState {
        table.withLock { table in
            var refusal: ConnectionState.Refusal?
            let clientFull = perClientLimit < connectionLimit && table.count(from: client) >= perClientLimit
            if clientFull && !table.closeLongestWaiting(from: client) {
                refusal = .clientFull(limit: perClientLimit)
            } else if table.admitted >= connectionLimit && !table.closeLongestWaiting(from: nil) {
                refusal = .serverFull(limit: connectionLimit)
            }
            let state = ConnectionState(
                socket: socket, client: client, refusal: refusal, serverResponseHeaders: serverResponseHeaders, now: now)
            table.insert(state, counted: refusal == nil)
            return state
        }
    }

    /// Forgets a connection libmicrohttpd is closing, before it closes the socket.
    func remove(_ state: ConnectionState) {
        table.withLock { $0.remove(state) }
    }

    /// Closes every connection that has waited for its request past the read
    /// deadline (a refused one, past ``refusalGrace``).
    ///
    /// - Returns: how many were closed.
    /// - Complexity: O(*n*) in the open connections.
    @discardableResult
    func closeOverdue(now: Int64) -> Int {
        table.withLock { table in
            table.closeAll { state, since in
                now - since > (state.refusal == nil ? readTimeout : Self.refusalGrace)
            }
        }
    }

    /// Whether every connection is waiting for a request with nothing of one
    /// received: no request would be cut off if the server closed them all.
    ///
    /// - Complexity: O(*n*) in the open connections, one `ioctl` each.
    func isQuiet() -> Bool {
        table.withLock { table in
            table.entries.values.allSatisfy { entry in
                entry.state.waitingSince != nil && !entry.state.hasUnreadBytes()
            }
        }
    }

    /// The connections open, admitted or refused.
    var openCount: Int {
        table.withLock { $0.entries.count }
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}

/// The registry's data, guarded by its lock.
private struct Table {
    /// One open connection and whether it counts against the limits.
    struct Entry {
        let state: ConnectionState
        /// False for a refused connection and for one the registry has shut down.
        var counted: Bool
    }

    var entries: [ObjectIdentifier: Entry] = [:]
    /// Connections counted against the limits.
    private(set) var admitted = 0
    /// Counted connections by client address.
    private var perClient: [String: Int] = [:]

    func count(from client: String) -> Int {
        perClient[client, default: 0]
    }

    mutating func insert(_ state: ConnectionState, counted: Bool) {
        entries[ObjectIdentifier(state)] = Entry(state: state, counted: counted)
        if counted {
            admitted += 1
            perClient[state.client, default: 0] += 1
        }
    }

    mutating func remove(_ state: ConnectionState) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(state)), entry.counted else { return }
        uncount(state)
    }

    /// Shuts down the counted connection (of `client`, if given) that has
    /// waited longest; returns `false` if none is waiting.
    mutating func closeLongestWaiting(from client: String?) -> Bool {
        while true {
            let candidates = entries.values.filter { $0.counted && (client == nil || $0.state.client == client) }
            let waiting = candidates.compactMap { entry in entry.state.waitingSince.map { (entry, $0) } }
            guard let (oldest, _) = waiting.min(by: { $0.1 < $1.1 }) else { return false }
            if close(oldest) { return true }
            // It began serving in the meantime; look again.
        }
    }

    /// Shuts down every waiting connection for which `isOverdue(state, waitingSince)` holds.
    mutating func closeAll(where isOverdue: (ConnectionState, Int64) -> Bool) -> Int {
        let overdue = entries.values.filter { entry in
            entry.state.waitingSince.map { isOverdue(entry.state, $0) } ?? false
        }
        return overdue.reduce(0) { closed, entry in closed + (close(entry) ? 1 : 0) }
    }

    /// Shuts `entry` down if it is still waiting; it then no longer counts.
    private mutating func close(_ entry: Entry) -> Bool {
        guard entry.state.shutDownIfWaiting() else { return false }
        let key = ObjectIdentifier(entry.state)
        if entries[key]?.counted == true {
            entries[key]?.counted = false
            uncount(entry.state)
        }
        return true
    }

    private mutating func uncount(_ state: ConnectionState) {
        admitted -= 1
        let remaining = perClient[state.client, default: 1] - 1
        perClient[state.client] = remaining > 0 ? remaining : nil
    }
}
