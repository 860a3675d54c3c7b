import Foundation
import HIGText

/// A query analyzed and looked up: the terms worth scoring, their weights and IDF.
///
/// Term weights by kind: words, numbers and word-initial bigrams 1, bigrams
/// inside a word 0.7 (`숨기기` → `숨기` 1, `기기` 0.7); bigrams across a space
/// in the query (`모달 사용` → `달사`) 0.5, since they mostly say "these two
/// words are adjacent"; lone-syllable unigrams (`창`, or a particle typed apart
/// like `을`) 0.4, since one syllable is weak evidence; a loanword's sound key
/// (`플레이스홀더` → the key of `placeholder`) 0.3 per consonant of the key (see
/// `soundWeight`), an English word's key in Hangul text 0.3. A term repeated in the query adds up,
/// to at most 2.
struct QueryPlan {
    struct Term {
        var text: String
        var kind: Token.Kind
        var weight: Double
        var queryPositions: [Int]
        var info: TermInfo?
        var idf: Double = 0
        /// A bigram that starts a word of the query: matches that start a word in the
        /// rule are worth more (see `Searcher.rerank`).
        var anchored = false
        /// Document flags (`IndexFormat.documentHas…`) of the rules the term does not count
        /// for: a translation of the query's words helps only rules without text in the
        /// language typed, which match the words themselves.
        var onlyWithout: UInt16 = 0
    }

    /// Distinct terms in query order (including ones the index does not know).
    var terms: [Term] = []

    /// Weight of a bigram that does not start a word of the query.
    static let innerBigramWeight = 0.7

    static func weight(of kind: Token.Kind) -> Double {
        switch kind {
        case .word, .number, .bigram: 1
        case .spacedBigram: 0.5
        case .unigram: 0.4
        case .sound: 0.3
        case .choseongBigram: 0.6
        case .choseongSpacedBigram: 0.3
        case .choseongUnigram: 0.3
        }
    }

    /// A Hangul loanword finding its English spelling stands for the whole word, whose
    /// bigrams would each have counted: its weight grows with the key. An English word
    /// finding a Hangul spelling is a weak extra, since the rule usually has the English too.
    static func soundWeight(_ term: String) -> Double {
        guard term.hasPrefix(SoundKey.englishPrefix) else { return 0.3 }
        return min(2, 0.3 * Double(term.count - SoundKey.englishPrefix.count))
    }

    /// One text the query is searched as: the query as typed, or as corrected, completed or
    /// translated, each weighed by `factor`. Blocks stand apart: their positions are
    /// `blockStride` apart, so proximity pairs terms of one block only.
    struct Block {
        var text: String
        var factor: Double
        /// UTF-16 ranges of `text` holding question words (see `QueryWords.questionRanges`).
        var questionRanges: [Range<Int>] = []
        /// For a translation of some of the query's words: the language they were typed in.
        var translatedFrom: Language? = nil

        /// The document flags of rules the block's terms do not count for.
        var onlyWithout: UInt16 {
            switch translatedFrom {
            case .korean?: IndexFormat.documentHasKorean
            case .english?: IndexFormat.documentHasEnglish
            default: 0
            }
        }
    }

    /// Position distance between blocks; larger than any query's positions.
    static let blockStride = 1 << 12
    /// Share of its weight a term keeps when it lies inside a question word or ending.
    static let questionFactor = 0.15
    /// … when it overlaps one (`용하` in `사용하나요`).
    static let partlyQuestionFactor = 0.5

    /// The plan of the query as typed.
    init(text: String, analyzer: Analyzer) {
        self.init(blocks: [Block(text: text, factor: 1)], analyzer: analyzer)
    }

    /// The plan of several blocks, in order (the first one's terms are kept first when
    /// `SearchQuery.maxTerms` cuts). A term repeated inside a block adds up, to at most 2;
    /// across blocks it takes its largest weight.
    init(blocks: [Block], analyzer: Analyzer) {
        var index: [String: Int] = [:]
        for (number, block) in blocks.enumerated() {
            var blockWeights: [Int: Double] = [:]
            let query = Self.truncated(block.text)
            let units = Array(query.utf16)
            for token in analyzer.tokens(query, mode: .query) {
                let weight = Self.weight(of: token, units: units) * block.factor
                    * Self.questionShare(token.range, block.questionRanges)
                let position = number * Self.blockStride + token.position
                let anchored = token.kind == .bigram && !(token.start > 0 && Script.isHangulSyllable(units[token.start - 1]))
                let t: Int
                if let known = index[token.term] {
                    t = known
                    terms[t].queryPositions.append(position)
                    terms[t].anchored = terms[t].anchored || anchored
                    terms[t].onlyWithout &= block.onlyWithout
                } else {
                    guard terms.count < SearchQuery.maxTerms else { continue }
                    t = terms.count
                    index[token.term] = t
                    terms.append(Term(text: token.term, kind: token.kind, weight: 0, queryPositions: [position],
                                      anchored: anchored, onlyWithout: block.onlyWithout))
                }
                blockWeights[t] = min(2, blockWeights[t, default: 0] + weight)
            }
            for (t, weight) in blockWeights { terms[t].weight = max(terms[t].weight, weight) }
        }
    }

    /// The weight of one query token by its kind and place (see the type's summary).
    static func weight(of token: Token, units: [UInt16]) -> Double {
        if token.kind == .sound { return soundWeight(token.term) }
        if token.kind == .bigram && token.start > 0 && Script.isHangulSyllable(units[token.start - 1]) {
            // Inside a word: endings and particles (닫기전에 → 기전, 전에), or a
            // bigram that happens to spell another word (숨기기 → 기기 "device").
            return innerBigramWeight
        }
        return weight(of: token.kind)
    }

    /// The share of its weight a token keeps given the query's question words.
    static func questionShare(_ range: Range<Int>, _ questions: [Range<Int>]) -> Double {
        var share = 1.0
        for question in questions where question.overlaps(range) {
            share = min(share, question.contains(range.lowerBound) && range.upperBound <= question.upperBound
                        ? questionFactor : partlyQuestionFactor)
        }
        return share
    }

    /// The text cut to `SearchQuery.maxTextLength` UTF-16 units, at a scalar boundary.
    static func truncated(_ text: String) -> String {
        guard text.utf16.count > SearchQuery.maxTextLength else { return text }
        var units = 0
        var end = text.unicodeScalars.startIndex
        for scalar in text.unicodeScalars {
            units += scalar.utf16.count
            if units > SearchQuery.maxTextLength { break }
            end = text.unicodeScalars.index(after: end)
        }
        return String(text.unicodeScalars[..<end])
    }

    /// Looks every term up and computes its IDF over `ruleCount` rules.
    mutating func resolve(in reader: IndexReader, raw: RawBytes) {
        let n = Double(reader.ruleCount)
        for i in terms.indices {
            guard let info = reader.lookup(Array(terms[i].text.utf8), in: raw) else { continue }
            let df = Double(info.documentFrequency)
            terms[i].info = info
            terms[i].idf = log(1 + (n - df + 0.5) / (df + 0.5))
        }
    }
}
