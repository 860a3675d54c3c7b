internal import Glibc

/// Opens the server's listening socket, so that a failure to bind says why.
///
/// libmicrohttpd could bind by itself, but then reports only that it failed;
/// binding here turns `EADDRINUSE` and friends into an ``HTTPServerError``.
enum ListeningSocket {
    /// Returns a non-blocking TCP socket bound to `host:port` and listening.
    ///
    /// An IPv6 socket is bound to IPv6 only, so `::1` does not also take
    /// `127.0.0.1`. `SO_REUSEADDR` lets a restarted server bind while old
    /// connections linger in `TIME_WAIT`; it does not share a port in use.
    /// libmicrohttpd takes the socket over: it closes it if it fails to
    /// start; after quiescing, ``RunningDaemon`` closes it once stopped.
    static func open(host: String, port: Int) throws(HTTPServerError) -> Int32 {
        guard let portNumber = UInt16(exactly: port) else { throw .invalidPort(port) }
        guard let address = SocketAddress(host: host, port: portNumber) else { throw .invalidHost(host) }
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(address.family, socketType, 0)
        guard descriptor >= 0 else { throw .cannotListen(host: host, port: port, errno: errno) }
        var on: Int32 = 1
        let optionSize = socklen_t(MemoryLayout<Int32>.size)
        let bound = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, optionSize) == 0
            && (address.family != AF_INET6 || setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, optionSize) == 0)
            && address.withSockaddrPointer { bind(descriptor, $0, address.length) } == 0
            && listen(descriptor, SOMAXCONN) == 0
        guard bound else {
            let code = errno
            close(descriptor)
            throw code == EADDRINUSE ? .addressInUse(host: host, port: port) : .cannotListen(host: host, port: port, errno: code)
        }
        return descriptor
    }
}
