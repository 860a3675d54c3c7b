import Foundation
public import HIGModel
public import HIGText

/// A rule number, its ID and its score: a result before the rule is decoded.
public struct RankedRule: Hashable, Sendable {
    /// The rule's number in the index (`IndexReader.rule(at:)`).
    public var index: Int
    public var id: RuleID
    public var score: Double
}

/// Answers queries against one `IndexReader`. Immutable and `Sendable`: one
/// searcher serves every thread; build a new one when the index is replaced.
///
/// Ranking, in two phases:
/// 1. BM25F over title and body in both languages (see `BM25Parameters`), top
///    candidates found by block-max MaxScore directly on the stored postings;
/// 2. the best `limit + 10` candidates are re-scored from the positions of the
///    query terms, decoded for those candidates only: a bonus for query terms
///    adjacent or near in query order (see `Proximity`), and a word-initial query
///    bigram that the rule has only inside words (`시기` in `표시기`) keeps half
///    its score. Ties go to the lower rule number (the order rules were indexed in).
///
/// A query that is just a topic's name (`멀티태스킹`, `progress indicators`, `toolbar`, `툴바`;
/// see `TopicOverviews`) puts the topic's first rule, its overview, first.
///
/// The query is analyzed like documents: particles, spacing (`모달뷰를닫기전에`),
/// mixed scripts and English inflections all match. At most
/// `SearchQuery.maxTextLength` UTF-16 units and `SearchQuery.maxTerms` distinct
/// terms of a query are used. A query with no terms (empty, punctuation, only
/// stop words) has no results.
public final class Searcher: Sendable {
    public let reader: IndexReader
    let analyzer: Analyzer
    /// Candidates beyond `limit` that phase 2 may promote.
    static let rerankExtra = 10
    /// Fewest candidates phase 2 looks at: coverage of the query's words may lift a rule from
    /// this deep in the BM25F order.
    static let rerankPool = 20
    /// A translation's or other spelling's term in more than this share of the rules (and more
    /// than `alternativeCutoffRules`) does not find candidates, it only scores them in phase 2:
    /// like Lucene's common-terms cutoff, it says little and costs a long posting list. Terms
    /// standing in for a word no rule has (a correction, a completion) always find candidates.
    static let alternativeCutoff = 0.05
    /// Posting lists this short are cheap to walk whatever share of the rules they cover.
    static let alternativeCutoffRules = 2048.0
    /// Postings of the candidate terms from which phase 1 is worth two threads: below, starting
    /// a second thread costs more than the half of the walk it takes over.
    static let sliceWork = 8_192
    /// Threads phase 1 may use for one query (1 or 2).
    let slices: Int
    private let impactValues: [Double]
    private let saturation: [Double]
    /// The topics a whole query may name, and their overviews.
    private let overviews: TopicOverviews
    /// Glossary (and, later, learned lexicon) expansion of queries.
    let expansion: QueryExpansion
    /// What typos are corrected to; made on the first query with an unknown word.
    private let correctionVocabulary: LazyValue<CorrectionVocabulary>
    /// The distinct prefixes of the rule IDs (`modality`), for queries that name a rule.
    private let idPrefixes: LazyValue<[String]>

    /// `glossary` defaults to the standard one, from the index when it stored this build's.
    /// `slices`: threads phase 1 may use for one query with many postings, two by default on a
    /// machine with two cores or more; 1 where queries already fill the cores (a server under load).
    ///
    /// - Complexity: O(rules), to find each topic's first rule.
    public init(reader: IndexReader, analyzer: Analyzer = Analyzer(), glossary: Glossary? = nil, slices: Int? = nil) {
        let glossary = glossary ?? reader.standardGlossary ?? .standard
        self.slices = max(1, min(2, slices ?? ProcessInfo.processInfo.activeProcessorCount))
        self.reader = reader
        self.analyzer = analyzer
        let lexicon = LazyValue<LearnedLexicon?> {
            reader.learnedPairs().map { LearnedLexicon(lexicon: $0) }
        }
        expansion = QueryExpansion(glossary: glossary, learned: { lexicon.value })
        correctionVocabulary = LazyValue { CorrectionVocabulary(words: reader.allVocabularyWords(), glossary: glossary) }
        idPrefixes = LazyValue {
            Array(Set((0..<reader.ruleCount).map { reader.id(at: $0).topicSlug })).sorted()
        }
        impactValues = ImpactQuantizer.values
        let k1 = reader.parameters.k1
        saturation = ImpactQuantizer.values.map { $0 / (k1 + $0) }
        overviews = TopicOverviews(reader: reader, glossary: glossary, stemmer: analyzer.stemmer)
    }

