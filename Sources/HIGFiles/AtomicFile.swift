public import Foundation
#if canImport(Glibc)
internal import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
internal import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes files so that a reader sees the old bytes or the new ones, never half,
/// and so that a write cut short (kill -9, a full disk) leaves nothing a user
/// would mistake for their own file.
///
/// The bytes go to a temporary file beside the target, named
/// `.hig-<name>.<pid>.<random>.tmp` (hidden, and plainly hig's), are flushed to
/// disk, then renamed over the target; on failure the temporary is removed.
/// A temporary left by a killed process is removed by
/// ``removeLeftovers(in:)``, which `hig index` runs before it writes.
///
/// Every file hig writes (the index, `Corpus/ids.tsv`, benchmark outputs) goes through here.
public enum AtomicFile {
    /// Why a write failed, as one line: the path and the system's reason.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "cannot write \(path) (\(reason))" }
    }

    /// What every temporary file's name starts with.
    public static let prefix = ".hig-"
    /// What every temporary file's name ends with.
    public static let suffix = ".tmp"

    /// Writes `bytes` to `path` atomically (temporary file, `fsync`, `rename`).
    ///
    /// - Throws: ``WriteError`` naming `path`; the target is then unchanged.
    /// - Complexity: one write of the bytes plus an `fsync`.
    public static func write(_ bytes: some ContiguousBytes, to path: String, permissions: UInt32 = 0o644) throws(WriteError) {
        try write(pieces: [bytes], to: path, permissions: permissions)
    }

    /// Writes `pieces` one after the other to `path` atomically, as one file: a file made of
    /// parts (an index's sections) is written without first being copied into one buffer.
    ///
    /// - Throws: ``WriteError`` naming `path`; the target is then unchanged.
    public static func write(pieces: [some ContiguousBytes], to path: String, permissions: UInt32 = 0o644) throws(WriteError) {
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        for piece in pieces where failure == nil {
            failure = piece.withUnsafeBytes { writeAll($0, to: fd) }
        }
        if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Creates the folder at `path` and the folders above it if missing.
    ///
    /// - Throws: ``WriteError`` naming the folder, e.g. when a file is in the way.
    public static func createFolder(_ path: String) throws(WriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw WriteError(path: path, reason: "a file, not a folder, is there") }
            return
        }
        if let slash = path.dropLast().lastIndex(of: "/"), slash > path.startIndex {
            try createFolder(String(path[..<slash]))
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The temporary file a write to `path` uses: beside it, hidden, with this process's ID.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory)\(prefix)\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max))\(suffix)"
    }

    /// Removes the temporary files that writes by processes no longer running left in `directory`.
    ///
    /// Only names this type makes (``prefix`` … `.<pid>.<random>` ``suffix``) are touched, and only
    /// when that process is gone, so a write in progress elsewhere is never broken.
    /// - Returns: the names removed.
    @discardableResult
    public static func removeLeftovers(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = ownerProcess(ofTemporary: name), !isRunning(pid) else { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed.sorted()
    }

    /// The process ID in a temporary file's name, or `nil` if the name is not one of ours.
    ///
    /// Also knows the name earlier versions gave the index's temporary (`.hig.idx.<pid>.<random>.tmp`).
    static func ownerProcess(ofTemporary name: String) -> Int32? {
        guard name.hasPrefix(prefix) || name.hasPrefix(legacyIndexPrefix), name.hasSuffix(suffix) else { return nil }
        let parts = name.dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, UInt64(parts[parts.count - 1]) != nil, let pid = Int32(parts[parts.count - 2]), pid > 0 else {
            return nil
        }
        return pid
    }

    /// How earlier versions named the index's temporary file.
    private static let legacyIndexPrefix = ".hig.idx."

    private static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// Writes the whole buffer, retrying short writes and interrupts; the error text, or `nil`.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}
