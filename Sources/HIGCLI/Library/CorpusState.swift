import Foundation
import HIGFiles
import HIGIngest

/// What an index folder records about the corpus it was built from (`Index/corpus.tsv`):
/// the corpus's absolute path, the ingest version, and each file's stat and the hash
/// of its bytes — git's index, for one folder of documents.
///
/// A command lists the corpus (`CorpusTree`, stats only) and compares: when every
/// file has the stat recorded here, the index is current and no file is read. Only
/// files whose stat changed are read and hashed, and if their bytes are the same
/// after all (a `touch`, a checkout), the record is refreshed instead of the index
/// rebuilt. The record belongs to the `hig.idx` beside it when its `fingerprint`
/// equals the index's; otherwise it is only a cache of hashes.
struct CorpusState: Sendable, Equatable {
    /// One file: its path in the corpus, its stat when hashed, and the hash of its bytes (nil: unreadable).
    struct Entry: Sendable, Equatable {
        var path: String
        var stat: CorpusTree.FileStat
        var hash: UInt64?
    }

    /// The corpus folder, absolute, symbolic links resolved.
    var corpus: String
    var ingestVersion: String
    /// When the files were listed (`CorpusTree.startedAt`).
    var listedAt: Int64
    /// Sorted by path, as listed.
    var files: [Entry]

    /// The record's name inside an index folder.
    static let fileName = "corpus.tsv"

    /// A file whose modification or status-change time is within this many nanoseconds
    /// of its listing may have been written again after it was listed without its times
    /// changing ("racily clean", in git's words), so its stat is not trusted: 2 s, the
    /// coarsest timestamp granularity of the file systems a corpus may sit on (FAT).
    static let racyWindow: Int64 = 2_000_000_000

    /// The fingerprint of the files as recorded; an index built from them carries the same.
    var fingerprint: String {
        CorpusFingerprint.of(files.map { ($0.path, $0.hash) }, version: ingestVersion)
    }

    /// Whether `entry`'s stat cannot be trusted to reveal a later change.
    func isRacy(_ entry: Entry) -> Bool {
        max(entry.stat.modified, entry.stat.changed) >= listedAt - Self.racyWindow
    }

    /// Whether `listing` shows exactly the files recorded, with the stats recorded, none of them racy.
    ///
    /// - Complexity: O(number of files); reads nothing.
    func matches(_ listing: CorpusTree) -> Bool {
        guard listing.files.count == files.count else { return false }
        return zip(files, listing.files).allSatisfy { entry, file in
            entry.path == file.path && entry.stat == file.stat && !isRacy(entry)
        }
    }

    /// The record of the files in `listing`: the hash of a file whose stat `previous`
    /// recorded (and trusted) is kept; every other file is read and hashed.
    ///
    /// - Returns: the record, and the paths of the files that were read.
    static func make(listing: CorpusTree, folder: String, corpus: String,
                     previous: CorpusState?) -> (state: CorpusState, read: [String]) {
        var known: [String: Entry] = [:]
        if let previous, previous.corpus == corpus {
            for entry in previous.files where !previous.isRacy(entry) { known[entry.path] = entry }
        }
        var read: [String] = []
        let entries = listing.files.map { file -> Entry in
            if let entry = known[file.path], entry.stat == file.stat { return entry }
            read.append(file.path)
            return Entry(path: file.path, stat: file.stat, hash: CorpusFingerprint.hash(contentsOf: folder + "/" + file.path))
        }
        let state = CorpusState(corpus: corpus, ingestVersion: CorpusFingerprint.buildVersion,
                                listedAt: listing.startedAt, files: entries)
        return (state, read)
    }

    /// This record with one file stated and hashed again (one that hig itself rewrote, such as the ID registry).
    func updating(_ path: String, in folder: String) -> CorpusState {
        var copy = self
        copy.files.removeAll { $0.path == path }
        if let stat = CorpusTree.fileStat(of: path, in: folder) {
            copy.files.append(Entry(path: path, stat: stat, hash: CorpusFingerprint.hash(contentsOf: folder + "/" + path)))
            copy.files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        }
        return copy
    }
}

extension CorpusState {
    /// The record as text: a comment, `corpus`, `ingest` and `listed` lines, then one
    /// `file<TAB>hash<TAB>size<TAB>mtime<TAB>ctime<TAB>inode<TAB>path` line per file
    /// (hash `-` when unreadable; `%`, tab and line breaks in paths percent-escaped).
    func serialized() -> String {
        var lines = [
            "# hig: the corpus this index was built from and the state of its files; written by hig, safe to delete",
            "corpus\t\(Self.escape(corpus))",
            "ingest\t\(ingestVersion)",
            "listed\t\(listedAt)",
        ]
        for entry in files {
            let hash = entry.hash.map { String($0, radix: 16) } ?? "-"
            let stat = entry.stat
            lines.append("file\t\(hash)\t\(stat.size)\t\(stat.modified)\t\(stat.changed)\t\(stat.inode)\t\(Self.escape(entry.path))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses `serialized()` text; nil if any line is not as written.
    init?(parsing text: String) {
        var corpus: String?, version: String?, listed: Int64?
        var files: [Entry] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 6, omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("corpus", 2): corpus = Self.unescape(fields[1])
            case ("ingest", 2): version = fields[1]
            case ("listed", 2): listed = Int64(fields[1])
            case ("file", 7):
                guard let size = Int64(fields[2]), let modified = Int64(fields[3]), let changed = Int64(fields[4]),
                      let inode = UInt64(fields[5]) else { return nil }
                let hash = fields[1] == "-" ? nil : UInt64(fields[1], radix: 16)
                guard fields[1] == "-" || hash != nil else { return nil }
                files.append(Entry(path: Self.unescape(fields[6]),
                                   stat: .init(size: size, modified: modified, changed: changed, inode: inode), hash: hash))
            default:
                return nil
            }
        }
        guard let corpus, let version, let listed else { return nil }
        self.init(corpus: corpus, ingestVersion: version, listedAt: listed, files: files)
    }

    /// The record saved in `folder`, if there is a readable one.
    static func load(from folder: URL) -> CorpusState? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
              let text = String(validating: data, as: UTF8.self) else { return nil }
        return CorpusState(parsing: text)
    }

    /// Saves the record in `folder`, atomically.
    func save(in folder: URL) throws(CLIError) {
        try AtomicFile.write(Data(serialized().utf8), to: folder.appendingPathComponent(Self.fileName))
    }

    private static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "%" || $0 == "\t" || $0.isNewline }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\t": out += "%09"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func unescape(_ text: String) -> String {
        guard text.contains("%") else { return text }
        return text.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
