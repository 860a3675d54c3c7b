import HIGModel
import HIGText

/// A text a snippet may come from, with what picking a snippet needs done once:
/// its sentences, and either its normalized form (a one-off search analyzes it
/// for the query's terms) or, when it is kept for many searches, its whole token
/// stream indexed by term (``IndexedTokens``).
///
/// Servers keep indexed sources per rule (``PreparedRules``): a search then finds
/// the tokens of its terms by a few table look-ups instead of analyzing the text
/// again. A one-off search makes plain sources and lets the analyzer look for the
/// query's terms (`Analyzer.tokens(_:mode:matching:)`), which is cheaper once.
/// A class, so that walking a rule's sources copies one reference each.
final class SnippetSource: Sendable {
    let text: String
    let sentences: [SentenceSplitter.Sentence]
    /// The text normalized (plain sources only; an indexed one needs it no more once analyzed).
    let match: MatchText?
    /// The text's tokens by term, and each sentence's text cut once (indexed sources only).
    let indexed: IndexedTokens?

    /// - Parameter analyzer: when given, the text's tokens are made and indexed now.
    /// - Complexity: one normalization pass and one sentence split of `text`; with
    ///   `analyzer`, one analysis too.
    init(_ text: String, indexingWith analyzer: Analyzer? = nil) {
        self.text = text
        let match = MatchText(text)
        sentences = SentenceSplitter.sentences(in: text)
        if let analyzer {
            indexed = IndexedTokens(analyzer.tokens(match, mode: .document),
                                    sentenceTexts: sentences.map { $0.text(in: text) })
            self.match = nil
        } else {
            indexed = nil
            self.match = match
        }
    }

    /// The text of sentence `index` (of ``sentences``).
    func text(ofSentence index: Int) -> String {
        if let indexed { return indexed.sentenceTexts[index] }
        return sentences[index].text(in: text)
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

/// A text's document tokens, kept compact (no string per token) and indexed by the
/// `StableHash` of their term, so a query finds its terms' tokens without analysis.
final class IndexedTokens: Sendable {
    /// A token with its term as a number into ``terms``.
    struct Entry {
        var term: Int32
        var position: Int32
        var start: Int32
        var end: Int32
        var kind: Token.Kind
    }

    /// The analyzer's tokens, in its order.
    let entries: [Entry]
    /// The distinct terms, in order of first appearance.
    let terms: [String]
    /// `StableHash` of each term → its number.
    private let lookup: HashSlots
    /// Term `t`'s tokens are `occurrences[occurrenceStarts[t]..<occurrenceStarts[t + 1]]`
    /// (indices into ``entries``, increasing).
    private let occurrenceStarts: [Int32]
    private let occurrences: [Int32]
    /// Each sentence's text, cut once.
    let sentenceTexts: [String]

    /// - Complexity: O(tokens).
    init(_ tokens: [Token], sentenceTexts: [String]) {
        self.sentenceTexts = sentenceTexts
        var numbers: [UTF8Key: Int32] = [:]
        var terms: [String] = []
        var entries: [Entry] = []
        entries.reserveCapacity(tokens.count)
        var counts: [Int32] = []
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
            entries.append(Entry(term: number, position: Int32(clamping: token.position), start: Int32(clamping: token.start),
                                 end: Int32(clamping: token.end), kind: token.kind))
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
        self.terms = terms
        self.occurrenceStarts = starts
        self.occurrences = occurrences
        lookup = HashSlots(terms.map(StableHash.of))
    }

    /// The tokens of the wanted terms (`wanted[i]`: a term and its `StableHash`), in the
    /// analyzer's order, each tagged with the index of its wanted term.
    ///
    /// - Complexity: one table look-up per wanted term, plus sorting the hits.
    func hits(of wanted: [(hash: UInt64, term: String)]) -> [SnippetHit] {
        var found: [UInt64] = []  // token index << 32 | wanted index
        for (w, (hash, term)) in wanted.enumerated() {
            guard let t = lookup.number(of: hash), terms[t] == term else { continue }
            for k in Int(occurrenceStarts[t])..<Int(occurrenceStarts[t + 1]) {
                found.append(UInt64(occurrences[k]) << 32 | UInt64(w))
            }
        }
        found.sort()
        return found.map { key in
            let entry = entries[Int(key >> 32)]
            return SnippetHit(term: Int32(truncatingIfNeeded: key & 0xFFFF_FFFF), position: entry.position,
                              start: entry.start, end: entry.end, kind: entry.kind)
        }
    }
}

/// A rule's texts as snippet sources: its translations, then its English versions.
struct SnippetSources: Sendable {
    let korean: [SnippetSource]
    let english: [SnippetSource]

    /// - Parameter analyzer: when given, the sources are indexed (see ``SnippetSource``).
    init(_ rule: Rule, indexingWith analyzer: Analyzer? = nil) {
        korean = rule.translations.map { SnippetSource($0.text, indexingWith: analyzer) }
        english = rule.english.map { SnippetSource($0.text, indexingWith: analyzer) }
    }
}
