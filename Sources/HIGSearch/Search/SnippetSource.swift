import HIGModel
import HIGText

/// A text a snippet may come from, with what picking a snippet needs done once:
/// its normalized form (for matching) and its sentences, and, when it is kept for
/// many searches, its whole token stream indexed by term.
///
/// Servers keep indexed sources per rule (``PreparedRules``): a search then finds
/// the tokens of its terms by a few dictionary look-ups instead of analyzing the
/// text again. A one-off search makes plain sources and lets the analyzer look
/// for the query's terms (`Analyzer.tokens(_:mode:matching:)`), which is cheaper once.
struct SnippetSource: Sendable {
    let text: String
    let match: MatchText
    let sentences: [SentenceSplitter.Sentence]
    /// Each sentence's text, cut once (indexed sources only; others cut on demand).
    private let sentenceTexts: [String]
    /// Every document token of the text, in text order (indexed sources only).
    private let tokens: [Token]
    /// For each term's `StableHash`, the indices of its tokens in `tokens`, increasing
    /// (integer keys: hashing a `String` per look-up cost more than the rest of a snippet).
    private let tokensByTerm: [UInt64: [Int32]]

    /// - Parameter analyzer: when given, the text's tokens are made and indexed now.
    /// - Complexity: one normalization pass and one sentence split of `text`; with
    ///   `analyzer`, one analysis too.
    init(_ text: String, indexingWith analyzer: Analyzer? = nil) {
        self.text = text
        match = MatchText(text)
        sentences = SentenceSplitter.sentences(in: text)
        guard let analyzer else {
            tokens = []
            tokensByTerm = [:]
            sentenceTexts = []
            return
        }
        sentenceTexts = sentences.map { $0.text(in: text) }
        tokens = analyzer.tokens(match, mode: .document)
        var byTerm: [UInt64: [Int32]] = [:]
        for (index, token) in tokens.enumerated() { byTerm[StableHash.of(token.term), default: []].append(Int32(index)) }
        tokensByTerm = byTerm
    }

    /// The text of sentence `index` (of ``sentences``).
    func text(ofSentence index: Int) -> String {
        index < sentenceTexts.count ? sentenceTexts[index] : sentences[index].text(in: text)
    }

    /// Whether the tokens were made and indexed when the source was.
    var isIndexed: Bool { !tokens.isEmpty || !tokensByTerm.isEmpty }

    /// The tokens whose term `matcher` wants, in text order: what
    /// `analyzer.tokens(match, mode: .document, matching: matcher)` gives.
    ///
    /// - Parameter wanted: `matcher`'s terms with their `StableHash`es.
    /// - Complexity: indexed, one integer look-up per wanted term plus sorting the
    ///   hits; otherwise one analysis of the text.
    func tokens(matching matcher: TermMatcher, wanted: [(hash: UInt64, term: String)], analyzer: Analyzer) -> [Token] {
        guard isIndexed else {
            return analyzer.tokens(match, mode: .document, matching: matcher)
        }
        var hits: [Int32] = []
        for (hash, term) in wanted {
            guard let indices = tokensByTerm[hash], tokens[Int(indices[0])].term == term else { continue }
            hits += indices
        }
        hits.sort()
        return hits.map { tokens[Int($0)] }
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
