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

    /// Returns the response to a request known by its line and headers alone,
    /// or `nil` to read its body and call ``respond(to:)``.
    ///
    /// Called once the headers are in, with an empty body, for every request
    /// the server's own limits let through. A response given here is sent
    /// whatever the body, which is then discarded unread: a method the
    /// handler never serves is answered 405 even with a body over the size
    /// limit. A request that declares a body has its connection closed after
    /// such a response. The default answers nothing early.
    func earlyResponse(to request: HTTPRequest) -> HTTPResponse?
}

extension HTTPHandler {
    /// Answers nothing early: every request is read whole and given to ``respond(to:)``.
    public func earlyResponse(to request: HTTPRequest) -> HTTPResponse? {
        nil
    }
}
