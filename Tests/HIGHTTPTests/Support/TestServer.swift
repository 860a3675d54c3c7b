import Dispatch
import Glibc
@testable import HIGHTTP

/// The handler the socket tests talk to, one route per behaviour.
///
/// - `/echo`: the decoded path, then one `name=value` line per query item.
/// - `/method`: the method, the `X-Test` header and the body.
/// - `/custom`: status 201 with headers of its own and no `Content-Type`.
/// - `/status/N`: a response with status N.
/// - `/slow`: signals `entered`, waits `delay`, then answers `slow done`.
/// - `/spin`: keeps its thread busy for a millisecond, as a search does.
/// - `/big`: signals `entered` and answers 8 MiB, more than a client that
///   never reads can take in, so its connection stays busy sending.
///
/// Early, it answers `PATCH` with 405, as a handler serving only other methods would.
struct TestHandler: HTTPHandler {
    /// Signalled when a request reaches `/slow` or `/big`.
    var entered = DispatchSemaphore(value: 0)
    /// How long `/slow` takes.
    var delay: Duration = .milliseconds(300)

    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/method":
            return .text("\(request.method) \(request.headers["x-test"] ?? "-") \(String(decoding: request.body, as: UTF8.self))")
        case "/custom":
            return HTTPResponse(status: 201, headers: ["X-One": "1", "X-Two": "2", "Cache-Control": "no-store"], body: Array("raw".utf8))
        case "/spin":
            let until = ContinuousClock.now + .milliseconds(1)
            while ContinuousClock.now < until {}
            return .text("spun")
        case "/big":
            entered.signal()
            return HTTPResponse(body: [UInt8](repeating: 0x62, count: 8 << 20))
        case "/slow":
            entered.signal()
            usleep(UInt32(delay.components.seconds * 1_000_000 + delay.components.attoseconds / 1_000_000_000_000))
            return .text("slow done")
        case let path where path.hasPrefix("/status/"):
            return HTTPResponse(status: Int(path.dropFirst("/status/".count)) ?? 0)
        default:
            let lines = ["path=\(request.path)"] + request.queryItems.map { "\($0.name)=\($0.value)" }
            return .text(lines.joined(separator: "\n"))
        }
    }

    func earlyResponse(to request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "PATCH" else { return nil }
        var response = HTTPResponse.status(405, "PATCH is not served")
        response.headers.append("Allow", "GET, HEAD, POST")
        return response
    }
}

/// Starts a server on a free loopback port, runs `body` with it, and stops it.
func withServer<Result>(
    _ configuration: HTTPServer.Configuration = HTTPServer.Configuration(port: 0, threadCount: 2),
    handler: any HTTPHandler = TestHandler(),
    _ body: (HTTPServer, Int) throws -> Result
) throws -> Result {
    let server = HTTPServer(configuration: configuration, handler: handler)
    try server.start()
    defer { server.stop() }
    return try body(server, server.port!)
}

/// Waits up to a second for every request libmicrohttpd began to complete,
/// whoever answered it, and returns how many are still in flight.
///
/// libmicrohttpd reports completion just after sending the response, so a
/// client can read the response a moment before.
func waitForRequestsToComplete(_ server: HTTPServer) -> Int {
    let deadline = ContinuousClock.now + .seconds(1)
    while server.requestsInFlight > 0 && ContinuousClock.now < deadline {
        usleep(1_000)
    }
    return server.requestsInFlight
}
