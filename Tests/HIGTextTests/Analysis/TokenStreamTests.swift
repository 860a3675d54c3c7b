import Foundation
import Testing
import HIGText

/// The index build's token stream (`Analyzer.tokens(_:mode:into:)`: term bytes, no strings)
/// against the tokens queries and snippets get (`Analyzer.tokens(_:mode:)`): the same terms,
/// kinds, positions and word starts, in the same order, for every text; and the vocabulary's
/// words the stream collects on the same pass, as `Analyzer.forEachVocabularyWord` gives them;
/// and a stream that remembers words (the index build's) against one that does not.
@Suite struct TokenStreamTests {
    let analyzer = Analyzer()

    /// Texts that reach every filter: particles, spacing, initials typed and composed, loanwords,
    /// numbers, apostrophes, stop words, accented and over-long Latin words, NBSP, decomposed jamo.
    static let texts = [
        "모달 뷰를 닫기 전에 저장하세요.", "모달뷰를닫기전에", "플레이스홀더를 쓰지 마세요", "ㅁㄷ 닫기 ㄱ 모달 ㅂ",
        "Don't dismiss the modal view; it's the user's choice.", "iOS13 and iPadOS 17.2 support 4K",
        "progress bar를 사용자가 볼 수 있게", "Café naïve résumé — “quoted” text", "a an the is of",
        String(repeating: "x", count: 50) + " supercalifragilistic 12345678901234567890123",
        "모달\u{00A0}뷰 \u{1106}\u{1169}\u{1103}\u{1161}\u{11AF}", "placeholder placeholders indicator indicators",
        "버튼에서는 툴바의 항목을 그룹으로 묶거나", "", "   ", "ㅏㅓ 모ㅏ",
    ]

