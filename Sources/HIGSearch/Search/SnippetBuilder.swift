import HIGModel
import HIGText

/// Picks, for each language of a rule, the sentence that best matches the query,
/// and marks the matched parts in the original text.
///
/// A sentence scores the sum of `weight · idf` over the distinct query terms it
/// contains; the best (first on ties) wins. If no sentence matches, the rule's
/// first sentence is shown unmarked. Highlights are the original-text ranges of
/// the matching tokens, merged where they overlap or touch: searching `모달`
/// marks `모달` inside `모달을`; searching `dismiss` marks all of `dismisses`.
struct SnippetBuilder {
    let analyzer: Analyzer
    /// The query's distinct terms with their `StableHash`es: a hit names its term by its index here.
    let wanted: [(hash: UInt64, term: String)]
    /// Each wanted term's weight · idf (a small positive weight for terms the index does not know).
    let wantedWeights: [Double]
    /// Whether some term can match English text (an English word, a number, a sound key).
    let hasLatin: Bool

    /// - Parameter weights: distinct terms and their weights.
    init(analyzer: Analyzer, weights: [(term: String, weight: Double)]) {
        self.analyzer = analyzer
        wanted = weights.map { (StableHash.of($0.term), $0.term) }
        wantedWeights = weights.map(\.weight)
        hasLatin = weights.contains { TermMatcher.canMatchLatin($0.term) }
    }

    func snippets(for rule: Rule) -> (korean: Snippet?, english: Snippet?) {
        snippets(for: SnippetSources(rule))
    }

    /// The snippets of a rule whose texts were prepared (split and normalized) beforehand.
    func snippets(for sources: SnippetSources) -> (korean: Snippet?, english: Snippet?) {
        // English text can only match English words and numbers.
        var matcher: TermMatcher?
        return (best(in: sources.korean, language: .korean, analyze: true, matcher: &matcher),
                best(in: sources.english, language: .english, analyze: hasLatin, matcher: &matcher))
    }

    /// The wanted tokens of a source, in text order: looked up if it is indexed, otherwise
    /// found by the analyzer (`matcher` is made on first need).
    private func hits(in source: SnippetSource, matcher: inout TermMatcher?) -> [SnippetHit] {
        if let indexed = source.indexed { return indexed.hits(of: wanted) }
        guard let match = source.match else { return [] }
        if matcher == nil { matcher = TermMatcher(wanted.map(\.term)) }
        let tokens = analyzer.tokens(match, mode: .document, matching: matcher!)
        guard !tokens.isEmpty else { return [] }
        var number: [UTF8Key: Int32] = [:]
        for (w, (_, term)) in wanted.enumerated() { number[UTF8Key(term)] = Int32(w) }
        return tokens.map { token in
            SnippetHit(term: number[UTF8Key(token.term)]!, position: Int32(clamping: token.position),
                       start: Int32(clamping: token.start), end: Int32(clamping: token.end), kind: token.kind)
        }
    }

    private func best(in sources: [SnippetSource], language: Language, analyze: Bool, matcher: inout TermMatcher?) -> Snippet? {
        var bestScore = 0.0
        var best: Snippet?
        var first: Snippet?
        // Reused from sentence to sentence.
        var hits: [SnippetHit] = []
        var matched: [Range<Int>] = []
        // Bit `w` set once term `w` has counted for the sentence.
        var counted = [UInt64](repeating: 0, count: (wanted.count + 63) / 64)
        for source in sources {
            if !analyze {
                guard !source.sentences.isEmpty else { continue }
                return Snippet(language: language, text: source.text(ofSentence: 0), highlights: [])
            }
            let tokens = self.hits(in: source, matcher: &matcher)
            if tokens.isEmpty {
                if first == nil, !source.sentences.isEmpty {
                    first = Snippet(language: language, text: source.text(ofSentence: 0), highlights: [])
                }
                continue
            }
            var t = 0
            for (number, sentence) in source.sentences.enumerated() {
                hits.removeAll(keepingCapacity: true)
                let span = sentence.utf16
                while t < tokens.count && Int(tokens[t].start) < span.upperBound {
                    let token = tokens[t]
                    t += 1
                    if Int(token.start) >= span.lowerBound { hits.append(token) }
                }
                matched.removeAll(keepingCapacity: true)
                for i in counted.indices { counted[i] = 0 }
                var score = 0.0
                Self.keepSupported(&hits)
                for token in hits {
                    matched.append((Int(token.start) - span.lowerBound)..<(min(Int(token.end), span.upperBound) - span.lowerBound))
                    let w = Int(token.term)
                    if counted[w >> 6] & (1 << UInt64(w & 63)) == 0 {
                        counted[w >> 6] |= 1 << UInt64(w & 63)
                        score += wantedWeights[w]
                    }
                }
                if first == nil {
                    first = Snippet(language: language, text: source.text(ofSentence: number), highlights: [])
                }
                if score > bestScore {
                    bestScore = score
                    best = Snippet(language: language, text: source.text(ofSentence: number), highlights: Self.merge(matched))
                }
            }
        }
        return best ?? first
    }

    /// Drops bigrams across a space that are not part of a longer match: in
    /// `있다면 모달을`, the query `화면 모달` matches `면모`, but showing `면 모달`
    /// would be noise. Such a bigram counts when matches touch it on both sides: one
    /// ends on its first syllable (a bigram at p-1, a unigram at p) and one starts on its second.
    ///
    /// - Complexity: O(n · s) for n hits of which s are bigrams across a space (a sentence's few).
    static func keepSupported(_ hits: inout [SnippetHit]) {
        guard hits.contains(where: { $0.kind == .spacedBigram }) else { return }
        let all = hits
        hits.removeAll { hit in
            guard hit.kind == .spacedBigram else { return false }
            var ends = false, starts = false
            for other in all where other.kind != .spacedBigram {
                if (other.kind == .unigram ? other.position : other.position + 1) == hit.position { ends = true }
                if other.position == hit.position + 1 { starts = true }
            }
            return !(ends && starts)
        }
    }

    /// Sorted, with overlapping or touching ranges joined.
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for range in ranges.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) {
            if let last = out.last, range.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                out.append(range)
            }
        }
        return out
    }
}
