import Foundation

/// The resident-memory high-water mark of this process (`VmHWM` in `/proc/self/status`).
enum PeakMemory {
    /// Peak resident set size so far, in bytes (0 where `/proc` is not available).
    static func current() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
            return (kilobytes.flatMap { Int($0) } ?? 0) * 1024
        }
        return 0
    }

    /// Resets the high-water mark to the current resident size (Linux `clear_refs` 5),
    /// so the next `current()` reports the peak of the phase that follows.
    /// Returns false where the kernel does not allow it.
    @discardableResult
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }
}
