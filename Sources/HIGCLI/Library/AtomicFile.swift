import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see the old bytes or the new ones, never a part:
/// a temporary file beside it, flushed, then renamed over it.
enum AtomicFile {
    /// The prefix of the temporary files: a dot-name, so a corpus listing never counts one.
    static let temporaryPrefix = ".hig-"

    /// Writes `data` to `url` atomically; on failure nothing is left behind.
    ///
    /// - Throws: `CLIError` naming the file and the system's reason.
    static func write(_ data: Data, to url: URL) throws(CLIError) {
        let path = url.path
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent("\(temporaryPrefix)\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .failure("cannot write \(url.relativePath) (\(String(cString: strerror(errno))))") }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == nil && rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .failure("cannot write \(url.relativePath) (\(String(cString: strerror(failure))))")
        }
    }

    /// Creates `url` and the folders above it if missing.
    ///
    /// - Throws: `CLIError` naming the folder and the system's reason.
    static func createFolder(_ url: URL) throws(CLIError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .failure("\(url.relativePath) is a file, not a folder") }
            return
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path { try createFolder(parent) }
        guard mkdir(url.path, 0o755) == 0 || errno == EEXIST else {
            throw .failure("cannot create \(url.relativePath)/ (\(String(cString: strerror(errno))))")
        }
    }
}
