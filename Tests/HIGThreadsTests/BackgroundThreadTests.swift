import Glibc
import HIGThreads
import Synchronization
import Testing

@Suite struct BackgroundThreadTests {
    @Test("a background thread starts with SIGINT and SIGTERM blocked, whatever the caller's mask")
    func signalsBlocked() throws {
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &before)
        let blocked = Box()
        let thread = try BackgroundThread(name: "test") {
            var current = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &current)
            blocked.set(sigismember(&current, SIGINT) == 1 && sigismember(&current, SIGTERM) == 1 ? 1 : 0)
        }
        thread.join()
        #expect(blocked.value == 1)
        // The caller's own mask is as it was before.
        var after = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        for signal in [SIGINT, SIGTERM, SIGUSR1, SIGUSR2, SIGHUP] {
            #expect(sigismember(&after, signal) == sigismember(&before, signal), "signal \(signal)")
        }
    }

    @Test("join waits for the body to return")
    func joinWaits() throws {
        let done = Box()
        let thread = try BackgroundThread(name: "test") {
            usleep(20_000)
            done.set(1)
        }
        thread.join()
        #expect(done.value == 1)
    }

    @Test("a start failure names the thread")
    func failureNamesTheThread() {
        #expect(BackgroundThread.StartError(name: "index watch", code: 11).description
                == "cannot create the index watch thread (error 11)")
    }
}

/// A value one thread sets and another reads.
private final class Box: Sendable {
    private let stored = Mutex(0)
    func set(_ value: Int) { stored.withLock { $0 = value } }
    var value: Int { stored.withLock { $0 } }
}
