internal import CMicroHTTPD

/// An HTTP response: a status, ordered header fields and a body.
///
/// The server adds `Content-Length` itself (any given one is ignored) and
/// `Content-Type: application/octet-stream` when a non-empty body has none.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200; codes outside 200...599 are answered as 500.
    public var status: Int
    /// The header fields, sent in order.
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// A `text/html; charset=utf-8` response.
    public static func html(_ html: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.utf8))
    }

    /// An `application/json` response from encoded bytes, such as `Data` from a `JSONEncoder`.
    public static func json(_ body: some Collection<UInt8>, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Array(body))
    }

    /// A plain-text response naming the status, e.g. `404 Not Found: no rule modality-99`.
    public static func status(_ status: Int, _ message: String? = nil) -> HTTPResponse {
        let line = "\(status) \(reasonPhrase(for: status))"
        return .text(message.map { "\(line): \($0)\n" } ?? "\(line)\n", status: status)
    }

    /// The standard reason phrase for a status code, e.g. `Not Found` for 404, as
    /// libmicrohttpd has it (`Unknown` when the library is not installed; no
    /// server runs then).
    public static func reasonPhrase(for status: Int) -> String {
        guard let code = UInt32(exactly: status), let library = try? MicroHTTPD.shared(),
              let phrase = library.pointee.MHD_get_reason_phrase_for(code) else {
            return "Unknown"
        }
        return String(cString: phrase)
    }
}
