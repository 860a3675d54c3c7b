import Foundation
import Glibc

/// A blocking HTTP/1.1 client on one keep-alive TCP connection to a loopback
/// port, on raw sockets, so tests see exactly what the server sends.
final class HTTPTestClient {
    /// A failure to connect, send or read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One response as received.
    struct Response {
        let status: Int
        /// Header fields in the order received.
        let headers: [(name: String, value: String)]
        let body: [UInt8]

        /// The first value of a header, ignoring the case of its name.
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// The body as UTF-8 text.
        var text: String { String(decoding: body, as: UTF8.self) }

        /// The body parsed as JSON.
        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        }
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to `127.0.0.1:port`; reads and writes give up after `timeout` seconds.
    init(port: Int, timeout: Int = 10) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "connect: errno \(code)")
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sends a request (with `Host`) and reads its response.
    func request(_ target: String, method: String = "GET", headers: [(String, String)] = []) throws -> Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        try send(Array((head + "\r\n").utf8))
        return try readResponse(hasBody: method != "HEAD")
    }

    private func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw Failure(description: "send: errno \(errno)") }
            offset += sent
        }
    }

    private func readResponse(hasBody: Bool) throws -> Response {
        let separator = Array("\r\n\r\n".utf8)
        var end = buffer.firstRange(of: separator)
        while end == nil {
            try fill()
            end = buffer.firstRange(of: separator)
        }
        let head = String(decoding: buffer[..<end!.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<end!.upperBound)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        let headers = try lines.map { line -> (name: String, value: String) in
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad header line \(line)") }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = hasBody ? headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0 : 0
        while buffer.count < length {
            try fill()
        }
        let body = Array(buffer[..<length])
        buffer.removeSubrange(..<length)
        return Response(status: status, headers: headers, body: body)
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw Failure(description: count == 0 ? "connection closed by the server" : "recv: errno \(errno)")
        }
        buffer += chunk[..<count]
    }
}
