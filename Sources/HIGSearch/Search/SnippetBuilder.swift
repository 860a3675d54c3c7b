import HIGModel
import HIGText

/// Picks, for each language of a rule, the sentence that best matches the query,
/// and marks the matched parts in the original text.
///
/// A sentence scores the sum of `weight · idf` over the distinct query terms it
/// contains; the best (first on ties, `tieTolerance`) wins. If no sentence matches, the rule's
/// first sentence is shown unmarked. Highlights are the original-text ranges of
/// the matching tokens, merged where they overlap or touch: searching `모달`
/// marks `모달` inside `모달을`; searching `dismiss` marks all of `dismisses`.
struct SnippetBuilder {
    let analyzer: Analyzer
    /// The query's distinct terms, and their `StableHash`es: a hit names its term by its index here.
    let wantedTerms: [String]
    let wantedHashes: [UInt64]
    /// Each wanted term's weight · idf (a small positive weight for terms the index does not know).
    let wantedWeights: [Double]
    /// Whether some term can match English text (an English word, a number, a sound key).
    let hasLatin: Bool
    /// Buffers reused from sentence to sentence and rule to rule (a builder serves one search).
    private var scratch = Scratch()
    /// Relative difference below which two sentence scores tie (and the first wins): the sums
    /// add the same terms' weights in the order each sentence has them, which rounds differently.
    static let tieTolerance = 1e-9

    private struct Scratch {
        var found: [UInt64] = []
        var hits: [SnippetHit] = []
        var matched: [Range<Int>] = []
        /// Bit `w` set once wanted term `w` has counted for the sentence.
        var counted: [UInt64] = []
    }

    /// - Parameter weights: distinct terms and their weights.
    init(analyzer: Analyzer, weights: [(term: String, weight: Double)]) {
        self.analyzer = analyzer
        wantedTerms = weights.map(\.term)
        wantedHashes = wantedTerms.map(StableHash.of)
        wantedWeights = weights.map(\.weight)
        hasLatin = weights.contains { TermMatcher.canMatchLatin($0.term) }
        scratch.counted = [UInt64](repeating: 0, count: (wantedTerms.count + 63) / 64)
    }

    mutating func snippets(for rule: Rule) -> (korean: Snippet?, english: Snippet?) {
        snippets(for: SnippetSources(rule))
    }

    /// The snippets of a rule whose texts were prepared (split and normalized) beforehand.
    mutating func snippets(for sources: SnippetSources) -> (korean: Snippet?, english: Snippet?) {
        // English text can only match English words and numbers.
        var matcher: TermMatcher?
        guard let indexed = sources.tokens else {
            return (best(in: sources.korean, language: .korean, analyze: true, matcher: &matcher, prepared: nil),
                    best(in: sources.english, language: .english, analyze: hasLatin, matcher: &matcher, prepared: nil))
        }
        let found = indexed.hits(of: wantedHashes, terms: wantedTerms, scratch: &scratch.found)
        return (best(in: sources.korean, language: .korean, analyze: true, matcher: &matcher, prepared: (found, 0)),
                best(in: sources.english, language: .english, analyze: hasLatin, matcher: &matcher,
                     prepared: (found, sources.korean.count)))
    }

    /// The wanted tokens of a plain source, in text order, found by the analyzer (`matcher`
    /// is made on first need).
    private func hits(in source: SnippetSource, matcher: inout TermMatcher?) -> [SnippetHit] {
        guard let match = source.match else { return [] }
        if matcher == nil { matcher = TermMatcher(wantedTerms) }
        let tokens = analyzer.tokens(match, mode: .document, matching: matcher!)
        guard !tokens.isEmpty else { return [] }
        var number: [UTF8Key: Int32] = [:]
        for (w, term) in wantedTerms.enumerated() { number[UTF8Key(term)] = Int32(w) }
        return tokens.map { token in
            SnippetHit(term: number[UTF8Key(token.term)]!, position: Int32(clamping: token.position),
                       start: Int32(clamping: token.start), end: Int32(clamping: token.end), kind: token.kind)
        }
    }

