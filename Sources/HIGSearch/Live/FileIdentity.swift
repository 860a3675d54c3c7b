internal import Glibc

/// What `stat(2)` says about a file: enough to tell that it was replaced or rewritten.
///
/// An atomic rename gives the path a new inode; a file rewritten in place
/// changes its size or modification time (to the nanosecond).
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modifiedSeconds: Int
    package var modifiedNanoseconds: Int

    /// Stats `path`, following symbolic links; `nil` if there is no file there.
    ///
    /// - Complexity: one system call, about a microsecond.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
    }
}
