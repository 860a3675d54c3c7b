internal import Glibc


/// Writes protocol messages to a file descriptor (standard output), one per line.
///
/// Each message goes out in one piece with its newline, retried on partial
/// writes and interruptions, so a reader never sees half a line. Nothing else
/// may write to the descriptor.
struct LineWriter {
    let descriptor: Int32

    /// Writes `line` and a newline; returns `false` if the reader has gone (the pipe is closed).
    ///
    /// - Precondition: `line` holds no newline byte.
    /// - Complexity: one `write(2)` for lines up to the pipe's buffer size.
    func write(_ line: [UInt8]) -> Bool {
        var bytes = line
        bytes.append(UInt8(ascii: "\n"))
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}
