import Foundation
import Testing
@testable import HIGIngest
import HIGModel
import HIGText

/// The shipped corpus with every development page added (`../shared/corpus/dev/`: machine-translated
/// Markdown, English HIG pages, Apple's Korean pages), held to ingest's promises on pages it was not
/// written for: IDs that do not move, no chrome as rules, the page as topic, nothing lost, one rule per
/// guideline.
@Suite struct DevelopmentCorpusTests {
    /// The topics the shipped documents are about.
    static let seedTopics: [String: Set<String>] = [
        "000": ["loading", "modality"], "001": ["modality"], "002": ["modality"], "003": ["progress-indicators"], "004": ["multitasking"],
    ]

    @Test func idsDoNotMoveOverReindexingOrWhenAPageIsAdded() throws {
        guard let corpus = try DevelopmentCorpus.shared() else { return }
        let ids = { (result: IngestResult) in Dictionary(result.rules.flatMap { rule in rule.english.map { ($0.title, rule.id) } }, uniquingKeysWith: { a, _ in a }) }
        #expect(ids(corpus.again) == ids(corpus.withoutOnePage))
        #expect(corpus.again.registry.serialized() == corpus.withoutOnePage.registry.serialized())
        let after = ids(corpus.result)
        let moved = ids(corpus.again).filter { after[$0.key] != $0.value }
        #expect(moved.isEmpty, "\(moved.prefix(5))")
        #expect(corpus.result.rules.contains { $0.translations.contains { $0.source.document == DevelopmentCorpus.addedPage } })
    }

    @Test func noRuleIsPageChrome() throws {
        guard let corpus = try DevelopmentCorpus.shared() else { return }
        // The forms chrome takes on these pages: navigation and type lines, footers, link lists, image lines,
        // placeholders, quote and bold residue, platform lines.
        let chrome = ["Extracted by", "Navigation:", "https://", "http://", "](", "— SwiftUI", "— UIKit", "— AppKit", "[video:", "**",
                      "No additional considerations", "추가 고려 사항"]
        var found: [String] = []
        for rule in corpus.result.rules {
            let texts = rule.english.map(\.text) + rule.translations.map(\.text)
            for text in texts {
                if chrome.contains(where: text.contains) || text.hasPrefix(">") || text.hasPrefix("[") || text.lowercased() == "article" {
                    found.append("\(rule.id): \(text.prefix(60))")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
        // The table of contents is all chrome: it gives no rule.
        #expect(!corpus.result.rules.contains { $0.english.contains { $0.sources.contains { $0.document == "en-_contents.md" } } })
    }

    @Test func rulesStandUnderTheirPagesTopic() throws {
        guard let corpus = try DevelopmentCorpus.shared() else { return }
        var wrong: [String] = []
        for rule in corpus.result.rules {
            let documents = Set(rule.english.flatMap { $0.sources.map(\.document) } + rule.translations.map(\.source.document))
            let right = documents.allSatisfy { document in
                if let page = DevelopmentCorpus.page(of: document) { return rule.topic.slug == page }
                return Self.seedTopics[String(document.prefix(3))]?.contains(rule.topic.slug) ?? true
            }
            if !right { wrong.append("\(rule.id) \(rule.topic.slug) \(documents.sorted())") }
        }
        #expect(Double(wrong.count) <= 0.05 * Double(corpus.result.rules.count), "\(wrong.prefix(10))")
        #expect(!corpus.result.rules.contains { ["모범-사례", "구조", "best-practices", "platform-considerations"].contains($0.topic.slug) })
    }

    @Test func translationsAreNotLost() throws {
        guard let corpus = try DevelopmentCorpus.shared() else { return }
        var covered: [String: [LineRange]] = [:]
        for rule in corpus.result.rules { for translation in rule.translations { covered[translation.source.document, default: []].append(translation.source.lines) } }
        var korean = 0
        var lost: [String] = []
        for (folder, prefix) in DevelopmentCorpus.folders {
            let url = DevelopmentCorpus.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".md") {
                let file = prefix + name
                for block in try Ingester.inspect(corpus.corpus.folder.appendingPathComponent(file)) where block.language == "ko" {
                    if block.role == "dropped: translator's aside" || block.role == "dropped: afterword" {
                        lost.append("\(file):\(block.lines.first) (\(block.role))")
                        continue
                    }
                    guard ["paragraph", "item", "title", "table"].contains(where: block.role.hasPrefix) || block.role.hasPrefix("note") else { continue }
                    korean += 1
                    if !(covered[file] ?? []).contains(where: { $0.first <= block.lines.first && block.lines.first <= $0.last }) {
                        lost.append("\(file):\(block.lines.first)")
                    }
                }
            }
        }
        #expect(korean > 300)
        #expect(Double(lost.count) <= 0.02 * Double(korean), "\(lost.count) of \(korean): \(lost.prefix(10))")
    }

    @Test func oneRulePerGuideline() throws {
        guard let corpus = try DevelopmentCorpus.shared() else { return }
        // No two rules of a topic share an English title, and none has a near-copy of another's: reworded
        // versions of one guideline (the 2023 and the current HIG) are one rule.
        var titles: [String: [(id: RuleID, signature: Set<String>)]] = [:]
        var duplicates: [String] = []
        for rule in corpus.result.rules {
            for english in rule.english {
                let signature = Set(LexiconUnits.english(english.title))
                for other in titles[rule.topic.slug, default: []] where other.id != rule.id && signature.count >= 3 {
                    let shared = Double(signature.intersection(other.signature).count)
                    if 2 * shared / Double(signature.count + other.signature.count) >= 0.85 { duplicates.append("\(rule.id) ~ \(other.id): \(english.title)") }
                }
                titles[rule.topic.slug, default: []].append((rule.id, signature))
            }
        }
        #expect(duplicates.isEmpty, "\(duplicates)")
        // The guideline both versions of Sheets state is one rule with both English versions.
        let both = corpus.result.rules.filter { rule in
            let documents = Set(rule.english.flatMap { $0.sources.map(\.document) })
            return documents.contains("en-sheets.md") && documents.contains("papago-sheets.md")
        }
        #expect(both.count >= 15)
    }
}
