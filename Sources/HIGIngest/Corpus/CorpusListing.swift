public import Foundation

/// The documents of a corpus folder and its subfolders (`en/sheets.md`, `ko/sheets.md`), in path order:
/// the one place that says which files are documents.
///
/// Left out: hidden files and folders (a leading `.`), hig's own temporary files (`.hig-…`), the
/// manifest and the ID registry at the top, README and LICENSE files, files of other kinds. A symbolic
/// link is followed only when it leads to a place inside the corpus; a link that leads outside it is
/// named as a problem and skipped, so the corpus never pulls in other files (`/etc/passwd`).
public struct CorpusListing: Sendable {
    /// One document: its path inside the corpus (its name everywhere: sources, the manifest, messages),
    /// where to read it, and its format.
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var url: URL
        public var format: DocumentFormat
    }

    public private(set) var entries: [Entry] = []
    /// Links that lead outside the corpus, and folders that cannot be listed.
    public private(set) var problems: [IngestError] = []

    /// Files at the top of the corpus that are never documents.
    public static let reserved: Set<String> = [Manifest.fileName, IDRegistry.fileName]
    /// Folders deeper than this are not listed (a corpus is a few levels at most; this stops runaway trees).
    public static let maximumDepth = 8

    /// Lists `folder`; throws when the folder itself cannot be listed.
    public init(folder: URL) throws(IngestError) {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue,
              (try? FileManager.default.contentsOfDirectory(atPath: root.path)) != nil else {
            throw IngestError.corpusMissing(path: folder.path)
        }
        var visited = Set<String>([root.path])
        walk(root, relative: "", root: root, depth: 0, visited: &visited)
        entries.sort { $0.path < $1.path }
    }

    private mutating func walk(_ folder: URL, relative: String, root: URL, depth: Int, visited: inout Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            problems.append(.unreadable(file: relative.isEmpty ? "." : relative, reason: "a folder that cannot be listed"))
            return
        }
        for name in names.sorted() where !Self.isIgnored(name, atTop: relative.isEmpty) {
            let path = relative.isEmpty ? name : relative + "/" + name
            var url = folder.appendingPathComponent(name)
            if Self.isSymbolicLink(url) {
                let target = url.resolvingSymlinksInPath()
                guard target.path == root.path || target.path.hasPrefix(root.path + "/") else {
                    problems.append(.outsideCorpus(file: path))
                    continue
                }
                url = target
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // A folder reached twice (through a link) is listed once.
                guard depth < Self.maximumDepth, visited.insert(url.standardizedFileURL.path).inserted else { continue }
                walk(url, relative: path, root: root, depth: depth + 1, visited: &visited)
            } else if let format = DocumentFormat(fileName: name) {
                entries.append(Entry(path: path, url: url, format: format))
            }
        }
    }

    /// Hidden files, hig's temporaries, the manifest and registry (at the top), READMEs and licences.
    static func isIgnored(_ name: String, atTop: Bool) -> Bool {
        if name.hasPrefix(".") { return true }
        if atTop && reserved.contains(name) { return true }
        let upper = name.uppercased()
        return upper.hasPrefix("README") || upper.hasPrefix("LICENSE") || upper.hasPrefix("LICENCE")
    }

    private static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }
}
