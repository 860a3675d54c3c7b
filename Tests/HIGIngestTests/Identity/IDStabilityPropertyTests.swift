import Foundation
import _HIGTestSupport
import Testing
@testable import HIGIngest
import HIGModel

/// IDs never move: generated corpora indexed again, with their files renamed (so read in another
/// order), with a document added and one removed, keep every rule's ID; numbers are never reused;
/// identical text under two pages is two rules, each with its page's ID.
@Suite struct IDStabilityPropertyTests {
    /// The test-support SplitMix64, so a failure names the seed that found it.
    struct Generator {
        var random: SplitMix64
        init(state: UInt64) { random = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { random.next() }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let pages = ["Alerts", "Sheets", "Toolbars"]
    static let verbs = ["Use", "Avoid", "Keep", "Prefer", "Consider", "Show", "Provide", "Limit"]
    static let syllables = Array("가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후").map(String.init)

    /// Made-up English words, so that two generated guidelines share words only by chance.
    static func word(_ random: inout Generator) -> String {
        let consonants = Array("bcdfgklmnprstvz"), vowels = Array("aeiou")
        return String((0..<3).flatMap { _ in [random.pick(consonants), random.pick(vowels)] })
    }

    /// One guideline of a page: its English title and its Korean translation.
    struct Guideline: Hashable {
        var page: String
        var english: String
        var korean: String
    }

    /// Every page's guidelines; a few Korean texts repeat on every page, as a platform line would.
    static func pool(_ random: inout Generator) -> [String: [Guideline]] {
        var pool: [String: [Guideline]] = [:]
        let shared = "공통 " + (0..<3).map { _ in random.pick(syllables) + random.pick(syllables) }.joined(separator: " ") + "하세요."
        for page in pages {
            var seen = Set<String>()
            var guidelines: [Guideline] = []
            while guidelines.count < 8 {
                let english = "\(random.pick(verbs)) the \(word(&random)) of a \(word(&random)) \(word(&random)) \(word(&random))"
                guard seen.insert(english).inserted else { continue }
                let korean = (0..<4).map { _ in random.pick(syllables) + random.pick(syllables) }.joined(separator: " ") + "하세요."
                guidelines.append(Guideline(page: page, english: english, korean: guidelines.count == 7 ? shared : korean))
            }
            pool[page] = guidelines
        }
        return pool
    }

    /// A page translated in Markdown: each bold-led English guideline with its Korean quoted under it.
    static func document(page: String, guidelines: [Guideline]) -> String {
        "# \(page)\n\n" + guidelines.map { "**\($0.english).** More about the \($0.english.lowercased()).\n\n> \($0.korean) 자세한 설명입니다.\n" }
            .joined(separator: "\n")
    }

    static func corpus(_ random: inout Generator, pool: [String: [Guideline]], documents: Int) -> [String: String] {
        var files: [String: String] = [:]
        for _ in 0..<documents {
            let page = random.pick(pages)
            let chosen = pool[page]!.filter { _ in random.below(3) > 0 }
            guard !chosen.isEmpty else { continue }
            files["doc-\(random.next() % 100_000).md"] = document(page: page, guidelines: chosen)
        }
        return files
    }

    /// The ID each guideline has, by its English title.
    static func ids(_ result: IngestResult) -> [String: RuleID] {
        var ids: [String: RuleID] = [:]
        for rule in result.rules { for english in rule.english { ids[english.title] = rule.id } }
        return ids
    }

    @Test(arguments: 1...12) func idsNeverMove(seed: UInt64) throws {
        var random = Generator(state: seed)
        let pool = Self.pool(&random)
        let files = Self.corpus(&random, pool: pool, documents: 5)
        let corpus = try TestCorpus(files)
        let first = try corpus.ingest()
        let firstIDs = Self.ids(first)
        var everGiven: [RuleID: String] = [:]
        func remember(_ result: IngestResult) {
            for rule in result.rules {
                let identity = rule.english.map(\.title).min() ?? rule.title
                if let before = everGiven[rule.id] {
                    #expect(before == identity, "seed \(seed): \(rule.id) was \(before), now \(identity)")
                }
                everGiven[rule.id] = identity
            }
        }
        remember(first)

        // The same corpus again: the same IDs and the same registry, byte for byte.
        let again = try corpus.ingest(registry: first.registry)
        #expect(Self.ids(again) == firstIDs, "seed \(seed)")
        #expect(again.registry.serialized() == first.registry.serialized(), "seed \(seed)")
        remember(again)

        // Renamed files are read in another order.
        let renamed = try TestCorpus(Dictionary(uniqueKeysWithValues: files.map { ("r\(random.next() % 100_000)-\($0.key)", $0.value) }))
        let shuffled = try renamed.ingest(registry: again.registry)
        #expect(Self.ids(shuffled) == firstIDs, "seed \(seed)")
        remember(shuffled)

        // A document added: every guideline keeps its ID.
        let page = random.pick(Self.pages)
        try corpus.write("added-\(seed).md", Self.document(page: page, guidelines: pool[page]!))
        let added = try corpus.ingest(registry: again.registry)
        let addedIDs = Self.ids(added)
        for (title, id) in firstIDs { #expect(addedIDs[title] == id, "seed \(seed): \(title)") }
        remember(added)

        // A document removed: the guidelines still in the corpus keep their IDs.
        let removed = try #require(files.keys.sorted().first)
        try FileManager.default.removeItem(at: corpus.folder.appendingPathComponent(removed))
        let afterRemoval = try corpus.ingest(registry: added.registry)
        for (title, id) in Self.ids(afterRemoval) { #expect(addedIDs[title] == id, "seed \(seed): \(title)") }
        remember(afterRemoval)

        // The same Korean text on two pages is two rules, each with its page's ID.
        for rule in afterRemoval.rules { #expect(rule.id.topicSlug == rule.topic.slug, "seed \(seed): \(rule.id) on \(rule.topic.slug)") }
    }
}
