/// A handler that ignores the request and always returns the same response.
///
/// Serving `FixedResponseHandler()` measures the ceiling on a machine: the
/// cost of the server alone, with no application work per request.
public struct FixedResponseHandler: HTTPHandler {
    /// The response given to every request.
    public let response: HTTPResponse

    /// Creates a handler that always returns `response` (by default `ok`).
    public init(_ response: HTTPResponse = .text("ok\n")) {
        self.response = response
    }

    /// Returns the fixed response.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        response
    }
}
