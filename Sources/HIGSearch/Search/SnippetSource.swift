import HIGModel
import HIGText

/// A text a snippet may come from, with what picking a snippet needs done once:
/// its sentences, and either its normalized form (a one-off search analyzes it
/// for the query's terms) or, when it is kept for many searches, each sentence's
/// text cut once (its tokens are then in its rule's ``IndexedTokens``).
///
/// A class, so that walking a rule's sources copies one reference each.
final class SnippetSource: Sendable {
    let text: String
    let sentences: [SentenceSplitter.Sentence]
    /// The text normalized (plain sources only; a prepared one needs it no more once analyzed).
    let match: MatchText?
    /// Each sentence's text, cut once (prepared sources only).
    private let sentenceTexts: [String]

    /// A plain source: normalized and split, not analyzed.
    ///
    /// - Complexity: one normalization pass and one sentence split of `text`.
    init(_ text: String) {
        self.text = text
        match = MatchText(text)
        sentences = SentenceSplitter.sentences(in: text)
        sentenceTexts = []
    }

    /// A prepared source: split, its sentences cut (its rule's ``IndexedTokens`` hold its tokens).
    init(prepared text: String) {
        self.text = text
        sentences = SentenceSplitter.sentences(in: text)
        sentenceTexts = sentences.map { $0.text(in: text) }
        self.match = nil
    }

    /// The text of sentence `index` (of ``sentences``).
    func text(ofSentence index: Int) -> String {
        index < sentenceTexts.count ? sentenceTexts[index] : sentences[index].text(in: text)
    }
}

/// One token of a source that a query wants, as picking a sentence reads it: which
/// of the query's terms it is (an index into ``SnippetBuilder/wanted``) and where it stands.
struct SnippetHit {
    var term: Int32
    var position: Int32
    /// UTF-16 offsets in the source's original text.
    var start: Int32
    var end: Int32
    var kind: Token.Kind
}

/// The document tokens of a rule's texts, kept compact (no string per token) and
/// indexed by the `StableHash` of their term, so a query finds its terms' tokens in
/// all of a rule's texts with one table look-up per term and no analysis.
final class IndexedTokens: Sendable {
    /// A token with its term as a number into ``terms``.
    struct Entry {
        var term: Int32
        var position: Int32
        var start: Int32
        var end: Int32
        var kind: Token.Kind
    }

    /// The analyzer's tokens of each text in turn, in its order.
    let entries: [Entry]
    /// Text `k`'s tokens are `entries[textStarts[k]..<textStarts[k + 1]]`.
    let textStarts: [Int32]
    /// The distinct terms, in order of first appearance.
    let terms: [String]
    /// `StableHash` of each term → its number.
    private let lookup: HashSlots
    /// Term `t`'s tokens are `occurrences[occurrenceStarts[t]..<occurrenceStarts[t + 1]]`
    /// (indices into ``entries``, increasing).
    private let occurrenceStarts: [Int32]
    private let occurrences: [Int32]

    /// - Parameter texts: each text's tokens, in the analyzer's order.
    /// - Complexity: O(tokens).
    init(_ texts: [[Token]]) {
        var numbers: [UTF8Key: Int32] = [:]
        var terms: [String] = []
        var entries: [Entry] = []
        entries.reserveCapacity(texts.reduce(0) { $0 + $1.count })
        var textStarts: [Int32] = [0]
        var counts: [Int32] = []
        for tokens in texts {
            for token in tokens {
                let key = UTF8Key(token.term)
                let number: Int32
                if let known = numbers[key] {
                    number = known
                } else {
                    number = Int32(terms.count)
                    numbers[key] = number
                    terms.append(token.term)
                    counts.append(0)
                }
                counts[Int(number)] += 1
                entries.append(Entry(term: number, position: Int32(clamping: token.position),
                                     start: Int32(clamping: token.start), end: Int32(clamping: token.end), kind: token.kind))
            }
            textStarts.append(Int32(entries.count))
        }
        var starts = [Int32](repeating: 0, count: terms.count + 1)
        for t in terms.indices { starts[t + 1] = starts[t] + counts[t] }
        var next = starts
        var occurrences = [Int32](repeating: 0, count: entries.count)
        for (index, entry) in entries.enumerated() {
            occurrences[Int(next[Int(entry.term)])] = Int32(index)
            next[Int(entry.term)] += 1
        }
        self.entries = entries
        self.textStarts = textStarts
        self.terms = terms
        self.occurrenceStarts = starts
        self.occurrences = occurrences
        lookup = HashSlots(terms.map(StableHash.of))
    }

    /// The tokens of the wanted terms (`hashes[i]` is the `StableHash` of `terms[i]`), in
    /// text order then the analyzer's, each tagged with the index of its wanted term; and
    /// where each text's hits start (`bounds[k]..<bounds[k + 1]` for text `k`).
    ///
    /// - Complexity: one table look-up per wanted term, plus sorting the hits.
    /// - Parameter found: a buffer to reuse (token index << 32 | wanted index).
    func hits(of hashes: [UInt64], terms wanted: [String], scratch found: inout [UInt64]) -> (hits: [SnippetHit], bounds: [Int]) {
        found.removeAll(keepingCapacity: true)
        for w in hashes.indices {
            guard let t = lookup.number(of: hashes[w]), terms[t] == wanted[w] else { continue }
            for k in Int(occurrenceStarts[t])..<Int(occurrenceStarts[t + 1]) {
                found.append(UInt64(occurrences[k]) << 32 | UInt64(w))
            }
        }
        found.sort()
        var bounds = [Int](repeating: found.count, count: textStarts.count)
        bounds[0] = 0
        var text = 0
        var hits: [SnippetHit] = []
        hits.reserveCapacity(found.count)
        for key in found {
            let index = Int32(truncatingIfNeeded: key >> 32)
            while index >= textStarts[text + 1] {
                text += 1
                bounds[text] = hits.count
            }
            let entry = entries[Int(index)]
            hits.append(SnippetHit(term: Int32(truncatingIfNeeded: key & 0xFFFF_FFFF), position: entry.position,
                                   start: entry.start, end: entry.end, kind: entry.kind))
        }
        return (hits, bounds)
    }
}

/// A rule's texts as snippet sources: its translations, then its English versions.
struct SnippetSources: Sendable {
    let korean: [SnippetSource]
    let english: [SnippetSource]
    /// The tokens of all of them, Korean first (prepared sources only).
    let tokens: IndexedTokens?

    /// - Parameter analyzer: when given, the sources are prepared and their tokens indexed.
    init(_ rule: Rule, indexingWith analyzer: Analyzer? = nil) {
        guard let analyzer else {
            korean = rule.translations.map { SnippetSource($0.text) }
            english = rule.english.map { SnippetSource($0.text) }
            tokens = nil
            return
        }
        var texts: [[Token]] = []
        func prepared(_ text: String) -> SnippetSource {
            texts.append(analyzer.tokens(MatchText(text), mode: .document))
            return SnippetSource(prepared: text)
        }
        korean = rule.translations.map { prepared($0.text) }
        english = rule.english.map { prepared($0.text) }
        tokens = IndexedTokens(texts)
    }
}
