/// Cuts a byte stream into newline-delimited lines, with a bound on a line's size.
///
/// MCP's stdio transport carries one JSON-RPC message per line. Bytes are fed
/// as they arrive, in chunks of any size; complete lines come out in order.
/// A line that grows past ``maxLineBytes`` is reported once as ``Event/oversized``
/// and its remaining bytes are dropped as they arrive, up to the next newline,
/// so memory stays bounded however long the line is. A trailing `\r` is removed
/// (`\r\n` line ends), and so are blank lines.
struct LineSplitter {
    /// What the splitter found in the stream.
    enum Event: Equatable {
        /// A complete line, without its line end.
        case line([UInt8])
        /// A line longer than the limit; `prefix` is its first bytes, where its request ID may be found.
        case oversized(prefix: [UInt8])
    }

    /// The longest line kept, in bytes (line end excluded).
    let maxLineBytes: Int
    private var pending: [UInt8] = []
    /// Inside a line that was already reported as oversized.
    private var discarding = false

    init(maxLineBytes: Int) {
        precondition(maxLineBytes > 0, "a line limit must be positive")
        self.maxLineBytes = maxLineBytes
    }

    /// Adds bytes read from the stream; returns the events they complete, in order.
    ///
    /// - Complexity: O(bytes fed + bytes pending).
    mutating func feed(_ bytes: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: Self.newline)
            let piece = rest[..<(newline ?? rest.endIndex)]
            if discarding {
                // Drop the rest of an oversized line.
            } else if pending.count + piece.count > maxLineBytes {
                pending.append(contentsOf: piece.prefix(max(0, maxLineBytes - pending.count)))
                events.append(.oversized(prefix: Array(pending.prefix(Self.reportedPrefix))))
                pending.removeAll(keepingCapacity: true)
                discarding = true
            } else {
                pending.append(contentsOf: piece)
            }
            guard let newline else { break }
            if let line = takeLine() { events.append(.line(line)) }
            rest = rest[rest.index(after: newline)...]
        }
        return events
    }

    /// Ends the stream: the last line, if it had no line end.
    mutating func finish() -> [Event] {
        defer { discarding = false }
        return takeLine().map { [.line($0)] } ?? []
    }

    /// The pending line, without `\r` and unless blank or discarded; resets for the next one.
    private mutating func takeLine() -> [UInt8]? {
        defer {
            pending.removeAll(keepingCapacity: true)
            discarding = false
        }
        guard !discarding else { return nil }
        var line = pending
        if line.last == Self.carriageReturn { line.removeLast() }
        guard line.contains(where: { !Self.blanks.contains($0) }) else { return nil }
        return line
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    /// JSON's whitespace: a line of only these carries no message.
    private static let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    /// How much of an oversized line is kept to look for its request ID: clients put
    /// `jsonrpc`, `id` and `method` before `params`, within the first few dozen bytes.
    static let reportedPrefix = 256
}
