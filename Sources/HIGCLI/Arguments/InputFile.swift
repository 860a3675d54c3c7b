import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file named on the command line, read whole, with its problems as one line each:
/// `no such file: q.tsv`, `Corpus/ is a folder, not a file`, `cannot read q.tsv (Permission denied)`.
enum InputFile {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: `CLIError` naming the path and the system's reason, never a Foundation error.
    static func read(_ path: String) throws(CLIError) -> Data {
        try check(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("cannot read \(path) (\(String(cString: strerror(EACCES))))")
        }
        return data
    }

    /// The text of the file at `path`, which must be UTF-8.
    static func text(_ path: String) throws(CLIError) -> String {
        guard let text = String(validating: try read(path), as: UTF8.self) else {
            throw .failure("\(path): not UTF-8 text (save it as UTF-8)")
        }
        return text
    }

    /// Checks that `path` is a regular file this process can read.
    static func check(_ path: String) throws(CLIError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .failure("no such file: \(path)")
                : .failure("cannot read \(path) (\(String(cString: strerror(errno))))")
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw .failure("\(path) is a folder, not a file") }
        guard access(path, R_OK) == 0 else { throw .failure("cannot read \(path) (\(String(cString: strerror(errno))))") }
    }
}
