import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

@Suite struct IndexBuilderTests {
    let builder = IndexBuilder(analyzer: Analyzer(), parameters: .default)

    /// Records compressed as each is made (a large corpus) are the bytes of the records all made
    /// first: the same dictionary from the same sampled records, the same frames, the same table.
    @Test func recordsCompressedAsMadeAreTheRecordsMadeFirst() throws {
        let rules = SyntheticRules.make(count: IndexBuilder.rulesCheckingTheDictionary + 300)
        let asMade = try #require(try builder.recordSectionsAsMade(rules))
        let ofAll = try builder.recordSectionsOfAll(rules)
        #expect(asMade.dictionary.count == RecordCodec.maxDictionary)
        #expect(asMade.dictionary == ofAll.dictionary)
        #expect(asMade.records == ofAll.records)
    }

    /// Below the threshold the dictionary must be weighed against all the records, so they are all made first.
    @Test func smallCorporaMakeEveryRecordFirst() throws {
        let rules = SyntheticRules.make(count: IndexBuilder.rulesCheckingTheDictionary - 1)
        #expect(try builder.recordSectionsAsMade(rules) == nil)
    }
}
