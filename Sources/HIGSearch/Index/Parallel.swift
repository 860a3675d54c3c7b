import Dispatch
import Foundation

/// Spreads independent work over the machine's cores, keeping results in order.
enum Parallel {
    /// Worker count for `count` items: one per core (at most 8), one for small jobs, or
    /// `workerCount` where a test sets it (to compare a one-thread build with others).
    static func workers(for count: Int) -> Int {
        if count < 512 { return 1 }
        return workerCount ?? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    }

    /// Workers every job of the current task uses (above the small-job threshold), when set.
    @TaskLocal static var workerCount: Int?

    /// `transform(index, worker)` for every index of `range`, in order. Each worker
    /// takes chunks of consecutive indices; `worker` lets callers keep per-thread state.
    static func map<T>(_ range: Range<Int>, workers: Int, chunk: Int = 64,
                       _ transform: @Sendable (Int, Int) -> T) -> [T] {
        let count = range.count
        guard workers > 1, count > chunk else {
            return range.map { transform($0, 0) }
        }
        let shared = Shared<T>(results: .allocate(capacity: count), next: .allocate(capacity: 1))
        let results = shared.results
        let lock = NSLock()
        shared.next.initialize(to: 0)
        let lower = range.lowerBound
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while true {
                lock.lock()
                let start = shared.next.pointee
                shared.next.pointee += chunk
                lock.unlock()
                guard start < count else { return }
                for offset in start..<min(count, start + chunk) {
                    (shared.results.baseAddress! + offset).initialize(to: transform(lower + offset, worker))
                }
            }
        }
        let array = Array(results)
        results.baseAddress!.deinitialize(count: count)
        results.deallocate()
        shared.next.deallocate()
        return array
    }

    /// Work started on another thread at once, its result taken by `value()`: for independent work
    /// that fills the cores where the caller's own steps leave one idle (the serial steps between
    /// parallel ones). With one worker (a small job, or a test's `workerCount` of 1) it runs in
    /// `value()`, on the caller's thread. The caller's `workerCount` holds on the other thread too.
    final class Background<T: Sendable>: @unchecked Sendable {
        private var result: T?
        private var work: (@Sendable () -> T)?
        private let group = DispatchGroup()

        init(workers: Int, _ work: @escaping @Sendable () -> T) {
            guard workers > 1 else {
                self.work = work
                return
            }
            let count = Parallel.workerCount
            DispatchQueue.global().async(group: group) { [self] in
                result = Parallel.$workerCount.withValue(count) { work() }
            }
        }

        /// The result, once the work is done (written before `group` leaves, read after `wait`).
        func value() -> T {
            if let work {
                self.work = nil
                result = work()
            }
            group.wait()
            return result!
        }
    }

    /// A value per worker of a `map`, taken and put back by that worker only (`worker` is its index):
    /// state a worker carries from one item to the next, such as the build's token stream.
    /// The slots are allocated once and each touched by its own worker, so no two threads ever
    /// write the same memory (an array's element writes would each check the array's uniqueness).
    final class PerWorker<T>: @unchecked Sendable {
        private let values: UnsafeMutableBufferPointer<T?>

        init(count: Int, _ make: () -> T) {
            values = .allocate(capacity: count)
            for worker in 0..<count { (values.baseAddress! + worker).initialize(to: make()) }
        }

        deinit {
            values.baseAddress!.deinitialize(count: values.count)
            values.deallocate()
        }

        /// Worker `worker`'s value, which it puts back when done.
        func take(_ worker: Int) -> T { values[worker].take()! }

        func put(_ value: T, _ worker: Int) { values[worker] = value }
    }

    /// Output slots written by one worker each (distinct indices), and the shared cursor
    /// read and bumped under a lock.
    private struct Shared<T>: @unchecked Sendable {
        let results: UnsafeMutableBufferPointer<T>
        let next: UnsafeMutablePointer<Int>
    }
}
