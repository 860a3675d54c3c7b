import Foundation
import HIGText
import Testing
import _HIGTestSupport
@testable import HIGSearch

@Suite struct GlossarySectionTests {
    static func encoded() throws -> [UInt8] {
        [UInt8](try IndexWriter.encode(rules: RuleFixtures.all, fingerprint: "glossary"))
    }

    /// The index's bytes with the glossary section replaced (what another build, or damage, leaves).
    static func index(glossarySection: [UInt8]) throws -> IndexReader {
        let bytes = try encoded()
        let sections = try bytes.withUnsafeBytes { buffer throws(IndexError) in
            let ranges = try SectionDirectory.sections(in: RawBytes(buffer))
            return IndexSection.stored.map { section in
                (section, section == .glossary ? glossarySection : Array(bytes[ranges[section]!]))
            }
        }
        return try IndexReader(data: Data(SectionDirectory.assemble(sections)))
    }

    static let queries = ["dismiss a modal", "모달 닫는 버튼", "프로그레스바", "툴바 항목", "alerts", "얼럿", "progress indicator"]

    @Test func theIndexStoresTheStandardGlossaryParsed() throws {
        let reader = try IndexReader(data: Data(try Self.encoded()))
        let stored = try #require(reader.standardGlossary)
        #expect(stored.concepts == Glossary.standard.concepts)
        #expect(stored.koreanTerms == Glossary.standard.koreanTerms)
        #expect(stored.englishStems == Glossary.standard.englishStems)
        #expect(reader.sectionSizes["glossary"] == GlossarySection.encode(.standard, fingerprint: Glossary.standardFingerprint).count)
    }

    /// Tables parsed from another glossary text are left unused: this build parses its own, and
    /// answers as with the tables of its own text.
    @Test func anotherBuildsGlossaryIsNotUsed() throws {
        let other = try Glossary(parsing: "alert = 경고", stemmer: EnglishStemmer())
        let reader = try Self.index(glossarySection: GlossarySection.encode(other, fingerprint: Glossary.standardFingerprint &+ 1))
        #expect(reader.standardGlossary == nil)
        let current = Searcher(reader: try IndexReader(data: Data(try Self.encoded())))
        let fallback = Searcher(reader: reader)
        for query in Self.queries {
            #expect(fallback.search(SearchQuery(text: query)).results.map(\.id)
                    == current.search(SearchQuery(text: query)).results.map(\.id))
        }
    }

    @Test func damagedTablesAreRejected() throws {
        var bytes = GlossarySection.encode(.standard, fingerprint: Glossary.standardFingerprint)
        // The first string offset must be 0.
        bytes.replaceSubrange((GlossarySection.headerSize + 36)..<(GlossarySection.headerSize + 40), with: [1, 0, 0, 0])
        #expect(throws: IndexError.corrupt(.glossary, "bad tables")) { try Self.index(glossarySection: bytes) }
        #expect(throws: IndexError.corrupt(.glossary, "bad tables")) {
            try Self.index(glossarySection: Array(GlossarySection.encode(.standard, fingerprint: 0).prefix(400)))
        }
        #expect(throws: IndexError.corrupt(.glossary, "bad header")) { try Self.index(glossarySection: [2, 0, 0]) }
    }
}