    /// Ranks, decodes the hits and builds their snippets.
    ///
    /// - Complexity: ranking is sublinear in the postings in good cases (pruning),
    ///   plus one record decode and one analysis of the rule's text per result.
    public func search(_ query: SearchQuery) -> SearchResponse {
        let start = ContinuousClock.now
        let (hits, corrected) = rankedWithSnippets(query, entry: { try? reader.rule(at: $0.index) },
                                                   snippets: { $0.snippets(for: $1) })
        return response(query, hits.map { SearchResult(id: $0.hit.id, score: $0.hit.score, rule: $0.entry,
                                                       korean: $0.korean, english: $0.english) },
                        corrected: corrected, since: start)
    }

    /// Ranks `query` and makes the snippets of each hit whose `entry` (its rule, decoded or
    /// prepared) can be had, in rank order: what every answer to a search starts from.
    func rankedWithSnippets<Entry>(_ query: SearchQuery, entry: (RankedRule) -> Entry?,
                                   snippets: (inout SnippetBuilder, Entry) -> (korean: Snippet?, english: Snippet?))
        -> (hits: [(hit: RankedRule, entry: Entry, korean: Snippet?, english: Snippet?)], corrected: String?) {
        let (ranked, weights, corrected) = rankWithWeights(query)
        var builder = SnippetBuilder(analyzer: analyzer, weights: weights)
        var hits: [(hit: RankedRule, entry: Entry, korean: Snippet?, english: Snippet?)] = []
        hits.reserveCapacity(ranked.count)
        for hit in ranked {
            guard let found = entry(hit) else { continue }
            let (korean, english) = snippets(&builder, found)
            hits.append((hit, found, korean, english))
        }
        return (hits, corrected)
    }

    /// The response for `results`, with the correction made and, when nothing was found, "did you mean".
    func response(_ query: SearchQuery, _ results: [SearchResult], corrected: String?,
                  since start: ContinuousClock.Instant) -> SearchResponse {
        let milliseconds = Self.milliseconds(since: start)
        var response = SearchResponse(query: query, results: results, tookMilliseconds: milliseconds)
        response.correctedQuery = corrected
        response.suggestions = suggestions(for: query, found: !results.isEmpty)
        return response
    }

    /// "Did you mean" for a query that found nothing; none for one that found something.
    func suggestions(for query: SearchQuery, found: Bool) -> [String] {
        found ? [] : interpreter.suggestion(for: query.text).map { [$0] } ?? []
    }

    /// Milliseconds from `start` to now, as `took_ms` reports them.
    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// The interpreter of this searcher's queries.
    var interpreter: QueryInterpreter {
        QueryInterpreter(reader: reader, analyzer: analyzer, vocabulary: { [correctionVocabulary] in correctionVocabulary.value },
                         expansion: expansion)
    }

    /// Ranks without decoding any rule: IDs and scores only (what a benchmark
    /// comparing engines should time).
    public func rank(_ query: SearchQuery) -> [RankedRule] {
        rankWithWeights(query).ranked
    }

    func rankWithWeights(_ query: SearchQuery) -> (ranked: [RankedRule], weights: [(term: String, weight: Double)], corrected: String?) {
        let limit = max(1, min(query.limit, 1000))
        guard var prepared = prepare(query) else { return ([], [], nil) }
        let pool = min(reader.ruleCount, max(limit + Self.rerankExtra, Self.rerankPool))
        let scored: [ScoredDoc] = reader.withBytes { raw in
            prepared.plan.resolve(in: reader, raw: raw)
            var top = TopDocs(capacity: pool)
            collect(prepared, raw: raw, into: &top)
            return Array(rerank(prepared, raw: raw, candidates: top.sorted()).prefix(limit))
        }
        // The plan's terms are distinct: their weights for snippets, in plan order.
        let weights = prepared.plan.terms.map { (term: $0.text, weight: max($0.weight * $0.idf, 0.01)) }
        var ranked = scored.map { RankedRule(index: Int($0.doc), id: reader.id(at: Int($0.doc)), score: $0.score) }
        // The query, or its correction (멀티테스킹 → 멀티태스킹), names a topic.
        if let overview = overviews.overview(named: query.text) ?? prepared.corrected.flatMap(overviews.overview(named:)),
           prepared.topic == nil || prepared.topic == reader.topicIndex(ofRule: overview) {
            // The query names a topic: its overview comes first, scored just above the best match.
            let best = ranked.first?.score ?? 0
            ranked.removeAll { $0.index == overview }
            ranked.insert(RankedRule(index: overview, id: reader.id(at: overview), score: best + 1), at: 0)
            ranked = Array(ranked.prefix(limit))
        }
        if let named = RuleIDQuery.find(query.text, in: reader, prefixes: { idPrefixes.value }),
           prepared.topic == nil || prepared.topic == reader.topicIndex(ofRule: named) {
            // The query names a rule by its ID: that rule first.
            let best = ranked.first?.score ?? 0
            ranked.removeAll { $0.index == named }
            ranked.insert(RankedRule(index: named, id: reader.id(at: named), score: best + 1), at: 0)
            ranked = Array(ranked.prefix(limit))
        }
        // A correction is shown where the best result has the corrected word (or its translation):
        // 미디엄 → 미디어 found nothing the best result says, so "showing results for 미디어" would mislead.
        let shown = prepared.correction.flatMap { correction in
            ranked.first.flatMap { best in correction.text { covers(prepared.plan, word: $0, rule: best.index) } }
        }
        return (ranked, weights, shown)
    }

