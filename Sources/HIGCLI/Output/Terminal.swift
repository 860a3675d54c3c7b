import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the terminal can show: whether output goes to a person, colours, width.
///
/// Colours only on a TTY and never when `NO_COLOR` is set (https://no-color.org);
/// width from the terminal, or `COLUMNS`, or 80.
struct Terminal: Sendable {
    var isInteractive: Bool
    var colors: Bool
    var width: Int
    /// Whether progress may be drawn on standard error.
    var showsProgress: Bool

    static func current(environment: [String: String]) -> Terminal {
        let stdoutTTY = isatty(STDOUT_FILENO) == 1
        let stderrTTY = isatty(STDERR_FILENO) == 1
        var width = 80
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 20 {
            width = columns
        } else if stdoutTTY {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { width = Int(size.ws_col) }
        }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(isInteractive: stdoutTTY, colors: stdoutTTY && !noColor && environment["TERM"] != "dumb",
                        width: width, showsProgress: stderrTTY)
    }

    /// Wraps text in an SGR style when colours are on.
    func style(_ text: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case highlight = "1;33"
        case id = "1;36"
        case heading = "1;34"
        case error = "1;31"
    }
}

/// Writes to standard error without buffering surprises.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
