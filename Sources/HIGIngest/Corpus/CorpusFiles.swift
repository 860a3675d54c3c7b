import Foundation

/// The documents of a corpus folder, in file-name order, and its manifest.
struct CorpusFiles {
    struct File {
        var name: String
        var url: URL
        var format: DocumentFormat
    }

    var documents: [File] = []
    var manifest = Manifest()
    /// Problems found while listing: a bad manifest, entries for files that are not there.
    var problems: [IngestError] = []

    /// Files in the corpus folder that are never documents.
    static let reserved: Set<String> = [Manifest.fileName, IDRegistry.fileName]

    init(folder: URL) throws(IngestError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw IngestError.corpusMissing(path: folder.path)
        }
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
        for name in names.sorted() {
            guard !name.hasPrefix("."), !Self.reserved.contains(name), !name.uppercased().hasPrefix("README"),
                  !name.uppercased().hasPrefix("LICENSE"), let format = DocumentFormat(fileName: name) else { continue }
            documents.append(File(name: name, url: folder.appendingPathComponent(name), format: format))
        }
        let present = Set(documents.map(\.name))
        for entry in manifest.documents where !present.contains(entry.file) {
            problems.append(.unreadable(file: entry.file, reason: "listed in \(Manifest.fileName) but not in the corpus folder"))
        }
    }
}