    /// The best sentence of `sources`; with `prepared`, their hits are those of the rule's
    /// indexed tokens, the first source being text number `first` of them.
    private mutating func best(in sources: [SnippetSource], language: Language, analyze: Bool, matcher: inout TermMatcher?,
                      prepared: (found: (hits: [SnippetHit], bounds: [Int]), first: Int)?) -> Snippet? {
        var bestScore = 0.0
        var best: Snippet?
        var first: Snippet?
        for (k, source) in sources.enumerated() {
            if !analyze {
                guard !source.sentences.isEmpty else { continue }
                return Snippet(language: language, text: source.text(ofSentence: 0), highlights: [])
            }
            let tokens: ArraySlice<SnippetHit>
            if let (found, first) = prepared {
                tokens = found.hits[found.bounds[first + k]..<found.bounds[first + k + 1]]
            } else {
                tokens = self.hits(in: source, matcher: &matcher)[...]
            }
            if tokens.isEmpty {
                if first == nil, !source.sentences.isEmpty {
                    first = Snippet(language: language, text: source.text(ofSentence: 0), highlights: [])
                }
                continue
            }
            var t = tokens.startIndex
            for (number, sentence) in source.sentences.enumerated() {
                scratch.hits.removeAll(keepingCapacity: true)
                let span = sentence.utf16
                while t < tokens.endIndex && Int(tokens[t].start) < span.upperBound {
                    let token = tokens[t]
                    t += 1
                    if Int(token.start) >= span.lowerBound { scratch.hits.append(token) }
                }
                Self.keepSupported(&scratch.hits)
                let score = sentenceScore()
                if first == nil {
                    first = Snippet(language: language, text: source.text(ofSentence: number), highlights: [])
                }
                // Better by more than rounding: the same terms summed in another order tie.
                if score > bestScore + Self.tieTolerance * bestScore {
                    bestScore = score
                    scratch.matched.removeAll(keepingCapacity: true)
                    for token in scratch.hits {
                        scratch.matched.append((Int(token.start) - span.lowerBound)
                                               ..< (min(Int(token.end), span.upperBound) - span.lowerBound))
                    }
                    best = Snippet(language: language, text: source.text(ofSentence: number),
                                   highlights: Self.merge(&scratch.matched))
                }
            }
        }
        return best ?? first
    }

    /// The sum of the weights of the distinct terms among the sentence's hits, added in hit order.
    private mutating func sentenceScore() -> Double {
        for i in scratch.counted.indices { scratch.counted[i] = 0 }
        var score = 0.0
        for token in scratch.hits {
            let w = Int(token.term)
            if scratch.counted[w >> 6] & (1 << UInt64(w & 63)) == 0 {
                scratch.counted[w >> 6] |= 1 << UInt64(w & 63)
                score += wantedWeights[w]
            }
        }
        return score
    }

    /// Drops bigrams across a space that are not part of a longer match: in
    /// `있다면 모달을`, the query `화면 모달` matches `면모`, but showing `면 모달`
    /// would be noise. Such a bigram counts when matches touch it on both sides: one
    /// ends on its first syllable (a bigram at p-1, a unigram at p) and one starts on its second.
    ///
    /// - Complexity: O(n · s) for n hits of which s are bigrams across a space (a sentence's few).
    static func keepSupported(_ hits: inout [SnippetHit]) {
        guard hits.contains(where: { $0.kind == .spacedBigram }) else { return }
        // Only bigrams across a space go, and only other kinds decide: deciding in place is safe.
        var kept = 0
        for i in hits.indices {
            let hit = hits[i]
            if hit.kind == .spacedBigram {
                var ends = false, starts = false
                for other in hits where other.kind != .spacedBigram {
                    if (other.kind == .unigram ? other.position : other.position + 1) == hit.position { ends = true }
                    if other.position == hit.position + 1 { starts = true }
                }
                guard ends && starts else { continue }
            }
            hits[kept] = hit
            kept += 1
        }
        hits.removeLast(hits.count - kept)
    }

    /// Sorted, with overlapping or touching ranges joined (`ranges` is sorted in place).
    static func merge(_ ranges: inout [Range<Int>]) -> [Range<Int>] {
        // Insertion sort: a sentence has few matches, usually in order already.
        for i in ranges.indices.dropFirst() {
            let item = ranges[i]
            var j = i - 1
            while j >= 0 && (item.lowerBound, item.upperBound) < (ranges[j].lowerBound, ranges[j].upperBound) {
                ranges[j + 1] = ranges[j]
                j -= 1
            }
            ranges[j + 1] = item
        }
        var out: [Range<Int>] = []
        out.reserveCapacity(ranges.count)
        for range in ranges {
            if let last = out.last, range.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                out.append(range)
            }
        }
        return out
    }

    /// ``merge(_:)-inout`` of a copy.
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var ranges = ranges
        return merge(&ranges)
    }
}
