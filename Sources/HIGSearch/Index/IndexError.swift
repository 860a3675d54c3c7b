/// Why an index file could not be written or trusted. Every case reads as one line,
/// so a command can print "Index/hig.idx: the index is corrupt (checksum mismatch in postings); rebuilding".
public enum IndexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case missing(path: String)
    /// The file exists but could not be read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// The file changed while it was being read, again and again: something is writing it now.
    case changing(path: String)
    /// The file is shorter than its header says: an interrupted copy or a full disk.
    case truncated(size: Int, expected: Int)
    /// The file does not start with the index magic: it is not an index.
    case notAnIndex
    /// The file was written by another version of the format or of the analyzer.
    case wrongVersion(found: Int, expected: Int)
    /// The index was made by another version of the text analyzer, so its terms would not match queries.
    case analyzerChanged(found: Int, expected: Int)
    /// A section failed its checksum or holds offsets that point outside it.
    case corrupt(IndexSection, String)
    /// A stored rule could not be decoded (only possible if the checksums were forged).
    case undecodableRecord(index: Int)
    /// The rules given to the writer cannot be indexed (duplicate IDs, too many rules).
    case invalidInput(String)
    /// Writing or renaming the file failed.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missing(path): "no index at \(path)"
        case let .unreadable(path, reason): "cannot read the index at \(path) (\(reason))"
        case let .changing(path): "the index at \(path) changed while it was read (is something writing it?)"
        case let .truncated(size, expected): "the index is truncated (\(size) of \(expected) bytes)"
        case .notAnIndex: "the file is not a hig index (bad magic)"
        case let .wrongVersion(found, expected): "the index was built by format version \(found); this build reads version \(expected)"
        case let .analyzerChanged(found, expected): "the index was built with analyzer version \(found); this build uses version \(expected)"
        case let .corrupt(section, reason): "the index is corrupt (\(reason) in \(section.rawValue))"
        case let .undecodableRecord(index): "the index is corrupt (stored rule \(index) does not decode)"
        case let .invalidInput(reason): "cannot index these rules: \(reason)"
        case let .writeFailed(path, reason): "cannot write the index to \(path) (\(reason))"
        }
    }
}

/// The parts of an index file, as named in `IndexError.corrupt`.
public enum IndexSection: String, Hashable, Sendable, CaseIterable {
    case header, footer, meta, topics, documents, ids, terms, postings, dictionary, records, vocabulary, lexicon, glossary

    /// The number stored in the section directory.
    var code: UInt32 {
        switch self {
        case .header: 0
        case .meta: 1
        case .topics: 2
        case .documents: 3
        case .ids: 4
        case .terms: 5
        case .postings: 6
        case .dictionary: 7
        case .records: 8
        case .vocabulary: 9
        case .lexicon: 10
        case .glossary: 11
        case .footer: 255
        }
    }

    /// The sections stored in the directory, in file order.
    static let stored: [IndexSection] = [.meta, .topics, .documents, .ids, .terms, .postings, .dictionary, .records,
                                         .vocabulary, .lexicon, .glossary]
}
