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
    /// Term → weight · idf (a small positive weight for terms the index does not know).
    let weights: [String: Double]
    let matcher: TermMatcher
    /// The matcher's terms with their hashes, for prepared sources.
    let wanted: [(hash: UInt64, term: String)]

    init(analyzer: Analyzer, weights: [String: Double]) {
        self.analyzer = analyzer
        self.weights = weights
        matcher = TermMatcher(weights.keys)
        wanted = matcher.terms.map { (StableHash.of($0), $0) }
    }

    func snippets(for rule: Rule) -> (korean: Snippet?, english: Snippet?) {
        snippets(for: SnippetSources(rule))
    }

    /// The snippets of a rule whose texts were prepared (split and normalized) beforehand.
    func snippets(for sources: SnippetSources) -> (korean: Snippet?, english: Snippet?) {
        // English text can only match English words and numbers.
        (best(in: sources.korean, language: .korean, analyze: true),
         best(in: sources.english, language: .english, analyze: matcher.hasLatin))
    }

    func best(in sources: [SnippetSource], language: Language, analyze: Bool) -> Snippet? {
        var bestScore = 0.0
        var best: Snippet?
        var first: Snippet?
        // Reused from sentence to sentence.
        var hits: [Token] = []
        var matched: [Range<Int>] = []
        var terms: [String] = []
        for source in sources {
            if !analyze {
                guard !source.sentences.isEmpty else { continue }
                return Snippet(language: language, text: source.text(ofSentence: 0), highlights: [])
            }
            let tokens = source.tokens(matching: matcher, wanted: wanted, analyzer: analyzer)
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
                while t < tokens.count && tokens[t].start < span.upperBound {
                    let token = tokens[t]
                    t += 1
                    if token.start >= span.lowerBound { hits.append(token) }
                }
                matched.removeAll(keepingCapacity: true)
                terms.removeAll(keepingCapacity: true)
                var score = 0.0
                for token in Self.supported(hits) {
                    matched.append((token.start - span.lowerBound)..<(min(token.end, span.upperBound) - span.lowerBound))
                    if !terms.contains(token.term) {
                        terms.append(token.term)
                        score += weights[token.term]!
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
    /// would be noise. Such a bigram counts when matches touch it on both sides.
    static func supported(_ hits: [Token]) -> [Token] {
        guard hits.contains(where: { $0.kind == .spacedBigram }) else { return hits }
        var ending = Set<Int>()    // positions whose syllable ends a match (bigram at p-1, unigram at p)
        var starting = Set<Int>()  // positions where a match starts
        for hit in hits where hit.kind != .spacedBigram {
            starting.insert(hit.position)
            ending.insert(hit.kind == .unigram ? hit.position : hit.position + 1)
        }
        return hits.filter { hit in
            hit.kind != .spacedBigram || (ending.contains(hit.position) && starting.contains(hit.position + 1))
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
