/// What the server keeps about one request between libmicrohttpd's calls.
///
/// Created when libmicrohttpd has read the request line, handed to every
/// call of the access handler through `con_cls`, and released when the
/// request completes. Only the connection's thread touches it.
final class RequestState {
    /// The request target exactly as received.
    let target: [UInt8]
    /// The connection the request came on; `nil` only if libmicrohttpd lost it.
    let connection: ConnectionState?
    /// The header fields; `nil` until the first call of the access handler.
    var headers: HTTPHeaders?
    /// The request as parsed from its line and headers, with no body; `nil`
    /// until then, or if its target does not decode.
    var head: HTTPRequest?
    /// The answer already decided (405, 414, 431), given once the body has been read.
    var rejection: HTTPResponse?
    /// The body received so far.
    var body: [UInt8] = []
    /// Whether the body outgrew the limit; the rest of it is then discarded.
    var bodyTooLarge = false

    /// Creates the state of a request for `target` on `connection`.
    init(target: [UInt8], connection: ConnectionState?) {
        self.target = target
        self.connection = connection
    }

    /// The state behind an opaque `con_cls` pointer.
    static func from(_ pointer: UnsafeMutableRawPointer) -> RequestState {
        Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
    }
}
