import Foundation
import Testing
@testable import HIGIngest

@Suite struct ManifestTests {
    @Test func parsesEntries() throws {
        let manifest = try Manifest.parse(Data(#"{"documents": [{"file": "a.txt", "topics": ["modality"], "translator": "Lee"}]}"#.utf8), file: "corpus.json")
        #expect(manifest.entry(for: "a.txt")?.translator == "Lee")
        #expect(manifest.entry(for: "b.txt") == nil)
    }

    @Test func syntaxErrorsNameTheLine() {
        let text = "{\n  \"documents\": [\n    {\"file\": \"a.txt\" \"title\": \"x\"}\n  ]\n}\n"
        do {
            _ = try Manifest.parse(Data(text.utf8), file: "corpus.json")
            Issue.record("expected an error")
        } catch {
            guard case .badManifest(let file, let line, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == "corpus.json")
            #expect(line == 3)
            #expect(error.description.hasPrefix("corpus.json:3: not valid JSON"))
        }
    }

    @Test func wrongShapesNameThePath() {
        #expect(throws: IngestError.badManifest(file: "corpus.json", line: nil, reason: "expected a list at documents[0].topics")) {
            try Manifest.parse(Data(#"{"documents": [{"file": "a.txt", "topics": "modality"}]}"#.utf8), file: "corpus.json")
        }
    }
}
