public import Foundation

/// The documents of a corpus folder and its subfolders (`en/sheets.md`, `ko/sheets.md`), in path order:
/// the one place that says which files are documents, on the one walk of the corpus (`CorpusTree`).
///
/// Left out: hidden files and folders (a leading `.`, which covers hig's own `.hig-…` temporary
/// files), the manifest and the ID registry at the top, README and LICENSE files, files of other kinds.
/// A symbolic link is followed only when it leads to a place inside the corpus; a link that leads outside
/// it is named as a problem and skipped, so the corpus never pulls in other files (`/etc/passwd`).
public struct CorpusListing: Sendable {
    /// One document: its path inside the corpus (its name everywhere: sources, the manifest, messages),
    /// where to read it, and its format.
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var url: URL
        public var format: DocumentFormat
    }

    public private(set) var entries: [Entry] = []
    /// Links that lead outside the corpus.
    public private(set) var problems: [IngestError] = []

    /// Files at the top of the corpus that are never documents.
    public static let reserved: Set<String> = [Manifest.fileName, IDRegistry.fileName]

    /// Lists `folder`; throws when the folder itself cannot be listed.
    public init(folder: URL) throws(IngestError) {
        let tree = try CorpusTree(folder: folder.path)
        try self.init(tree: tree, folder: folder)
    }

    /// The documents of a tree already walked.
    public init(tree: CorpusTree, folder: URL) throws(IngestError) {
        for file in tree.files where !Self.isIgnored(file.path) {
            guard let format = DocumentFormat(fileName: file.path) else { continue }
            entries.append(Entry(path: file.path, url: folder.appendingPathComponent(file.path), format: format))
        }
        entries.sort { $0.path < $1.path }
        problems = tree.outside.map { IngestError.outsideCorpus(file: $0) }
    }

    /// The manifest and registry (at the top), READMEs and licences, anywhere.
    static func isIgnored(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if !path.contains("/") && reserved.contains(name) { return true }
        let upper = name.uppercased()
        return upper.hasPrefix("README") || upper.hasPrefix("LICENSE") || upper.hasPrefix("LICENCE")
    }
}
