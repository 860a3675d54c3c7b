#if canImport(Glibc)
import Glibc
#endif

/// The files of a corpus folder and of its subfolders as `stat` sees them: the one walk of a corpus.
/// The documents ingest reads are a part of it (`CorpusListing`); the freshness of an index is judged on
/// all of it, as git judges its index.
///
/// Every file counts, not only documents: the manifest and the ID registry are
/// inputs too (a README counts as well; changing one only rebuilds for nothing).
/// Names starting with a dot are left out, files and folders alike: hidden
/// files, editors' swap files and the `.hig-*` temporary files hig writes
/// before renaming them into place. Symbolic links are followed only inside the
/// corpus (a linked folder is listed once, however many links lead to it); one that
/// leads outside is named in `outside`.
///
/// - Complexity: one `readdir` pass per folder and one `stat` per entry; no
///   file is opened.
public struct CorpusTree: Sendable, Equatable {
    /// What `stat` says about a file: if none of it changed, neither did the file.
    public struct FileStat: Sendable, Hashable {
        public var size: Int64
        /// Modification time, in nanoseconds since 1970.
        public var modified: Int64
        /// Status-change time (also moved by a rewrite that restores the modification time).
        public var changed: Int64
        public var inode: UInt64

        public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.inode = inode
        }
    }

    /// One file: its path inside the corpus (`en/sheets.md`, `/`-separated) and its stat.
    public struct File: Sendable, Equatable {
        public var path: String
        public var stat: FileStat
    }

    /// Every file, sorted by path (bytewise).
    public var files: [File]
    /// Links that lead outside the corpus, by their path inside it: skipped.
    public var outside: [String]
    /// The clock when the listing began, in nanoseconds since 1970: a file modified
    /// later than this may have changed after it was listed (see `CorpusState.racyWindow`).
    public var startedAt: Int64

    /// Folders deeper than this are not listed (a corpus is a few levels at most; this stops runaway trees).
    public static let maximumDepth = 8

    /// Lists `folder` and its subfolders.
    ///
    /// - Throws: `IngestError.corpusMissing` when the folder does not exist or cannot be read
    ///   (`reason` says which); an unreadable subfolder is left out.
    public init(folder: String) throws(IngestError) {
        startedAt = Self.now()
        var files: [File] = []
        var outside: [String] = []
        var visited: Set<[UInt64]> = []
        guard let root = opendir(folder) else {
            throw IngestError.corpusMissing(path: folder)
        }
        closedir(root)
        let resolved = Self.resolved(folder) ?? folder
        Self.walk(folder, prefix: "", depth: 0, root: resolved, visited: &visited, into: &files, outside: &outside)
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.files = files
        self.outside = outside.sorted()
    }

    /// Adds the files under `folder` to `files`, their paths after `prefix`.
    private static func walk(_ folder: String, prefix: String, depth: Int, root: String,
                             visited: inout Set<[UInt64]>, into files: inout [File], outside: inout [String]) {
        guard depth <= maximumDepth, let directory = opendir(folder) else { return }
        // Folders are entered by their own stat, so a loop of links ends at the first repeat.
        defer { closedir(directory) }
        var own = stat()
        guard fstat(dirfd(directory), &own) == 0, visited.insert([UInt64(own.st_dev), UInt64(own.st_ino)]).inserted else { return }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            var info = stat()
            guard fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }  // gone since readdir
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let target = resolved(folder + "/" + name) else { continue }  // a link to nothing
                guard target == root || target.hasPrefix(root + "/") else {
                    outside.append(prefix + name)
                    continue
                }
                guard fstatat(dirfd(directory), name, &info, 0) == 0 else { continue }
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                files.append(File(path: prefix + name, stat: FileStat(info)))
            case S_IFDIR:
                folders.append(name)
            default:
                continue
            }
        }
        for name in folders {
            walk(folder + "/" + name, prefix: prefix + name + "/", depth: depth + 1, root: root, visited: &visited, into: &files,
                 outside: &outside)
        }
    }

    /// The absolute path of `path` with every link resolved, or nil if it leads nowhere.
    public static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The wall clock in nanoseconds since 1970, the clock file times are kept in.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The stat of one file inside `folder`, or nil if it is not a regular file there.
    public static func fileStat(of path: String, in folder: String) -> FileStat? {
        var info = stat()
        guard stat(folder + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStat(info)
    }
}

extension CorpusTree.FileStat {
    init(_ info: stat) {
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        inode = UInt64(info.st_ino)
    }
}
