import Foundation
import HIGText
import Testing
import _HIGTestSupport
@testable import HIGSearch

@Suite struct LexiconSectionTests {
    /// A lexicon learned from the fixture rules' aligned texts, as an ingest learns one.
    static let learned = LexiconLearner().learn(RuleFixtures.all.map { rule in
        (LexiconUnits.english(rule.english.map(\.text).joined(separator: "\n")),
         LexiconUnits.korean(rule.translations.map(\.text).joined(separator: "\n")))
    })

    static func index(_ lexicon: BilingualLexicon) throws -> IndexReader {
        try IndexReader(data: IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "lexicon", lexicon: lexicon))
    }

    /// The index's bytes with the lexicon section replaced (what an older writer, or damage, leaves).
    static func index(lexiconSection: [UInt8]) throws -> IndexReader {
        let data = try IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "lexicon", lexicon: learned)
        let bytes = [UInt8](data)
        let sections = try bytes.withUnsafeBytes { buffer throws(IndexError) in
            let ranges = try SectionDirectory.sections(in: RawBytes(buffer))
            return IndexSection.stored.map { section in
                (section, section == .lexicon ? lexiconSection : Array(bytes[ranges[section]!]))
            }
        }
        return try IndexReader(data: Data(SectionDirectory.assemble(sections)))
    }

    /// Every stem and every unit looked up in place answers what decoding format 1 answered.
    @Test func lookupsInPlaceAnswerAsTheDecodedLexicon() throws {
        let old = try #require(BilingualLexicon(serialized: Self.learned.serialized()))
        #expect(old.count > 50)
        let pairs = try #require(try Self.index(Self.learned).learnedPairs())
        #expect(pairs is MappedLexicon)
        for stem in old.koreanByEnglish.keys { #expect(pairs.korean(forEnglish: stem) == old.korean(forEnglish: stem)) }
        for unit in old.englishByKorean.keys { #expect(pairs.english(forKorean: unit) == old.english(forKorean: unit)) }
        for missing in ["", "zzz", "뷁", "modalx"] {
            #expect(pairs.korean(forEnglish: missing).isEmpty && pairs.english(forKorean: missing).isEmpty)
        }
        #expect(try Self.index(Self.learned).lexicon() == old)
    }

    @Test func anEmptyLexiconHasNoPairs() throws {
        let reader = try Self.index(BilingualLexicon())
        #expect(reader.learnedPairs() == nil)
        #expect(reader.lexicon().isEmpty)
    }

    /// An index written with lexicon format 1 is still read, with the same answers.
    @Test func formatOneIsStillRead() throws {
        let reader = try Self.index(lexiconSection: Self.learned.serialized())
        let pairs = try #require(reader.learnedPairs())
        #expect(pairs is BilingualLexicon)
        let old = try #require(BilingualLexicon(serialized: Self.learned.serialized()))
        #expect(reader.lexicon() == old)
        let searcher = Searcher(reader: reader), current = Searcher(reader: try Self.index(Self.learned))
        for query in ["dismiss a modal", "모달 닫는 버튼", "progress", "로딩"] {
            let a = searcher.search(SearchQuery(text: query)).results.map(\.id)
            let b = current.search(SearchQuery(text: query)).results.map(\.id)
            #expect(a == b)
        }
    }

    @Test func aDamagedTableIsRejected() throws {
        var bytes = LexiconSection.encode(Self.learned)
        let view = bytes.withUnsafeBytes { LexiconSection.View(RawBytes($0), 0..<bytes.count) }
        // The first English → Korean entry names a unit past the last.
        bytes.replaceSubrange(view.stems.pairs..<(view.stems.pairs + 4), with: [0xFF, 0xFF, 0, 0])
        #expect(throws: IndexError.corrupt(.lexicon, "bad key number")) { try Self.index(lexiconSection: bytes) }
        #expect(throws: IndexError.self) { try Self.index(lexiconSection: Array(LexiconSection.encode(Self.learned).prefix(20))) }
    }
}
