import Foundation
import Testing
@testable import HIGIngest
import HIGModel

@Suite struct IngesterTests {
    @Test func badFilesAreNamedAndTheOthersStillIngested() throws {
        let corpus = try TestCorpus(["good.txt": RuleMergerTests.first, "empty.txt": "", "blank.md": " \n\u{00A0}\n"],
                                    manifest: #"{"documents": [{"file": "good.txt", "topics": ["modality"]}]}"#)
        try corpus.write("image.txt", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01])
        try corpus.write("long.txt", String(repeating: "가", count: 200_000))
        try FileManager.default.createDirectory(at: corpus.folder.appendingPathComponent("folder.txt"), withIntermediateDirectories: false)
        try corpus.write("legacy.txt", bytes: [0xB8, 0xF0, 0xB4, 0xDE, 0x0A, 0x0A, 0xB9, 0xF6, 0xC6, 0xB0, 0xC0, 0xBB, 0x20, 0xBB, 0xE7, 0xBF, 0xEB, 0xC7, 0xCF, 0xBC, 0xBC, 0xBF, 0xE4, 0x2E])
        try corpus.write("notes.pdf", "ignored")
        let result = try corpus.ingest()
        let problems = Dictionary(result.problems.map { ($0.file, $0.description) }, uniquingKeysWith: { a, _ in a })
        #expect(problems["empty.txt"] == "empty.txt: empty; skipped")
        #expect(problems["blank.md"] == "blank.md: empty; skipped")
        #expect(problems["image.txt"] == "image.txt: not a text file (binary content); skipped")
        #expect(problems["long.txt"]?.hasPrefix("long.txt:1: a line of 200000 characters") == true)
        // A folder is a folder of documents, whatever its name; this one is empty.
        #expect(problems["folder.txt"] == nil)
        #expect(problems["notes.pdf"] == nil)
        #expect(result.documents.map(\.file) == ["good.txt", "legacy.txt"])
        #expect(result.documents[1].encoding == "CP949")
        #expect(result.rules.contains { $0.title.hasPrefix("Always include") })
    }

    @Test func aBadManifestIsReportedAndDefaultsUsed() throws {
        let corpus = try TestCorpus(["modality.txt": RuleMergerTests.first], manifest: "{\n \"documents\": [\n  {\"file\" \"modality.txt\"}\n]}\n")
        let result = try corpus.ingest()
        #expect(result.problems.map(\.description).first?.hasPrefix("corpus.json:3: not valid JSON") == true)
        #expect(result.rules.first?.topic.slug == "modality")
    }

    @Test func aMissingCorpusFolderIsAnError() {
        #expect(throws: IngestError.corpusMissing(path: "/nonexistent/Corpus")) {
            try Ingester(corpus: URL(fileURLWithPath: "/nonexistent/Corpus")).run(registry: IDRegistry())
        }
    }

    @Test func documentsWithoutManifestEntriesGetTitleAndTopicsFromTheirText() throws {
        let corpus = try TestCorpus(["x.md": "# Progress indicators\n\n**Keep activity indicators moving.** People associate a stationary indicator with a stalled process.\n\n> **activity indicator를 계속 움직이세요.** 사람들은 멈춘 표시기를 멈춘 작업으로 여깁니다.\n"])
        let result = try corpus.ingest()
        #expect(result.documents[0].title == "Progress indicators")
        #expect(result.rules.first?.topic == Topic(slug: "progress-indicators", english: "Progress indicators", korean: "진행 표시기"))
        #expect(result.rules.first?.translations.first?.title == "activity indicator를 계속 움직이세요.")
    }

    @Test func topLevelHeadingsNamingHIGPagesAreTopics() throws {
        let text = "# 스터디 정리\n\n## Alerts\n\n**Use alerts sparingly.** Alerts interrupt the current task.\n\n> **경고는 아껴서 사용하세요.** 경고는 작업을 방해합니다.\n\n## Action sheets\n\n**Use an action sheet to offer choices.** People tap to choose.\n\n> **선택지를 줄 때 액션 시트를 사용하세요.** 사람들은 탭해서 고릅니다.\n"
        let result = try TestCorpus(["notes.md": text]).ingest()
        #expect(result.rules.map(\.topic.slug) == ["alerts", "action-sheets"])
        #expect(result.rules.map(\.id.rawValue) == ["alerts-1", "action-sheets-1"])
    }

    @Test func sectionHeadingsUnderATitledTopicStaySections() throws {
        let text = "Modality\n\nSheet\n\nUse a sheet for simple content.\n\n간단한 콘텐츠에는 시트를 사용하세요.\n\nFullscreen\n\nUse a full-screen modal view for immersive content.\n\n몰입형 콘텐츠에는 전체 화면 모달을 사용하세요.\n"
        let result = try TestCorpus(["modality.txt": text]).ingest()
        #expect(Set(result.rules.map(\.topic.slug)) == ["modality"])
        #expect(result.rules.map(\.section) == ["Sheet", "Fullscreen"])
    }
}
