public import Foundation
internal import Synchronization
#if canImport(Glibc)
internal import Glibc
#endif

/// The index file a long-running program serves, reopened when it is replaced.
///
/// ``current`` is the snapshot a request uses; ``reloadIfChanged()`` (called
/// by ``IndexWatcher``) stats the file and, if it is a new file, opens and
/// validates it completely and derives a new `Snapshot` before swapping it in
/// under a lock. A request that took the old snapshot finishes with it; the old
/// one is released when the last such request ends. A new file that fails to
/// open is logged once and the old snapshot kept; it is tried again when the
/// file changes again (or at the next check, while it is still being written).
///
/// Servers share it: the HTTP site derives its pages' state (`Snapshot` of its
/// own), a tool server may serve a ``SearchSnapshot``.
///
/// ```swift
/// let index = try LiveIndex<SearchSnapshot>(file: URL(fileURLWithPath: "Index/hig.idx")) { print($0) }
/// let watcher = IndexWatcher(index: index)
/// let hits = index.current.searcher.search(SearchQuery(text: "모달"))
/// watcher.stop()
/// ```
public final class LiveIndex<Snapshot: LiveIndexSnapshot>: Sendable {
    /// The index file watched.
    public let file: URL
    private let snapshot: Mutex<Snapshot>
    /// The identity of the file last opened or refused; only reloads touch it.
    private let seen: Mutex<Seen>
    private let log: @Sendable (String) -> Void

    /// Opens the index at `file` and derives its first snapshot.
    ///
    /// - Parameter log: where one-line messages about reloads go (e.g. standard error).
    /// - Throws: ``IndexError`` if the file is missing or not a valid index.
    public init(file: URL, log: @escaping @Sendable (String) -> Void = { _ in }) throws(IndexError) {
        // Stat before opening: if the file is replaced in between, the next
        // check sees a new identity and reopens, rather than missing it.
        let identity = FileIdentity(path: file.path)
        self.file = file
        self.log = log
        snapshot = Mutex(try Snapshot(reader: IndexReader(contentsOf: file)))
        seen = Mutex(Seen(identity: identity, retry: false))
    }

    /// The reader serving now. Take it once per request.
    public var reader: IndexReader { current.reader }

    /// The snapshot serving now. Take it once per request.
    public var current: Snapshot {
        snapshot.withLock { $0 }
    }

    /// Reopens the file if it is not the one last seen; returns whether a new index was swapped in.
    ///
    /// What serves is a copy in memory (``IndexReader``), so a file truncated,
    /// overwritten in place or removed never changes an answer: it is logged,
    /// and the old index serves until a file that opens whole is there. A file
    /// that fails to open while it was written to within the last
    /// ``settleTime`` is tried again at the next check (a `cp` in progress);
    /// each failure is logged once per version of the file.
    ///
    /// Safe to call from any thread; concurrent calls open the file once.
    /// - Complexity: one `stat` when nothing changed; a full read and
    ///   validation of the new file (and what `Snapshot.init` derives) when it did.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        seen.withLock { seen in
            let identity = FileIdentity(path: file.path)
            guard identity != seen.identity || seen.retry else { return false }
            let logged = identity == seen.identity
            seen = Seen(identity: identity, retry: false)
            guard let identity else {
                log("\(file.relativePath) is gone; still serving the index loaded before")
                return false
            }
            do throws(IndexError) {
                let fresh = try Snapshot(reader: IndexReader(contentsOf: file))
                // Log first, then publish: whoever sees the new snapshot can
                // rely on its log line being written already.
                log("reloaded \(file.relativePath): \(fresh.reader.ruleCount) rules")
                snapshot.withLock { $0 = fresh }
                return true
            } catch {
                seen.retry = Self.isSettling(identity) || error.isChanging
                if !logged {
                    log("\(file.relativePath) changed but cannot be opened (\(error.description)); still serving the index loaded before")
                }
                return false
            }
        }
    }

    /// How long after its last write a file that fails to open is tried again.
    public static var settleTime: Duration { .seconds(2) }

    /// Whether `identity` was modified less than ``settleTime`` ago.
    private static func isSettling(_ identity: FileIdentity) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age = Duration.seconds(now.tv_sec - identity.modifiedSeconds)
            + .nanoseconds(now.tv_nsec - identity.modifiedNanoseconds)
        return age < settleTime
    }

    /// The file last opened or refused, and whether to try it again unchanged.
    private struct Seen: Sendable {
        var identity: FileIdentity?
        var retry: Bool
    }
}

extension IndexError {
    /// Whether the file was changing while it was read.
    fileprivate var isChanging: Bool {
        if case .changing = self { true } else { false }
    }
}
