import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A blocking HTTP/1.1 client on one keep-alive TCP connection, written on raw
/// sockets so that tests see exactly what a server sends (IPv4 or IPv6 loopback).
public final class HTTPTestClient {
    /// A failure to connect, send or read, with the reason.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Header fields in the order received, looked up ignoring case.
    public struct Headers: Sendable {
        public var fields: [(name: String, value: String)] = []

        public subscript(name: String) -> String? {
            fields.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// Whether a field of that name was received.
        public func contains(_ name: String) -> Bool { self[name] != nil }
    }

    /// One response as received.
    public struct Response {
        public let status: Int
        public let headers: Headers
        /// The body, exactly `Content-Length` bytes.
        public let body: [UInt8]

        /// The first value of a header, ignoring the case of its name.
        public func header(_ name: String) -> String? { headers[name] }

        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }

        /// The body parsed as JSON.
        public func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        }
    }

    private let descriptor: Int32
    private var buffered: [UInt8] = []

    /// Connects to `host:port` (a numeric address); reads and writes give up after `timeout` seconds.
    public init(port: Int, host: String = "127.0.0.1", timeout: Int = 10) throws {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let info = found else {
            throw Failure(description: "bad address \(host)")
        }
        defer { freeaddrinfo(found) }
        let descriptor = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "connect: errno \(code)")
        }
        // Assigned last: once every property is set, a throwing init runs deinit, which closes it.
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sends raw bytes; a peer that has closed gives an error, not SIGPIPE.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw Failure(description: "send: errno \(errno)") }
            offset += sent
        }
    }

    /// Sends raw text, e.g. a hand-written request.
    public func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends a request with `Host` and, for a body, `Content-Length` filled in, and reads the response.
    public func request(_ target: String, method: String = "GET", headers: [(String, String)] = [],
                        body: [UInt8] = []) throws -> Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: test\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty {
            head += "Content-Length: \(body.count)\r\n"
        }
        try send(Array((head + "\r\n").utf8) + body)
        return try readResponse(hasBody: method != "HEAD")
    }

    /// Reads one response, framed by its `Content-Length` unless it answers a `HEAD` request.
    public func readResponse(hasBody: Bool = true) throws -> Response {
        let terminator = Array("\r\n\r\n".utf8)
        var headEnd = buffered.firstRange(of: terminator)
        while headEnd == nil {
            try fill()
            headEnd = buffered.firstRange(of: terminator)
        }
        let head = String(decoding: buffered[..<headEnd!.lowerBound], as: UTF8.self)
        buffered.removeSubrange(..<headEnd!.upperBound)
        var lines = head.split(separator: "\r\n").map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        var headers = Headers()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad header \(line)") }
            headers.fields.append((String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " })))
        }
        let length = hasBody ? headers["Content-Length"].flatMap(Int.init) ?? 0 : 0
        while buffered.count < length {
            try fill()
        }
        let body = Array(buffered[..<length])
        buffered.removeSubrange(..<length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Whether the server has closed the connection (a read returns end of file).
    public func isClosedByServer() -> Bool {
        guard buffered.isEmpty else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, 0) == 0
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw Failure(description: count == 0 ? "connection closed by server" : "recv: errno \(errno)")
        }
        buffered += chunk[..<count]
    }
}
