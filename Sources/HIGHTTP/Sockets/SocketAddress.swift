internal import Glibc

/// A numeric IPv4 or IPv6 socket address, parsed from a host string.
struct SocketAddress {
    /// The address, large enough for either family.
    private(set) var storage = sockaddr_storage()
    /// `AF_INET` or `AF_INET6`.
    let family: Int32

    /// Parses `host` (`127.0.0.1`, `::1`, `[::1]` or `localhost`), or returns
    /// `nil` if it is not a numeric address.
    init?(host: String, port: UInt16) {
        let numeric = host == "localhost" ? "127.0.0.1" : Self.unbracketed(host)
        var ipv4 = sockaddr_in()
        var ipv6 = sockaddr_in6()
        if inet_pton(AF_INET, numeric, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = port.bigEndian
            family = AF_INET
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: ipv4, as: sockaddr_in.self) }
        } else if inet_pton(AF_INET6, numeric, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = port.bigEndian
            family = AF_INET6
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: ipv6, as: sockaddr_in6.self) }
        } else {
            return nil
        }
    }

    /// The size of the address proper, as `bind` expects it.
    var length: socklen_t {
        socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
    }

    /// Calls `body` with the address as a `sockaddr` pointer.
    func withSockaddrPointer<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafeBytes(of: storage) { body($0.baseAddress!.assumingMemoryBound(to: sockaddr.self)) }
    }

    /// The numeric text of an IPv4 or IPv6 address (`127.0.0.1`, `::1`), or
    /// `nil` for another family.
    static func numericHost(of address: UnsafePointer<sockaddr>) -> String? {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let converted: UnsafePointer<CChar>? = switch Int32(address.pointee.sa_family) {
        case AF_INET:
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                withUnsafePointer(to: ipv4.pointee.sin_addr) { inet_ntop(AF_INET, $0, &text, socklen_t(text.count)) }
            }
        case AF_INET6:
            address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                withUnsafePointer(to: ipv6.pointee.sin6_addr) { inet_ntop(AF_INET6, $0, &text, socklen_t(text.count)) }
            }
        default:
            nil
        }
        return converted.map { String(cString: $0) }
    }

    /// `host:port`, with an IPv6 host in brackets: `[::1]:8080`.
    static func display(host: String, port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// The C library's message for an `errno` value.
    static func errorMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private static func unbracketed(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }
}
