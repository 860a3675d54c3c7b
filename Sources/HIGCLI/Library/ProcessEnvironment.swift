#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read from `environ`.
///
/// What `ProcessInfo.processInfo.environment` gives, without setting up
/// `ProcessInfo` (which reads `/proc` and builds Foundation state a command
/// does not need): a tenth of `hig --version`'s own time.
enum ProcessEnvironment {
    /// Every `NAME=value` entry; an entry without `=` is skipped, and the
    /// first of two entries with one name wins, as `getenv` would.
    /// - Complexity: O(size of the environment).
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
