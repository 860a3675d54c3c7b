internal import CMicroHTTPD
internal import Synchronization

/// What libmicrohttpd's callbacks share while a daemon runs: the handler, the
/// limits, the open connections and the count of requests in flight.
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
    /// The fields added to the responses the server composes itself.
    let serverResponseHeaders: HTTPHeaders
    /// The open connections and their limits.
    let connections: ConnectionRegistry
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
        self.serverResponseHeaders = configuration.serverResponseHeaders
        self.connections = ConnectionRegistry(configuration: configuration)
    }

    /// The context behind an opaque `cls` pointer.
    static func from(_ pointer: UnsafeMutableRawPointer) -> ServerContext {
        Unmanaged<ServerContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Reads the headers on the first call of the access handler and decides
    /// what can be decided before the body.
    ///
    /// A refused connection is answered 503 at once. A long target or large
    /// headers are answered 414 or 431 once the request is read, which keeps
    /// the connection alive; so is the handler's early response when there is
    /// no body, while with a body it is sent at once. A declared body over the
    /// limit is answered 413 at once. Answering before the body makes
    /// libmicrohttpd skip it and close the connection.
    func begin(_ request: RequestState, method: String, on connection: DaemonConnection) -> MHD_Result {
        let headers = HTTPHeaders(connection.headerFields())
        request.headers = headers
        if let refusal = request.connection?.refusal {
            return connection.queue(own(Self.response(to: refusal)), closing: true)
        }
        let declared = headers["Content-Length"].flatMap(Int.init)
        let hasBody = (declared ?? 0) > 0 || headers.contains("Transfer-Encoding")
        let headerBytes = headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if request.target.count > maxTargetBytes {
            request.rejection = own(.status(414, "the request target exceeds \(maxTargetBytes) bytes"))
        } else if headerBytes > maxHeaderBytes {
            request.rejection = own(.status(431, "the header fields exceed \(maxHeaderBytes) bytes"))
        } else if let head = parsed(request, method: method, body: []) {
            request.head = head
            if let early = handler.earlyResponse(to: head) {
                guard hasBody else {
                    request.rejection = early
                    return .YES
                }
                return connection.queue(early, closing: true)
            }
        }
        if let declared {
            guard declared <= maxBodyBytes else {
                return connection.queue(own(.status(413, "the body exceeds \(maxBodyBytes) bytes")), closing: true)
            }
            request.body.reserveCapacity(declared)
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
    ///
    /// Returns `.NO`, which closes the connection, if the connection was shut
    /// down for its deadline as the request completed.
    func finish(_ request: RequestState, method: String, on connection: DaemonConnection) -> MHD_Result {
        guard request.connection?.beginServing() ?? true else { return .NO }
        let response = response(to: request, method: method)
        return connection.queue(response, closing: isDraining.load(ordering: .relaxed))
    }

    /// The response for a fully received request, before it is queued.
    private func response(to request: RequestState, method: String) -> HTTPResponse {
        if let rejection = request.rejection {
            return rejection
        }
        if request.bodyTooLarge {
            return own(.status(413, "the body exceeds \(maxBodyBytes) bytes"))
        }
        let whole = request.body.isEmpty ? request.head : parsed(request, method: method, body: request.body)
        guard let parsed = whole else {
            return own(.status(400, "the request target has a malformed %-escape or is not UTF-8"))
        }
        return handler.respond(to: parsed)
    }

    /// The request as the handler sees it, or `nil` if its target does not decode.
    private func parsed(_ request: RequestState, method: String, body: [UInt8]) -> HTTPRequest? {
        HTTPRequest(
            method: method, rawTarget: request.target, headers: request.headers ?? [:], body: body,
            remoteAddress: request.connection.map(\.client).flatMap { $0.isEmpty ? nil : $0 })
    }

    /// A response of the server's own, with the configured fields added.
    func own(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        for field in serverResponseHeaders {
            response.headers.append(field.name, field.value)
        }
        return response
    }

    /// The 503 for a connection refused over a limit.
    static func response(to refusal: ConnectionState.Refusal) -> HTTPResponse {
        var response: HTTPResponse = switch refusal {
        case .serverFull(let limit):
            .status(503, "the server is answering its limit of \(limit) connections; try again shortly")
        case .clientFull(let limit):
            .status(503, "this client has its limit of \(limit) connections busy; try again shortly")
        }
        response.headers.append("Retry-After", "1")
        return response
    }
}
