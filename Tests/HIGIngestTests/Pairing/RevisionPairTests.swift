import Foundation
import Testing
@testable import HIGIngest
import HIGModel

/// An English page and its Korean translation of another revision: one guideline deleted on the
/// Korean side, one inserted. The rest pairs, in order; the deleted and inserted ones stay alone.
@Suite struct RevisionPairTests {
    static func corpus(manifest: String? = nil, korean: String = "ko/badges.md") throws -> TestCorpus {
        let corpus = try TestCorpus(["en/badges.md": try TestCorpus.fixture("pairs/badges-en.md")], manifest: manifest)
        try FileManager.default.createDirectory(at: corpus.folder.appendingPathComponent("ko"), withIntermediateDirectories: true)
        try corpus.write(korean, try TestCorpus.fixture("pairs/badges-ko.md"))
        return corpus
    }

    static func korean(of rule: Rule, from document: String) -> String? {
        rule.translations.first { $0.source.document == document }?.title
    }

    @Test func theRestOfARevisedPagePairsInOrder() throws {
        let result = try Self.corpus().ingest()
        let expected: [(String, String)] = [
            ("Show a badge only when something needs attention.", "주의가 필요할 때만 배지를 표시하십시오."),
            ("Keep the number in a badge short.", "배지 안의 숫자는 짧게 유지하십시오."),
            ("Place a badge where people expect it.", "배지가 있을 것이라 예상하는 위치에 배지를 배치하십시오."),
            ("Make a badge readable for VoiceOver.", "VoiceOver가 배지를 읽을 수 있도록 하십시오."),
            ("Use the system color for a badge.", "배지에는 시스템 색상을 사용하십시오."),
            ("Avoid badges on complications.", "컴플리케이션에는 배지를 사용하지 마십시오."),
        ]
        for (english, korean) in expected {
            let rule = try #require(result.rules.first { $0.english.contains { $0.title == english } }, "\(english)")
            #expect(Self.korean(of: rule, from: "ko/badges.md") == korean, "\(english)")
            #expect(rule.topic.slug == "badges")
        }
        // The guideline the Korean revision dropped has no Korean; the one it added has no English.
        let dropped = try #require(result.rules.first { $0.english.contains { $0.title == "Don’t use a badge for promotion." || $0.title == "Don't use a badge for promotion." } })
        #expect(dropped.translations.isEmpty)
        let added = try #require(result.rules.first { $0.translations.contains { $0.title == "배지를 애니메이션으로 강조하지 마십시오." } })
        #expect(added.english.isEmpty)
        // The summary says which page the Korean one translates.
        let summary = try #require(result.documents.first { $0.file == "ko/badges.md" })
        #expect(summary.pairedWith == "en/badges.md")
        #expect(try #require(result.documents.first { $0.file == "en/badges.md" }).pairedGuidelines == 6)
    }

    @Test func withoutLinksTheWordsStillPairTheRevision() throws {
        // The same pages with every link taken out: only the words, Latin terms and numbers say which is which.
        let corpus = try Self.corpus()
        for file in ["en/badges.md", "ko/badges.md"] {
            let text = try String(contentsOf: corpus.folder.appendingPathComponent(file), encoding: .utf8)
            let unlinked = text.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            try corpus.write(file, unlinked)
        }
        let result = try corpus.ingest()
        let pairs = result.rules.compactMap { rule -> (String, String)? in
            guard let english = rule.english.first?.title, let korean = Self.korean(of: rule, from: "ko/badges.md") else { return nil }
            return (english, korean)
        }
        #expect(pairs.count >= 6)
        #expect(pairs.contains { $0 == ("Place a badge where people expect it.", "배지가 있을 것이라 예상하는 위치에 배지를 배치하십시오.") })
        #expect(!pairs.contains { $0.0.hasPrefix("Don") }, "the guideline the revision dropped took another's Korean")
        #expect(!pairs.contains { $0.1.hasPrefix("배지를 애니메이션으로") }, "the guideline the revision added took another's English")
    }

    @Test func theManifestCanSayWhichPageATranslationTranslates() throws {
        // Without an address or a page name in common, only the manifest ties the two.
        let manifest = #"{"documents": [{"file": "ko/notes.md", "translates": "en/badges.md"}]}"#
        let corpus = try Self.corpus(manifest: manifest, korean: "ko/notes.md")
        let text = try String(contentsOf: corpus.folder.appendingPathComponent("ko/notes.md"), encoding: .utf8)
        try corpus.write("ko/notes.md", text.replacingOccurrences(of: "# 배지\n\nSource: https://developer.apple.com/kr/design/human-interface-guidelines/badges\n", with: "# 번역 노트\n"))
        let result = try corpus.ingest()
        #expect(result.documents.first { $0.file == "ko/notes.md" }?.pairedWith == "en/badges.md")
    }

    @Test func unrelatedPagesDoNotPair() throws {
        let corpus = try Self.corpus()
        let korean = try String(contentsOf: corpus.folder.appendingPathComponent("ko/badges.md"), encoding: .utf8)
        try corpus.write("ko/badges.md", korean.replacingOccurrences(of: "/badges", with: "/sliders").replacingOccurrences(of: "# 배지", with: "# 슬라이더"))
        let result = try corpus.ingest()
        #expect(result.documents.allSatisfy { $0.pairedWith == nil })
        #expect(result.rules.allSatisfy { $0.english.isEmpty || $0.translations.isEmpty })
    }
}
