/// Why an ``HTTPServer`` could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not a numeric IPv4 or IPv6 address, nor `localhost`.
    case invalidHost(String)
    /// The port is outside 0...65535.
    case invalidPort(Int)
    /// Another socket already listens on this address and port.
    case addressInUse(host: String, port: Int)
    /// The address could not be bound or listened on; `errno` says why.
    case cannotListen(host: String, port: Int, errno: Int32)
    /// A configuration value is out of range; the text says which.
    case invalidConfiguration(String)
    /// libmicrohttpd could not start, e.g. for lack of threads.
    case cannotStart(String)
    /// libmicrohttpd is not installed; the text names its Debian package.
    case missingLibrary(String)
    /// The server is already running; stop it before starting it again.
    case alreadyRunning

    /// One line saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "invalid host '\(host)': give a numeric IPv4 or IPv6 address such as 127.0.0.1 or ::1"
        case .invalidPort(let port):
            "invalid port \(port): give a port from 1 to 65535, or 0 to pick a free one"
        case .addressInUse(let host, let port):
            "cannot listen on \(SocketAddress.display(host: host, port: port)): the address is already in use; stop the other server or choose another port"
        case .cannotListen(let host, let port, let code):
            "cannot listen on \(SocketAddress.display(host: host, port: port)): \(SocketAddress.errorMessage(code))"
        case .invalidConfiguration(let reason):
            "invalid HTTP server configuration: \(reason)"
        case .cannotStart(let reason):
            "cannot start the HTTP server: \(reason)"
        case .missingLibrary(let message):
            message
        case .alreadyRunning:
            "the HTTP server is already running; stop it before starting it again"
        }
    }
}
