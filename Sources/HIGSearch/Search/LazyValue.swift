import Synchronization

/// A value made on first use and shared by every thread after (a searcher's correction
/// vocabulary, its ID prefixes): the first caller pays, the others wait for it once.
final class LazyValue<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        storage.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
