import Dispatch
internal import Glibc
internal import HIGThreads
import Synchronization

/// A thread that scores the second slice of a query (`SlicedRun`) while the caller scores the
/// first.
///
/// Waking a sleeping thread costs some 20–30 µs on Linux (a futex wake and a reschedule), as much
/// as the half of a mid-sized query's phase 1 it would take over. So after each job the worker
/// waits for the next one by watching an atomic for `spinTime` (as Rayon's and OpenMP's workers
/// spin before they sleep), then sleeps on a semaphore. The worker takes one job at a time: a
/// caller that finds it busy (several queries at once, a server under load) scores the slice
/// itself, so concurrent queries never wait for each other.
final class SliceWorker: @unchecked Sendable {
    /// The worker's state: `spinning` or `sleeping` when it has no job; a caller moves it to
    /// `claimed`, writes `job`, then `posted`; the worker runs the job and sets `done`; the
    /// caller takes the result and sets `spinning` (the worker spins, or will sleep).
    private enum State: Int {
        case spinning, sleeping, claimed, posted, done
    }

    private let state = Atomic<Int>(State.spinning.rawValue)
    /// Written by the caller between `claimed` and `posted`, read by the worker after `posted`.
    private var job: (() -> Void)?
    private let wake = DispatchSemaphore(value: 0)

    /// How long the worker watches for a next job before it sleeps: longer than what a query
    /// does between two phase 1s (analysis, phase 2), short enough to be no load when idle.
    static let spinTime: UInt64 = 500_000  // nanoseconds

    /// The process's worker, started on the first query that slices; `nil` if the system would
    /// not create a thread (queries then score both slices on their own thread).
    static let shared: SliceWorker? = {
        let worker = SliceWorker()
        guard (try? BackgroundThread(name: "hig-slices", { worker.loop() })) != nil else { return nil }
        return worker
    }()

    private init() {}

    /// Runs `body` on the worker if it is free (`true`; `wait()` must follow), else `false`.
    func start(_ body: @escaping () -> Void) -> Bool {
        while true {
            let s = state.load(ordering: .relaxed)
            guard s == State.spinning.rawValue || s == State.sleeping.rawValue else { return false }
            guard state.compareExchange(expected: s, desired: State.claimed.rawValue, ordering: .acquiring).exchanged
            else { continue }
            job = body
            state.store(State.posted.rawValue, ordering: .releasing)
            if s == State.sleeping.rawValue { wake.signal() }
            return true
        }
    }

    /// Waits for the job `start` gave the worker to finish.
    func wait() {
        var spins = 0
        while state.load(ordering: .acquiring) != State.done.rawValue {
            spins += 1
            if spins & 1023 == 0 { sched_yield() }
        }
        state.store(State.spinning.rawValue, ordering: .releasing)
    }

    private func loop() {
        while true {
            let since = DispatchTime.now().uptimeNanoseconds
            var spins = 0
            while true {
                let s = state.load(ordering: .acquiring)
                if s == State.posted.rawValue {
                    let body = job!
                    job = nil
                    body()
                    state.store(State.done.rawValue, ordering: .releasing)
                    break
                }
                spins += 1
                // Spinning past `spinTime` with no job claimed: sleep until a caller wakes us.
                if s == State.spinning.rawValue && spins & 255 == 0
                    && DispatchTime.now().uptimeNanoseconds - since > Self.spinTime
                    && state.compareExchange(expected: s, desired: State.sleeping.rawValue, ordering: .relaxed).exchanged {
                    wake.wait()
                    break
                }
            }
        }
    }
}
