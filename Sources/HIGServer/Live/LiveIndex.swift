public import Foundation
public import HIGSearch
internal import Synchronization

/// The index file a server serves, reopened when it is replaced.
///
/// ``current`` is the snapshot requests use; ``reloadIfChanged()`` (called
/// by ``IndexWatcher``) stats the file and, if it is a new file, opens and
/// validates it completely before swapping it in under a lock. A request
/// that took the old snapshot finishes with it; the old reader is released
/// when the last such request ends. A new file that fails to open is logged
/// once and the old snapshot kept; it is tried again only when the file
/// changes again.
public final class LiveIndex: Sendable {
    /// The index file watched.
    public let file: URL
    private let snapshot: Mutex<IndexSnapshot>
    /// The identity of the file last opened or refused; only reloads touch it.
    private let seen: Mutex<FileIdentity?>
    private let log: @Sendable (String) -> Void

    /// Opens the index at `file`.
    ///
    /// - Parameter log: where one-line messages about reloads go (e.g. standard error).
    /// - Throws: ``IndexError`` if the file is missing or not a valid index.
    public init(file: URL, log: @escaping @Sendable (String) -> Void = { _ in }) throws(IndexError) {
        // Stat before opening: if the file is replaced in between, the next
        // check sees a new identity and reopens, rather than missing it.
        let identity = FileIdentity(path: file.path)
        self.file = file
        self.log = log
        snapshot = Mutex(try IndexSnapshot(reader: IndexReader(contentsOf: file)))
        seen = Mutex(identity)
    }

    /// The reader serving now. Take it once per request.
    public var reader: IndexReader { current.reader }

    /// The snapshot serving now. Take it once per request.
    var current: IndexSnapshot {
        snapshot.withLock { $0 }
    }

    /// Reopens the file if it is not the one last seen; returns whether a new index was swapped in.
    ///
    /// Safe to call from any thread; concurrent calls open the file once.
    /// - Complexity: one `stat` when nothing changed; a full open and
    ///   validation of the new file (and one decode of each rule) when it did.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        seen.withLock { seen in
            let identity = FileIdentity(path: file.path)
            guard identity != seen else { return false }
            seen = identity
            guard identity != nil else {
                log("\(file.relativePath) is gone; still serving the index loaded before")
                return false
            }
            do throws(IndexError) {
                let fresh = try IndexSnapshot(reader: IndexReader(contentsOf: file))
                // Log first, then publish: whoever sees the new snapshot can
                // rely on its log line being written already.
                log("reloaded \(file.relativePath): \(fresh.reader.ruleCount) rules")
                snapshot.withLock { $0 = fresh }
                return true
            } catch {
                log("\(file.relativePath) changed but cannot be opened (\(error.description)); still serving the index loaded before")
                return false
            }
        }
    }
}
