import Foundation
internal import HIGThreads

/// A background thread that asks a ``LiveIndex`` to check its file at a fixed interval.
///
/// A check is one `stat` (about a microsecond), so polling every 250 ms
/// costs nothing measurable, keeps the request path free of system calls,
/// and opens a new index on this thread rather than in a request. The
/// thread starts with every signal blocked (see ``BackgroundThread``).
public final class IndexWatcher: Sendable {
    private let stopSignal = StopSignal()
    private let thread: BackgroundThread

    /// Starts checking `index` every `interval`.
    public init<Snapshot>(index: LiveIndex<Snapshot>, interval: Duration = .milliseconds(250)) {
        let stopSignal = stopSignal
        do {
            thread = try BackgroundThread(name: "hig-index-watch") {
                while !stopSignal.wait(for: interval) {
                    index.reloadIfChanged()
                }
            }
        } catch {
            // As Foundation's Thread does: a server that cannot start a thread cannot serve.
            preconditionFailure(error.description)
        }
    }

    /// Stops checking and waits for the thread to end (after the check in progress, if any).
    public func stop() {
        if stopSignal.fire() {
            thread.join()
        }
    }

    deinit {
        stop()
    }

    /// A flag that one thread sets and another sleeps on.
    private final class StopSignal: @unchecked Sendable {
        private let condition = NSCondition()
        private var fired = false

        /// Sets the flag and wakes the sleeper; returns `false` if it was already set.
        func fire() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            guard !fired else { return false }
            fired = true
            condition.broadcast()
            return true
        }

        /// Sleeps for `duration` or until the flag is set; returns whether it is set.
        func wait(for duration: Duration) -> Bool {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            let deadline = Date(timeIntervalSinceNow: seconds)
            condition.lock()
            defer { condition.unlock() }
            while !fired && condition.wait(until: deadline) {}
            return fired
        }
    }
}
