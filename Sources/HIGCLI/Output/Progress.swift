import Foundation
import HIGText
import Synchronization

/// A one-line progress report on standard error, redrawn in place, only on a TTY.
final class Progress: Sendable {
    private let enabled: Bool
    private let state = Mutex<(drawn: Bool, last: ContinuousClock.Instant?)>((false, nil))

    init(terminal: Terminal) {
        enabled = terminal.showsProgress
    }

    /// Shows "label done/total item", at most every 50 ms except the last step;
    /// control characters in `item` (a file name) are escaped.
    func update(_ label: String, done: Int, total: Int, item: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let draw = state.withLock { state -> Bool in
            if let last = state.last, now - last < .milliseconds(50), done < total { return false }
            state = (true, now)
            return true
        }
        guard draw else { return }
        let percent = total == 0 ? 100 : done * 100 / total
        StandardError.write("\r\u{1B}[2K\(label) \(done)/\(total) (\(percent)%) \(OneLine.escaped(item))")
    }

    /// Clears the line so the next output starts clean.
    func finish() {
        guard enabled, state.withLock({ $0.drawn }) else { return }
        StandardError.write("\r\u{1B}[2K")
        state.withLock { $0 = (false, nil) }
    }
}
