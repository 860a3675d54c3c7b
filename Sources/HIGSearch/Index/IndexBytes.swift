#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The bytes of an index file, copied into memory this process owns.
///
/// An index is read, not memory-mapped: a mapping shows whatever is in the
/// file now, so `cp other.idx Index/hig.idx` (which writes into the same inode)
/// or `truncate` under a running server would change answers mid-request or
/// kill it with `SIGBUS`. A copy cannot be pulled from under a reader; opening
/// checksums every byte anyway, so reading costs about what mapping did.
///
/// A file that changes while it is read (its size or modification time differ
/// before and after) is read again, a few times, then refused as
/// ``IndexError/changing(path:)``.
final class IndexBytes: @unchecked Sendable {
    /// Start of the bytes; valid for the object's lifetime, never written after `init`.
    let base: UnsafeRawPointer
    let count: Int

    /// Attempts at reading a file that keeps changing, and the pause between them.
    private static let attempts = 3
    private static let pauseMicroseconds: UInt32 = 20_000

    /// Copies `data`.
    init(copying data: Data) {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
        data.withUnsafeBytes { if let source = $0.baseAddress { storage.copyMemory(from: source, byteCount: $0.count) } }
        base = UnsafeRawPointer(storage)
        count = data.count
    }

    /// Reads the whole file at `path`.
    ///
    /// - Throws: ``IndexError/missing(path:)``, ``IndexError/unreadable(path:reason:)``
    ///   or ``IndexError/changing(path:)``.
    /// - Complexity: one `read` of the file (tens of milliseconds for 100 MB from the page cache).
    init(contentsOf path: String) throws(IndexError) {
        for attempt in 1...Self.attempts {
            switch Self.readOnce(path) {
            case .success(let (storage, size)):
                base = UnsafeRawPointer(storage)
                count = size
                return
            case .failure(.changing(_)) where attempt < Self.attempts:
                usleep(Self.pauseMicroseconds)
            case .failure(let error):
                throw error
            }
        }
        throw .changing(path: path)
    }

    deinit {
        UnsafeMutableRawPointer(mutating: base).deallocate()
    }

    var buffer: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: count)
    }

    /// One read of the file: its bytes, or why not.
    private static func readOnce(_ path: String) -> Result<(UnsafeMutableRawPointer, Int), IndexError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            return .failure(errno == ENOENT ? .missing(path: path) : .unreadable(path: path, reason: reason))
        }
        defer { close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { return .failure(.unreadable(path: path, reason: String(cString: strerror(errno)))) }
        guard (before.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable(path: path, reason: "not a regular file")) }
        let size = Int(before.st_size)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
        var offset = 0
        while offset < size {
            let got = read(fd, storage + offset, size - offset)
            if got < 0 && errno == EINTR { continue }
            if got < 0 {
                storage.deallocate()
                return .failure(.unreadable(path: path, reason: String(cString: strerror(errno))))
            }
            if got == 0 { break }
            offset += got
        }
        var after = stat()
        guard fstat(fd, &after) == 0, offset == size, Self.sameContent(before, after) else {
            storage.deallocate()
            return .failure(.changing(path: path))
        }
        return .success((storage, size))
    }

    /// Whether two `stat`s of one open file show no write in between.
    private static func sameContent(_ a: stat, _ b: stat) -> Bool {
        a.st_size == b.st_size && a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
    }
}
