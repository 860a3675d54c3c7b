internal import CMicroHTTPD
internal import Synchronization

/// What libmicrohttpd's callbacks share while a daemon runs: the handler, the
/// limits, and the count of requests in flight.
///
/// Passed to every callback through `void *cls`; the server retains it from
/// start to stop. The methods here decide each request's fate.
final class ServerContext: Sendable {
    /// The application's handler.
    let handler: any HTTPHandler
    /// The longest request target accepted, in bytes.
    let maxTargetBytes: Int
    /// The most header bytes accepted.
    let maxHeaderBytes: Int
    /// The largest body accepted, in bytes.
    let maxBodyBytes: Int
    /// Requests begun (request line read) and not yet completed.
    let requestsInFlight = Atomic<Int>(0)
    /// Whether the server is stopping: responses then close their connection.
    let isDraining = Atomic<Bool>(false)

    /// Creates the context for one run of a daemon.
    init(handler: any HTTPHandler, configuration: HTTPServer.Configuration) {
        self.handler = handler
        self.maxTargetBytes = configuration.maxTargetBytes
        self.maxHeaderBytes = configuration.maxHeaderBytes
        self.maxBodyBytes = configuration.maxBodyBytes
    }

    /// The context behind an opaque `cls` pointer.
    static func from(_ pointer: UnsafeMutableRawPointer) -> ServerContext {
        Unmanaged<ServerContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Reads the headers on the first call of the access handler and checks
    /// the limits that can be checked before the body.
    ///
    /// A declared body over the limit is answered 413 at once (libmicrohttpd
    /// then skips the body and closes the connection); a long target or large
    /// headers are answered 414 or 431 once the request is read, which keeps
    /// the connection alive.
    func begin(_ request: RequestState, on connection: DaemonConnection) -> MHD_Result {
        let headers = HTTPHeaders(connection.headerFields())
        request.headers = headers
        if let declared = headers["Content-Length"].flatMap(Int.init) {
            guard declared <= maxBodyBytes else {
                return connection.queue(.status(413, "the body exceeds \(maxBodyBytes) bytes"), closing: true)
            }
            request.body.reserveCapacity(declared)
        }
        let headerBytes = headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if request.target.count > maxTargetBytes {
            request.rejection = .status(414, "the request target exceeds \(maxTargetBytes) bytes")
        } else if headerBytes > maxHeaderBytes {
            request.rejection = .status(431, "the header fields exceed \(maxHeaderBytes) bytes")
        }
        return .YES
    }

    /// Takes one piece of the body, discarding it once the request is refused.
    func receive(_ piece: UnsafeRawBufferPointer, for request: RequestState) {
        guard request.rejection == nil, !request.bodyTooLarge else { return }
        if request.body.count + piece.count > maxBodyBytes {
            request.bodyTooLarge = true
            request.body = []
        } else {
            request.body.append(contentsOf: piece)
        }
    }

    /// Answers a fully received request: its rejection if it has one, else
    /// 400 for an undecodable target, else the handler's response.
    func finish(_ request: RequestState, method: String, on connection: DaemonConnection) -> MHD_Result {
        let response = response(to: request, method: method, on: connection)
        return connection.queue(response, closing: isDraining.load(ordering: .relaxed))
    }

    /// The response for a fully received request, before it is queued.
    private func response(to request: RequestState, method: String, on connection: DaemonConnection) -> HTTPResponse {
        if let rejection = request.rejection {
            return rejection
        }
        if request.bodyTooLarge {
            return .status(413, "the body exceeds \(maxBodyBytes) bytes")
        }
        guard let parsed = HTTPRequest(
            method: method,
            rawTarget: request.target,
            headers: request.headers ?? [:],
            body: request.body,
            remoteAddress: connection.remoteAddress()
        ) else {
            return .status(400, "the request target has a malformed %-escape or is not UTF-8")
        }
        return handler.respond(to: parsed)
    }
}
