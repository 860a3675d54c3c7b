internal import Glibc
internal import HIGThreads
internal import Synchronization

/// A thread that closes connections past their read deadline, a few times a second.
///
/// libmicrohttpd 0.9.75 only closes connections that make no progress at all
/// (`MHD_OPTION_CONNECTION_TIMEOUT` restarts with every byte received), so a
/// client sending one byte every few seconds would hold its connection
/// forever; the watchdog gives every request a deadline instead. It runs with
/// every signal blocked, so SIGINT and SIGTERM still reach the thread in `sigwait`.
final class ConnectionWatchdog: Sendable {
    /// How often deadlines are checked: a deadline is enforced this late at most.
    static let interval: Duration = .milliseconds(100)

    private let registry: ConnectionRegistry
    private let stopping = Atomic<Bool>(false)
    private let thread: Mutex<BackgroundThread?> = Mutex(nil)

    /// Starts watching `registry`.
    ///
    /// - Throws: ``HTTPServerError/cannotStart(_:)`` if no thread can be created.
    init(registry: ConnectionRegistry) throws(HTTPServerError) {
        self.registry = registry
        do {
            let started = try BackgroundThread(name: "connection watchdog") { [self] in run() }
            thread.withLock { $0 = started }
        } catch {
            throw .cannotStart(error.description)
        }
    }

    /// Stops the thread and waits for it; returns at once if already stopped.
    func stop() {
        stopping.store(true, ordering: .releasing)
        guard let running = thread.withLock({ $0.take() }) else { return }
        running.join()
    }

    private func run() {
        let pause = UInt32(Self.interval.components.attoseconds / 1_000_000_000_000)
        while !stopping.load(ordering: .acquiring) {
            usleep(pause)
            registry.closeOverdue(now: monotonicNanoseconds())
        }
    }
}
