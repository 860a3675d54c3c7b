import Foundation

/// The documents of a corpus (see `CorpusListing`) and its manifest, as ingest reads them.
struct CorpusFiles {
    struct File {
        var name: String
        var url: URL
        var format: DocumentFormat
    }

    var documents: [File] = []
    var manifest = Manifest()
    /// Problems found while listing: a bad manifest, entries for files that are not there, links out of the corpus.
    var problems: [IngestError] = []

    init(folder: URL) throws(IngestError) {
        let listing = try CorpusListing(folder: folder)
        problems = listing.problems
        let manifestURL = folder.appendingPathComponent(Manifest.fileName)
        if FileManager.default.fileExists(atPath: manifestURL.path) {
            do {
                let data = try Data(contentsOf: manifestURL)
                manifest = try Manifest.parse(data, file: Manifest.fileName)
            } catch let error as IngestError {
                problems.append(error)
            } catch {
                problems.append(.unreadable(file: Manifest.fileName, reason: error.localizedDescription))
            }
        }
        documents = listing.entries.map { File(name: $0.path, url: $0.url, format: $0.format) }
        let present = Set(documents.map(\.name))
        for entry in manifest.documents where !present.contains(entry.file) {
            problems.append(.unreadable(file: entry.file, reason: "listed in \(Manifest.fileName) but not in the corpus folder"))
        }
    }
}
