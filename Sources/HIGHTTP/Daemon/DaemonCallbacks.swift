internal import CMicroHTTPD
internal import CMicroHTTPDErrors
internal import Glibc

// The functions libmicrohttpd calls. They are plain top-level functions, not
// closures: a closure written in an executable's main file would be isolated
// to the main actor and trap when called from a libmicrohttpd thread. Each
// gets the ServerContext through `cls`, the ConnectionState through the
// socket context and the RequestState through `con_cls`.

/// Registers a connection just accepted, or forgets one being closed
/// (`MHD_OPTION_NOTIFY_CONNECTION`).
///
/// libmicrohttpd calls it on the connection's thread: when it accepts the
/// connection, before reading from it, and when it closes it, before closing
/// the socket.
func connectionChanged(
    _ context: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ change: MHD_ConnectionNotificationCode
) {
    guard let context, let connection, let socketContext else { return }
    let server = ServerContext.from(context)
    if CMicroHTTPD_isConnectionStart(change) {
        let state = server.connections.admit(
            socket: CMicroHTTPD_connectionSocket(MicroHTTPD.running, connection),
            client: DaemonConnection(pointer: connection).remoteAddress() ?? "",
            now: monotonicNanoseconds())
        socketContext.pointee = Unmanaged.passRetained(state).toOpaque()
    } else if let state = socketContext.pointee {
        let unmanaged = Unmanaged<ConnectionState>.fromOpaque(state)
        server.connections.remove(unmanaged.takeUnretainedValue())
        unmanaged.release()
        socketContext.pointee = nil
    }
}

/// Begins a request once its request line is read (`MHD_OPTION_URI_LOG_CALLBACK`).
///
/// Keeps the raw target, which libmicrohttpd's own parsing would decode
/// leniently, and returns the request's state, which becomes its `con_cls`.
func requestStarted(
    _ context: UnsafeMutableRawPointer?,
    _ uri: UnsafePointer<CChar>?,
    _ connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    ServerContext.from(context).requestsInFlight.add(1, ordering: .relaxed)
    let target = uri.map { uri in
        Array(UnsafeRawBufferPointer(start: uri, count: strlen(uri)))
    } ?? []
    let state = connection.flatMap { CMicroHTTPD_connectionContext(MicroHTTPD.running, $0) }.map(ConnectionState.from)
    return Unmanaged.passRetained(RequestState(target: target, connection: state)).toOpaque()
}

/// Serves a request (`MHD_AccessHandlerCallback`).
///
/// libmicrohttpd calls it once with the headers, once per piece of body,
/// and once more when the request is complete; the response is queued on
/// that last call (or at once when refusing a body), which keeps the
/// connection alive. It never returns `.NO` for a bad request, since that
/// would drop the connection without a response.
func handleRequest(
    _ context: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?,
    _ version: UnsafePointer<CChar>?,
    _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let uploadDataSize, let state = requestContext?.pointee else {
        return .NO
    }
    let server = ServerContext.from(context)
    let request = RequestState.from(state)
    let daemonConnection = DaemonConnection(pointer: connection)
    if request.headers == nil {
        return server.begin(request, method: method.map { String(cString: $0) } ?? "GET", on: daemonConnection)
    }
    if uploadDataSize.pointee > 0 {
        server.receive(UnsafeRawBufferPointer(start: uploadData, count: uploadDataSize.pointee), for: request)
        uploadDataSize.pointee = 0
        return .YES
    }
    return server.finish(request, method: method.map { String(cString: $0) } ?? "GET", on: daemonConnection)
}

/// Ends a request (`MHD_OPTION_NOTIFY_COMPLETED`): releases its state, and
/// the connection starts waiting for its next request.
///
/// libmicrohttpd calls it for every request that `requestStarted` began,
/// whether it was answered, refused by libmicrohttpd, or cut off.
func requestCompleted(
    _ context: UnsafeMutableRawPointer?,
    _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    _ reason: MHD_RequestTerminationCode
) {
    if let state = requestContext?.pointee {
        let request = Unmanaged<RequestState>.fromOpaque(state)
        request.takeUnretainedValue().connection?.beginWaiting(now: monotonicNanoseconds())
        request.release()
        requestContext?.pointee = nil
    }
    if let context {
        ServerContext.from(context).requestsInFlight.subtract(1, ordering: .relaxed)
    }
}

/// Adds the server's configured fields to a response libmicrohttpd composed
/// itself (its 400, 413, 414, 431, 505), through `CMicroHTTPD_setResponseHook`.
///
/// The server's and the handler's responses bypass the hook; libmicrohttpd
/// creates each of its error responses afresh, so adding to it is safe.
func addServerFields(_ connection: OpaquePointer?, _ status: UInt32, _ response: OpaquePointer?) {
    let library = MicroHTTPD.running
    guard let connection, let response, let state = CMicroHTTPD_connectionContext(library, connection) else { return }
    for field in ConnectionState.from(state).serverResponseHeaders {
        _ = library.pointee.MHD_add_response_header(response, field.name, field.value)
    }
}
