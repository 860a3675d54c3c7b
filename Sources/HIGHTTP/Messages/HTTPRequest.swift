/// An HTTP request as the server hands it to an ``HTTPHandler``.
///
/// The target is already split and decoded: ``path`` is percent-decoded, and
/// the query is percent- and `+`-decoded. A target that does not decode to
/// valid UTF-8 never reaches a handler; the server answers 400 itself.
public struct HTTPRequest: Sendable {
    /// One `name=value` pair of the query string, decoded.
    public struct QueryItem: Sendable, Equatable {
        /// The decoded name.
        public var name: String
        /// The decoded value; empty when the item has no `=`.
        public var value: String

        /// Creates a query item.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The method as sent, e.g. `GET`; HTTP methods are case-sensitive.
    public let method: String
    /// The request target exactly as received, e.g. `/search?q=%EB%AA%A8%EB%8B%AC`.
    public let target: String
    /// The percent-decoded path of the target, e.g. `/search`.
    public let path: String
    /// Every query item in order, repeated names included.
    public let queryItems: [QueryItem]
    /// The query items by name; where a name repeats, the first value wins.
    public let query: [String: String]
    /// The header fields in the order received.
    public let headers: HTTPHeaders
    /// The body bytes; empty for a request without a body.
    public let body: [UInt8]
    /// The client's IP address (e.g. `127.0.0.1` or `::1`), when known.
    public let remoteAddress: String?

    /// Creates a request, decoding `target`; returns `nil` if the target has a
    /// malformed `%` escape, an escaped NUL, or bytes that are not UTF-8.
    ///
    /// Handlers can be tested with requests made this way, without a server.
    public init?(
        method: String = "GET",
        target: String,
        headers: HTTPHeaders = [:],
        body: [UInt8] = [],
        remoteAddress: String? = nil
    ) {
        self.init(method: method, rawTarget: Array(target.utf8), headers: headers, body: body, remoteAddress: remoteAddress)
    }

    /// Creates a request from the target's bytes as received, so that raw
    /// bytes that are not UTF-8 are refused rather than replaced.
    init?(method: String, rawTarget: [UInt8], headers: HTTPHeaders, body: [UInt8], remoteAddress: String?) {
        guard let decoded = RequestTarget(rawTarget) else { return nil }
        self.method = method
        self.target = String(decoding: rawTarget, as: UTF8.self)
        self.path = decoded.path
        self.queryItems = decoded.queryItems
        self.query = Dictionary(decoded.queryItems.map { ($0.name, $0.value) }) { first, _ in first }
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }
}
