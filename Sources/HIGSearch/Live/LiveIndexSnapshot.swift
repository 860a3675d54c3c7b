/// What a ``LiveIndex`` serves: one opened index and what a program derives
/// from it once per version of the file.
///
/// A snapshot is immutable (or guards what it caches) and `Sendable`: a request
/// takes one and uses it from start to end, so it never mixes two versions of
/// the index.
public protocol LiveIndexSnapshot: Sendable {
    /// Derives the snapshot from a freshly opened and validated reader.
    ///
    /// Runs on the thread that reloads (the watcher's), never in a request,
    /// so it may do work proportional to the index.
    init(reader: IndexReader) throws(IndexError)

    /// The index this snapshot was derived from.
    var reader: IndexReader { get }
}
