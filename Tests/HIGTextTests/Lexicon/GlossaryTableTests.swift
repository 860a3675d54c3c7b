import Testing
@testable import HIGText

@Suite struct GlossaryTableTests {
    let stemmer = EnglishStemmer()

    /// The owner of bytes a test reads a table from.
    final class Bytes {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The table read back from its own bytes, as an index gives them.
    func reread(_ glossary: Glossary) throws -> Glossary {
        let owner = Bytes(glossary.table.serialized)
        let table = try #require(owner.bytes.withUnsafeBytes { GlossaryTable(bytes: $0, owner: owner) })
        return Glossary(table: table)
    }

    func matches(_ words: [String], _ glossary: Glossary) -> [Glossary.Match] {
        glossary.matches(words: words, stems: words.map { word in
            word.unicodeScalars.allSatisfy { Script.isLatinLetter($0.value) } ? stemmer.stem(word) : nil
        })
    }

    /// Every term of the standard glossary, typed as a query, is found as it was in the table it was
    /// parsed into and in the same table read back from its bytes.
    @Test func theStandardGlossaryReadBackAnswersTheSame() throws {
        let standard = Glossary.standard, stored = try reread(standard)
        #expect(stored.concepts == standard.concepts)
        #expect(stored.koreanTerms == standard.koreanTerms && stored.englishWords == standard.englishWords)
        for concept in standard.concepts {
            // Typed as a query's words are split: English at anything but letters and digits.
            let typed = concept.english.map(Glossary.englishWords) + concept.korean.map { $0.split(separator: " ").map(String.init) }
            for (term, words) in zip(concept.english + concept.korean, typed) {
                let found = matches(words, standard)
                #expect(found == matches(words, stored))
                #expect(!found.isEmpty, "\(term)")
            }
            for term in concept.korean {
                let spaceless = String(term.filter { $0 != " " })
                #expect(standard.hasKoreanTerm(spaceless) && stored.hasKoreanTerm(spaceless))
            }
        }
        for stem in standard.englishStems { #expect(stored.hasEnglishStem(stem)) }
        for missing in ["", "zzz", "뷁", "modalx"] {
            #expect(!stored.hasEnglishStem(missing) && !stored.hasKoreanTerm(missing))
            #expect(matches([missing], stored).isEmpty)
        }
    }

    /// Terms sharing a first stem or syllable are tried in the glossary's order, so ties go to the
    /// line written first.
    @Test func candidatesKeepTheGlossarysOrder() throws {
        let glossary = try Glossary(parsing: """
        tab bar = 탭 바
        tab view = 탭 뷰
        tab = 탭
        bar = 바
        """, stemmer: stemmer)
        #expect(matches(["tab", "bar"], glossary).map(\.concept) == [0])
        #expect(matches(["tab"], glossary).map(\.concept) == [2])
        #expect(matches(["탭", "뷰"], try reread(glossary)).map(\.concept) == [1])
    }

    @Test func malformedBytesAreRefused() throws {
        let bytes = Glossary.standard.table.serialized
        let owner = Bytes(bytes)
        for length in [0, 10, 36, bytes.count / 2, bytes.count - 1] {
            let prefix = Array(bytes.prefix(length))
            #expect(prefix.withUnsafeBytes { GlossaryTable(bytes: $0, owner: owner) } == nil)
        }
        // A concept count past what the bytes hold.
        var large = bytes
        large.replaceSubrange(0..<4, with: [0xFF, 0xFF, 0x0F, 0])
        #expect(large.withUnsafeBytes { GlossaryTable(bytes: $0, owner: owner) } == nil)
    }
}
