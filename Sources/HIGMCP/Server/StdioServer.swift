internal import Glibc

/// MCP's stdio transport: reads request lines from standard input, writes answer
/// lines to standard output, until the input closes or SIGINT/SIGTERM arrives.
///
/// Nothing but JSON-RPC messages is written to the output; messages for people
/// go to `log` (standard error). Requests are served one at a time, in order.
public enum StdioServer {
    /// The longest request line read, in bytes. Requests to this server take a few
    /// hundred bytes; a mebibyte leaves room for any client's metadata while keeping
    /// one client from filling memory. A longer line is answered with `-32600`.
    public static let maxLineBytes = 1 << 20
    /// How much is read from the input at a time.
    static let readSize = 1 << 16

    /// Why serving stopped.
    public enum Stop: Equatable, Sendable {
        /// The client closed standard input (the normal end).
        case endOfInput
        /// SIGINT or SIGTERM arrived (the signal's number).
        case signal(Int32)
        /// Standard output was closed: no one reads the answers any more.
        case outputClosed
    }

    /// Serves `session` until the input ends, a stop signal arrives or the output closes.
    ///
    /// - Parameters:
    ///   - input, output: file descriptors (0 and 1, standard input and output, by default).
    ///   - log: one-line messages for people (standard error).
    public static func serve(_ session: inout MCPSession, input: Int32 = 0, output: Int32 = 1,
                             log: (String) -> Void) -> Stop {
        // A client that goes away makes writes fail with EPIPE rather than kill the process.
        _ = signal(SIGPIPE, SIG_IGN)
        let stop = SignalPipe.install()
        var splitter = LineSplitter(maxLineBytes: maxLineBytes)
        let writer = LineWriter(descriptor: output)
        var buffer = [UInt8](repeating: 0, count: readSize)
        while true {
            switch wait(input: input, signals: stop) {
            case .signal:
                return .signal(stop?.received() ?? SIGTERM)
            case .failed:
                log("cannot wait for input (\(String(cString: strerror(errno)))); stopping")
                return .endOfInput
            case .input:
                break
            }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            let events = count > 0 ? splitter.feed(buffer[..<count]) : splitter.finish()
            for event in events where !answer(event, session: &session, writer: writer) {
                return .outputClosed
            }
            if count < 0 { log("cannot read standard input (\(String(cString: strerror(errno)))); stopping") }
            if count <= 0 { return .endOfInput }
        }
    }

    /// Answers one event; returns `false` when the answer cannot be written.
    private static func answer(_ event: LineSplitter.Event, session: inout MCPSession, writer: LineWriter) -> Bool {
        let reply: [UInt8]?
        switch event {
        case let .line(line): reply = session.handle(line: line)
        case let .oversized(prefix): reply = session.answerOversizedLine(prefix: prefix, limit: maxLineBytes)
        }
        return reply.map(writer.write) ?? true
    }

    private enum Readiness { case input, signal, failed }

    /// Blocks until the input has bytes (or has ended) or a stop signal arrived.
    private static func wait(input: Int32, signals: SignalPipe?) -> Readiness {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if let signals { descriptors.append(pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return .failed }
            if descriptors.count > 1 && descriptors[1].revents != 0 { return .signal }
            return .input
        }
    }
}
