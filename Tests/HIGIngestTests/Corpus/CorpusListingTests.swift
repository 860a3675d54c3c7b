import Foundation
import Testing
@testable import HIGIngest

@Suite struct CorpusListingTests {
    @Test func documentsInSubfoldersAreListedByTheirPath() throws {
        let corpus = try TestCorpus(["en/sheets.md": "# Sheets\n", "ko/sheets.md": "# 시트\n", "top.txt": "x\n",
                                     ".hidden/a.md": "x\n", ".hig-ids.tsv.tmp": "x", "notes.pdf": "x", "README.md": "x",
                                     "en/ids.tsv": "not the registry, but not a document either"])
        let listing = try CorpusListing(folder: corpus.folder)
        #expect(listing.entries.map(\.path) == ["en/sheets.md", "ko/sheets.md", "top.txt"])
        #expect(listing.problems.isEmpty)
    }

    @Test func aLinkOutOfTheCorpusIsNamedAndSkipped() throws {
        let outside = try TestCorpus(["secret.txt": "root:x:0:0\n"])
        let corpus = try TestCorpus(["page.md": "# Alerts\n", "en/alerts.md": "# Alerts\n"])
        try FileManager.default.createSymbolicLink(at: corpus.folder.appendingPathComponent("passwd.txt"),
                                                   withDestinationURL: outside.folder.appendingPathComponent("secret.txt"))
        // A link that stays inside the corpus is followed; a folder reached twice is listed once.
        try FileManager.default.createSymbolicLink(at: corpus.folder.appendingPathComponent("same.md"),
                                                   withDestinationURL: corpus.folder.appendingPathComponent("page.md"))
        try FileManager.default.createSymbolicLink(at: corpus.folder.appendingPathComponent("en/again"),
                                                   withDestinationURL: corpus.folder.appendingPathComponent("en"))
        let listing = try CorpusListing(folder: corpus.folder)
        #expect(listing.entries.map(\.path) == ["en/alerts.md", "page.md", "same.md"])
        #expect(listing.problems == [.outsideCorpus(file: "passwd.txt")])
        #expect(listing.problems[0].description == "passwd.txt: a link to a file outside the corpus; skipped")
    }

    @Test func aMissingFolderIsOneError() {
        #expect(throws: IngestError.corpusMissing(path: "/nonexistent/corpus")) {
            try CorpusListing(folder: URL(fileURLWithPath: "/nonexistent/corpus"))
        }
    }
}
