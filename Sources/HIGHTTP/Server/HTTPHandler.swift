/// Answers HTTP requests; the server calls it from several threads at once.
///
/// Answer `HEAD` as `GET`: the server sends the headers and leaves out the body.
///
/// ```swift
/// struct Hello: HTTPHandler {
///     func respond(to request: HTTPRequest) -> HTTPResponse {
///         .text("Hello, \(request.query["name"] ?? "world")\n")
///     }
/// }
/// ```
public protocol HTTPHandler: Sendable {
    /// Returns the response to `request`; called on one of the server's threads.
    func respond(to request: HTTPRequest) -> HTTPResponse
}