    /// Whether a rule has query word `word` (a term that alone stands for it, or every word of a
    /// rendering of several words: see `Term.coverSlots`, `QueryPlan.phrases`); true when no term
    /// stands for that word alone (the corrected query's words are not the typed ones one for one:
    /// `progressbar` → progress bar), as there is nothing to tell by.
    ///
    /// - Complexity: one posting list walk to the rule per term of the word.
    func covers(_ plan: QueryPlan, word: Int, rule: Int) -> Bool {
        guard plan.terms.contains(where: { $0.coverSlots.contains(word) }) || plan.phrases.contains(where: { $0.slots.contains(word) })
        else { return true }
        return reader.withBytes { raw in
            let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: IndexFormat.blockSize)
            defer { buffer.deallocate() }
            return plan.covers(word, lookingAt: plan.terms.indices) { t in
                guard let info = plan.terms[t].info else { return false }
                var cursor = PostingCursor(info, raw: raw, ruleCount: reader.ruleCount, buffer: buffer)
                cursor.advance(to: UInt32(rule))
                return cursor.doc == UInt32(rule)
            }
        }
    }

    /// A query analyzed, with its filters resolved against this index.
    struct PreparedQuery {
        var plan: QueryPlan
        var topic: Int?
        var useKorean: Bool
        var useEnglish: Bool
        /// The query's certain corrections, if a word was corrected.
        var correction: QueryInterpreter.Correction?
        /// The query as corrected, if a word was.
        var corrected: String? { correction?.text }
    }

    /// `nil` when nothing can match: no terms, an empty index, an unknown topic.
    func prepare(_ query: SearchQuery) -> PreparedQuery? {
        guard reader.ruleCount > 0 else { return nil }
        let interpretation = interpreter.interpret(query.text)
        let plan = QueryPlan(blocks: interpretation.blocks, segments: interpretation.segments, analyzer: analyzer)
        guard !plan.terms.isEmpty, reader.ruleCount > 0 else { return nil }
        var topic: Int?
        if let slug = query.topic?.lowercased(), !slug.isEmpty {
            guard let index = reader.topics.firstIndex(where: { $0.topic.slug.lowercased() == slug }) else { return nil }
            topic = index
        }
        return PreparedQuery(plan: plan, topic: topic, useKorean: query.language != .english,
                             useEnglish: query.language != .korean, correction: interpretation.correction)
    }

    /// The plan's terms phase 1 finds candidates with: those the index has, less what only
    /// refines the order of rules the others find, which phase 2 scores for the candidates:
    /// - bigrams across a space (`는버` in `닫는 버튼`): the words on either side find the rule,
    ///   and proximity rewards them standing together;
    /// - question words (`언제`, `하나요`), and bigrams reaching into a word's particle or
    ///   ending (`튼을` of 버튼을): the stem's bigrams find the rule, and phase 2 scores them;
    /// - the common terms of translations and other spellings (see `alternativeCutoff`).
    /// If that leaves nothing, every known term is used.
    func candidateTerms(_ plan: QueryPlan) -> [Int] {
        let cutoff = max(Double(reader.ruleCount) * Self.alternativeCutoff, Self.alternativeCutoffRules)
        let known = plan.terms.indices.filter { plan.terms[$0].info != nil }
        let finding = known.filter { t in
            let kind = plan.terms[t].kind
            if kind == .spacedBigram || kind == .choseongSpacedBigram || plan.terms[t].isQuestion || plan.terms[t].reachesEnding {
                return false
            }
            return plan.terms[t].findsCandidates || Double(plan.terms[t].info!.documentFrequency) <= cutoff
        }
        return finding.isEmpty ? known : finding
    }


    /// Phase 1: the BM25F top candidates, by block-max MaxScore (terms must be resolved).
    ///
    /// When the candidate terms have many postings (`sliceWork`) and `slices` allows, the rule
    /// range is cut in two at the middle of the longest posting list and each half is scored on
    /// its own thread, the halves pruning with each other's k-th score (`SliceThresholds`); the
    /// halves' best make the same top k as one pass (Lucene's `IndexSearcher` slices a
    /// search the same way).
    func collect(_ query: PreparedQuery, raw: RawBytes, into top: inout TopDocs) {
        let plan = query.plan
        let live = candidateTerms(plan)
        guard !live.isEmpty else { return }
        let k1 = reader.parameters.k1
        let infos = live.map { plan.terms[$0].info! }
        let sliceCount = sliceCount(infos)
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: IndexFormat.blockSize * live.count * sliceCount)
        defer { buffer.deallocate() }
        let tables = UnsafeMutablePointer<Double>.allocate(capacity: BlockMaxScorer.tableSize * live.count)
        defer { tables.deallocate() }
        let clauses = UnsafeMutableBufferPointer<BlockMaxScorer.Clause>.allocate(capacity: live.count * sliceCount)
        defer { clauses.deallocate() }
        impactValues.withUnsafeBufferPointer { values in
            saturation.withUnsafeBufferPointer { saturation in
                let scorer = BlockMaxScorer(k1: k1, useKorean: query.useKorean, useEnglish: query.useEnglish,
                                            values: values.baseAddress!, saturation: saturation.baseAddress!,
                                            ruleCount: UInt32(reader.ruleCount))
                for (slot, t) in live.enumerated() {
                    let info = infos[slot]
                    let scale = plan.terms[t].weight * plan.terms[t].idf * (k1 + 1)
                    let table = tables + slot * BlockMaxScorer.tableSize
                    scorer.fillTable(table, scale: scale, maxKorean: info.maxKorean, maxEnglish: info.maxEnglish)
                    for slice in 0..<sliceCount {
                        let at = slice * live.count + slot
                        let cursor = PostingCursor(info, raw: raw, ruleCount: reader.ruleCount,
                                                   buffer: buffer + at * IndexFormat.blockSize)
                        clauses.initializeElement(at: at, to: .init(cursor: cursor, scale: scale, table: table))
                    }
                }
                let rules = UInt32(reader.ruleCount)
                var ranges = [0..<rules]
                if sliceCount == 2 {
                    // Cut where the longest posting list is half walked: its blocks' last rules are
                    // in the skip table.
                    let longest = clauses[(0..<live.count).max { clauses[$0].cursor.df < clauses[$1].cursor.df }!].cursor
                    let middle = longest.blockCount >= 2 ? longest.lastDoc(longest.blockCount / 2 - 1) + 1 : rules / 2
                    ranges = [0..<middle, middle..<rules]
                }
                func run<Filter: RuleFilter>(_ filter: Filter) {
                    if ranges.count == 1 {
                        scorer.run(clauses, into: &top, filter: filter)
                    } else {
                        SlicedRun(scorer: scorer, clauses: clauses, terms: live.count, ranges: ranges, filter: filter)
                            .run(into: &top)
                    }
                }
                if let topic = query.topic {
                    run(TopicFilter(documents: reader.documents(in: raw), topic: UInt16(topic)))
                } else {
                    run(AnyRule())
                }
            }
        }
    }

    /// Threads phase 1 uses for terms with these posting lists: two (if `slices` allows) when
    /// they hold `sliceWork` postings or more and the index has two windows' worth of rules.
    func sliceCount(_ infos: [TermInfo]) -> Int {
        let postings = infos.reduce(0) { $0 + $1.documentFrequency }
        return postings >= Self.sliceWork && reader.ruleCount >= 2 * Int(BlockMaxScorer.minWindow) ? slices : 1
    }

    /// Phase 2: re-scores the candidates by proximity, word starts and coverage (see `Reranker`),
    /// on two threads where phase 1 took two.
    func rerank(_ query: PreparedQuery, raw: RawBytes, candidates: [ScoredDoc]) -> [ScoredDoc] {
        let terms = candidateTerms(query.plan)
        let split = sliceCount(terms.map { query.plan.terms[$0].info! }) == 2
        return Reranker(reader: reader, raw: raw, plan: query.plan, useKorean: query.useKorean, useEnglish: query.useEnglish,
                        impactValues: impactValues, candidateTerms: Set(terms)).rerank(candidates, split: split)
    }

    /// Phase 1 alone, for tests: `false` if the query cannot match anything.
    func phaseOne(_ text: String, language: Language?, capacity: Int, into top: inout TopDocs) -> Bool {
        guard var prepared = prepare(SearchQuery(text: text, language: language)) else { return false }
        reader.withBytes { raw in
            prepared.plan.resolve(in: reader, raw: raw)
            collect(prepared, raw: raw, into: &top)
        }
        return true
    }
}
