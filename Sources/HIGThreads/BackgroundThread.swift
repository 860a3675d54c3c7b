internal import Glibc

/// A POSIX thread that runs one function with every signal blocked.
///
/// Signals meant for the process (SIGINT, SIGTERM) must reach the thread that
/// waits for them with `sigwait`, never a helper thread that would let them
/// kill the process. The thread is created while the caller blocks every
/// signal, so it starts with all of them blocked, whatever the caller's mask
/// is and whenever it is started; the caller's mask is restored at once.
///
/// The one place the project starts a thread of its own: the index watcher (HIGSearch) and the
/// HTTP server's connection watchdog (HIGHTTP) both run on one.
package final class BackgroundThread: @unchecked Sendable {
    /// The system would not create the thread (too many threads, no memory).
    package struct StartError: Error, CustomStringConvertible, Sendable {
        package var name: String
        package var code: Int32
        package var description: String { "cannot create the \(name) thread (error \(code))" }

        package init(name: String, code: Int32) {
            self.name = name
            self.code = code
        }
    }

    private let thread: pthread_t

    /// Starts `body` on a new thread; `name` says what it is for in a failure.
    ///
    /// - Throws: `StartError` if the system cannot create a thread.
    package init(name: String, _ body: @escaping @Sendable () -> Void) throws(StartError) {
        var all = sigset_t()
        sigfillset(&all)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { pointer in
            Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard created == 0 else {
            box.release()
            throw StartError(name: name, code: created)
        }
        self.thread = thread
    }

    /// Waits for the thread's function to return.
    ///
    /// - Precondition: called once, from another thread.
    package func join() {
        pthread_join(thread, nil)
    }

    /// The function handed to the new thread.
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
