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
    }

    /// Distinct terms in query order (including ones the index does not know).
    var terms: [Term] = []

    /// Weight of a bigram that does not start a word of the query.
    static let innerBigramWeight = 0.7

    static func isSyllable(_ unit: UInt16) -> Bool { unit >= 0xAC00 && unit <= 0xD7A3 }

    static func weight(of kind: Token.Kind) -> Double {
        switch kind {
        case .word, .number, .bigram: 1
        case .spacedBigram: 0.5
        case .unigram: 0.4
        case .sound: 0.3
        }
    }

    /// A Hangul loanword finding its English spelling stands for the whole word, whose
    /// bigrams would each have counted: its weight grows with the key. An English word
    /// finding a Hangul spelling is a weak extra, since the rule usually has the English too.
    static func soundWeight(_ term: String) -> Double {
        guard term.hasPrefix(SoundKey.englishPrefix) else { return 0.3 }
        return min(2, 0.3 * Double(term.count - SoundKey.englishPrefix.count))
    }

    init(text: String, analyzer: Analyzer) {
        var query = text
        if text.utf16.count > SearchQuery.maxTextLength {
            // Keep whole scalars up to the limit (a cut may split a character; harmless here).
            var units = 0
            var end = text.unicodeScalars.startIndex
            for scalar in text.unicodeScalars {
                units += scalar.utf16.count
                if units > SearchQuery.maxTextLength { break }
                end = text.unicodeScalars.index(after: end)
            }
            query = String(text.unicodeScalars[..<end])
        }
        var index: [String: Int] = [:]
        let units = Array(query.utf16)
        for token in analyzer.tokens(query, mode: .query) {
            var weight = Self.weight(of: token.kind)
            if token.kind == .sound {
                weight = Self.soundWeight(token.term)
            }
            let inner = token.start > 0 && Self.isSyllable(units[token.start - 1])
            if token.kind == .bigram && inner {
                // Inside a word: endings and particles (닫기전에 → 기전, 전에), or a
                // bigram that happens to spell another word (숨기기 → 기기 "device").
                weight = Self.innerBigramWeight
            }
            if let known = index[token.term] {
                terms[known].weight = min(2, terms[known].weight + weight)
                terms[known].queryPositions.append(token.position)
            } else {
                guard terms.count < SearchQuery.maxTerms else { continue }
                index[token.term] = terms.count
                terms.append(Term(text: token.term, kind: token.kind, weight: weight, queryPositions: [token.position],
                                  anchored: token.kind == .bigram && !inner))
            }
        }
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
