import HIGModel
internal import Synchronization

/// JSON writers kept between requests, so a response's buffer is allocated once
/// per thread of the server, not grown from nothing for every search.
final class WriterPool: Sendable {
    /// Writers kept at most: more than the server's threads, fewer than would matter in memory.
    static let capacity = 16
    /// A buffer this large (a 100-result page of long rules) is dropped rather than kept.
    static let largestKept = 1 << 20

    private let idle = Mutex<[JSONWriter]>([])

    /// Runs `body` with a reset compact writer and returns what it made of the bytes.
    func withWriter<R>(_ body: (inout JSONWriter) -> R) -> R {
        var writer = idle.withLock { $0.popLast() } ?? JSONWriter(style: .compact, capacity: 64 << 10)
        writer.reset()
        let result = body(&writer)
        if writer.bytes.capacity <= Self.largestKept {
            idle.withLock { if $0.count < Self.capacity { $0.append(writer) } }
        }
        return result
    }
}