    func expectSameTokens(_ text: String, _ mode: AnalysisMode) {
        let match = MatchText(text)
        let tokens = analyzer.tokens(match, mode: mode)
        let bare = MatchText(text, offsets: false)
        #expect(bare.scalars == match.scalars)
        var stream = TokenStream(vocabulary: true)
        stream.append(.word, position: 0, startsWord: true, scalars: 0, 0, of: match, capacity: 4) { _ in 0 }  // no token
        analyzer.tokens(bare, mode: mode, into: &stream)
        #expect(stream.count == tokens.count, "\(text)")
        var words: [String] = []
        var streamWords: [String] = []
        analyzer.forEachVocabularyWord(in: bare) { words.append($0) }
        stream.forEachVocabularyWord { streamWords.append(String(decoding: $0, as: UTF8.self)) }
        #expect(streamWords == words, "\(text)")
        for (index, token) in tokens.enumerated() where index < stream.count {
            let entry = stream.entries[index]
            #expect(stream.term(index) == token.term && entry.kind == token.kind && Int(entry.position) == token.position
                    && entry.startsWord == token.startsWord, "\(text): \(token) vs \(stream.term(index))")
        }
    }

    @Test func streamHoldsTheTokensOfEveryFilter() {
        for text in Self.texts {
            expectSameTokens(text, .document)
            expectSameTokens(text, .query)
        }
    }

    /// A stream's tokens as comparable values, sorted (a memoizing stream gives another order).
    static func sortedTokens(_ stream: TokenStream) -> [String] {
        (0..<stream.count).map { index in
            let entry = stream.entries[index]
            return "\(stream.term(index)) \(entry.kind) \(entry.position) \(entry.startsWord)"
        }.sorted()
    }

    static func vocabulary(_ stream: TokenStream) -> [String] {
        var words: [String] = []
        stream.forEachVocabularyWord { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// A memoizing stream (the index build's) against a plain one, text after text in one stream so
    /// that words are replayed from earlier texts and from the same text: the same tokens (terms,
    /// kinds, positions, word starts), the same vocabulary words in the same order, each memo
    /// token always the same term and each memo vocabulary word always the same word.
    func expectSameTokensMemoized(_ texts: [String], into memoized: inout TokenStream, memoTerms: inout [Int: String],
                                  memoWords: inout [Int: String]) {
        for text in texts {
            let match = MatchText(text, offsets: false)
            var plain = TokenStream(vocabulary: true)
            analyzer.tokens(match, mode: .document, into: &plain)
            memoized.removeAll()
            analyzer.tokens(match, mode: .document, into: &memoized)
            #expect(Self.sortedTokens(memoized) == Self.sortedTokens(plain), "\(text)")
            #expect(Self.vocabulary(memoized) == Self.vocabulary(plain), "\(text)")
            plain.forEachVocabularyWord { _, memo in #expect(memo == -1) }
            memoized.forEachVocabularyWord { bytes, memo in
                // Every vocabulary word of a document comes from a remembered word.
                let word = String(decoding: bytes, as: UTF8.self)
                #expect(memo >= 0 && memo < memoized.memoVocabularyCount && memoWords[memo, default: word] == word, "\(text): \(word)")
                memoWords[memo] = word
            }
            for index in 0..<memoized.count {
                // Numbers and the bigrams that span two words are not remembered.
                let entry = memoized.entries[index]
                let remembered = ![.number, .spacedBigram, .choseongSpacedBigram].contains(entry.kind)
                #expect((entry.memo >= 0) == remembered, "\(text): \(memoized.term(index))")
                guard remembered else { continue }
                let memo = Int(entry.memo)
                #expect(memo < memoized.memoTokenCount && memoTerms[memo, default: memoized.term(index)] == memoized.term(index),
                        "\(text)")
                memoTerms[memo] = memoized.term(index)
            }
        }
    }

    @Test func memoizingStreamHoldsTheSameTokens() {
        var memoized = TokenStream(vocabulary: true, memoizingWords: true)
        var memoTerms: [Int: String] = [:]
        var memoWords: [Int: String] = [:]
        let repeated = ["모달 뷰를 닫기 전에 모달 뷰를 닫기", "뷰 뷰 뷰를 뷰", "ㄱ ㄱㄴ 가 ㄱ 가", "the modal the modal view views"]
        expectSameTokensMemoized(Self.texts + repeated + Self.texts.reversed(), into: &memoized, memoTerms: &memoTerms,
                                 memoWords: &memoWords)
        #expect(memoWords.count == memoized.memoVocabularyCount && memoWords.count > 0)
        // Queries keep the filters' order and never replay.
        var query = TokenStream(memoizingWords: true)
        analyzer.tokens(MatchText("모달 ㅂ 모달"), mode: .query, into: &query)
        #expect((0..<query.count).map(query.term) == analyzer.tokens("모달 ㅂ 모달", mode: .query).map(\.term))
        #expect(query.memoTokenCount == 0)
    }

    @Test func streamIsReusedFromTextToText() {
        var stream = TokenStream()
        analyzer.tokens(MatchText("모달 뷰를 닫기"), into: &stream)
        stream.removeAll()
        analyzer.tokens(MatchText("dismiss"), into: &stream)
        #expect((0..<stream.count).map(stream.term) == analyzer.tokens("dismiss").map(\.term))
        var collecting = TokenStream(vocabulary: true)
        analyzer.tokens(MatchText("모달 뷰를 닫기"), into: &collecting)
        collecting.removeAll()
        analyzer.tokens(MatchText("dismisses the 버튼에서는"), into: &collecting)
        var words: [String] = []
        collecting.forEachVocabularyWord { words.append(String(decoding: $0, as: UTF8.self)) }
        #expect(words == ["dismisses", "버튼"])
    }

    /// Every text of the development pages (`../shared/corpus/dev/`), markup and all: the
    /// real variety of what the index reads. Skipped when the pages are absent (`HIG_DEV_PAGES`
    /// names them elsewhere, as for `Scripts/dev-corpus.sh`).
    @Test func streamMatchesTokensOnTheDevelopmentPages() throws {
        let root = ProcessInfo.processInfo.environment["HIG_DEV_PAGES"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared/corpus/dev")
        guard FileManager.default.fileExists(atPath: root.standardizedFileURL.path),
              let files = FileManager.default.enumerator(at: root.standardizedFileURL, includingPropertiesForKeys: nil) else { return }
        var lines = 0
        var memoized = TokenStream(vocabulary: true, memoizingWords: true)
        var memoTerms: [Int: String] = [:]
        var memoWords: [Int: String] = [:]
        for case let file as URL in files where ["md", "txt", "html"].contains(file.pathExtension) {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                expectSameTokens(String(line), .document)
                expectSameTokensMemoized([String(line)], into: &memoized, memoTerms: &memoTerms, memoWords: &memoWords)
                lines += 1
            }
        }
        #expect(lines > 0)
    }

    @Test func vocabularyWordsAsBytesAreTheWords() {
        for text in Self.texts {
            let match = MatchText(text)
            var strings: [String] = []
            var bytes: [String] = []
            analyzer.forEachVocabularyWord(in: match) { strings.append($0) }
            analyzer.forEachVocabularyWord(in: match, bytes: { bytes.append(String(decoding: $0, as: UTF8.self)) })
            #expect(strings == bytes)
        }
        var words: [String] = []
        analyzer.forEachVocabularyWord(in: MatchText("모달을 닫는 dismisses the 버튼에서는 a 창")) { words.append($0) }
        #expect(words == ["모달", "닫는", "dismisses", "버튼"])
    }

    @Test func stopWordsAsBytesAreTheStopWords() {
        for word in StopWords.english.sorted() + ["", "x", "thes", "these", "theirs", "into", "onto", "don't", "모달"] {
            var word = word
            let byBytes = word.withUTF8 { StopWords.contains($0) }
            #expect(byBytes == StopWords.contains(word), "\(word)")
        }
    }

    @Test func stemsAsBytesAreTheStems() {
        let stemmer = EnglishStemmer()
        for word in ["dismisses", "dismissing", "dismissed", "be", "io", "ios", "running", "running", "naïve"] {
            var bytes = word
            var stem = ""
            bytes.withUTF8 { stemmer.withStem(of: $0) { stem = String(decoding: $0, as: UTF8.self) } }
            #expect(stem == EnglishStemmer().stem(word), "\(word)")
        }
    }
}
