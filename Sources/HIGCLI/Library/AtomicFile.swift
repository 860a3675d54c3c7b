import Foundation
import HIGFiles

/// The CLI's use of the one atomic-write helper (`HIGFiles.AtomicFile`): URLs
/// in, one-line `CLIError`s out.
extension AtomicFile {
    /// Writes `data` to `url` atomically (a `.hig-` temporary beside it, flushed, renamed).
    ///
    /// - Throws: `CLIError` naming the file and the system's reason; nothing is left behind.
    static func write(_ data: Data, to url: URL) throws(CLIError) {
        do {
            try write(data, to: url.path)
        } catch {
            throw .failure("cannot write \(url.relativePath) (\(error.reason))")
        }
    }

    /// Creates `url` and the folders above it if missing.
    ///
    /// - Throws: `CLIError` naming the folder and the system's reason.
    static func createFolder(_ url: URL) throws(CLIError) {
        do {
            try createFolder(url.path)
        } catch {
            throw .failure("cannot create \(url.relativePath)/ (\(error.reason))")
        }
    }
}
