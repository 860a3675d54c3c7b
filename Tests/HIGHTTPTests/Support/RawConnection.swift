import Glibc

/// A TCP connection for the tests that misbehave on purpose: clients that
/// send slowly, never read, or come from another loopback address.
final class RawConnection {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let descriptor: Int32

    /// Connects to `host:port` (IPv4), optionally from the loopback address
    /// `source`, with a receive buffer of `receiveBuffer` bytes when given
    /// (small buffers make a client that never reads fill up at once).
    init(port: Int, host: String = "127.0.0.1", source: String? = nil, receiveBuffer: Int32? = nil) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        self.descriptor = descriptor
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        if let source {
            var local = Self.address(source, port: 0)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw Failure(description: "bind \(source): errno \(errno)") }
        }
        var remote = Self.address(host, port: UInt16(port))
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect: errno \(errno)") }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text`; returns `false` if the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Whether the server closes the connection within `seconds`, discarding
    /// whatever it sends meanwhile; with `trickle`, one byte of it is sent
    /// every `interval` meanwhile, as a slow-loris client does.
    func isClosed(within seconds: Double, trickle: String? = nil, interval: Double = 0.2) -> Bool {
        let deadline = Self.now() + seconds
        var nextByte = trickle.map { Array($0.utf8)[...] }
        while Self.now() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, Int32(interval * 1000)) > 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count <= 0 { return true }
            } else if let byte = nextByte?.popFirst() {
                if !send(String(decoding: [byte], as: UTF8.self)) { return true }
            }
        }
        return false
    }

    /// Reads until the end of the response head and returns it (status line and fields).
    func readHead() throws -> String {
        var received: [UInt8] = []
        let terminator = Array("\r\n\r\n".utf8)
        while received.firstRange(of: terminator) == nil {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 10_000) > 0 else { throw Failure(description: "no response within 10 s") }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { throw Failure(description: "closed before a response") }
            received += buffer[..<count]
        }
        return String(decoding: received[..<received.firstRange(of: terminator)!.lowerBound], as: UTF8.self)
    }

    private static func address(_ host: String, port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        return address
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
