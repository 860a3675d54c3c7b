/// What can go wrong reading a corpus. Each case prints as one line naming the file at fault.
public enum IngestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The corpus folder does not exist or cannot be listed.
    case corpusMissing(path: String)
    /// The manifest is not valid JSON or not shaped like a manifest.
    case badManifest(file: String, line: Int?, reason: String)
    /// A document cannot be read from disk.
    case unreadable(file: String, reason: String)
    /// A document is empty or has nothing but spaces.
    case empty(file: String)
    /// A document's bytes are not text (NUL bytes, or no encoding decodes them).
    case binary(file: String)
    /// A document is text in an encoding we cannot decode.
    case undecodable(file: String, line: Int, reason: String)
    /// A document is larger than a translation could be.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// A document has a line longer than any paragraph could be.
    case lineTooLong(file: String, line: Int, characters: Int, limit: Int)
    /// A document yielded no paragraph of guideline text.
    case noContent(file: String)
    /// A symbolic link in the corpus leads to a file outside it.
    case outsideCorpus(file: String)
    /// A library reading needs (libxml2, for HTML) is not installed; the message names its Debian package.
    case missingLibrary(library: String, message: String)

    /// The file the problem is about.
    public var file: String {
        switch self {
        case .corpusMissing(let path): return path
        case .badManifest(let file, _, _), .unreadable(let file, _), .empty(let file), .binary(let file),
             .undecodable(let file, _, _), .tooLarge(let file, _, _), .lineTooLong(let file, _, _, _),
             .noContent(let file), .outsideCorpus(let file), .missingLibrary(let file, _):
            return file
        }
    }

    public var description: String {
        switch self {
        case .corpusMissing(let path):
            return "\(path): no such corpus folder (create it, or pass --corpus DIR)"
        case .badManifest(let file, let line, let reason):
            return "\(file)\(line.map { ":\($0)" } ?? ""): \(reason); the manifest was ignored, documents get default credits"
        case .unreadable(let file, let reason):
            return "\(file): cannot be read (\(reason)); skipped"
        case .empty(let file):
            return "\(file): empty; skipped"
        case .binary(let file):
            return "\(file): not a text file (binary content); skipped"
        case .undecodable(let file, let line, let reason):
            return "\(file):\(line): \(reason); skipped (save it as UTF-8)"
        case .tooLarge(let file, let bytes, let limit):
            return "\(file): \(bytes / 1_048_576) MB is larger than the \(limit / 1_048_576) MB a document may be; skipped"
        case .lineTooLong(let file, let line, let characters, let limit):
            return "\(file):\(line): a line of \(characters) characters is longer than the \(limit) a paragraph may be; skipped"
        case .noContent(let file):
            return "\(file): no guideline text found; skipped"
        case .outsideCorpus(let file):
            return "\(file): a link to a file outside the corpus; skipped"
        case .missingLibrary(_, let message):
            return message
        }
    }
}
