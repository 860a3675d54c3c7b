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
/// A query that is just a topic's name (`멀티태스킹`, `progress indicators`) puts the
/// topic's first rule, its overview, first.
///
/// The query is analyzed like documents: particles, spacing (`모달뷰를닫기전에`),
/// mixed scripts and English inflections all match. At most
/// `SearchQuery.maxTextLength` UTF-16 units and `SearchQuery.maxTerms` distinct
/// terms of a query are used. A query with no terms (empty, punctuation, only
/// stop words) has no results.
public final class Searcher: Sendable {
    public let reader: IndexReader
    let analyzer: Analyzer
    /// Candidates beyond `limit` that phase 2 (proximity) may promote.
    static let rerankExtra = 10
    /// Share of a word-initial query bigram's score kept when the rule has it only inside words.
    static let insideWordFactor = 0.5
    private let impactValues: [Double]
    private let saturation: [Double]
    /// A topic's names (slug, English, Korean; see `topicKey`) → the number of its first rule.
    private let overviews: [String: Int]

    /// - Complexity: O(rules), to find each topic's first rule.
    public init(reader: IndexReader, analyzer: Analyzer = Analyzer()) {
        self.reader = reader
        self.analyzer = analyzer
        impactValues = ImpactQuantizer.values
        let k1 = reader.parameters.k1
        saturation = ImpactQuantizer.values.map { $0 / (k1 + $0) }
        var overviews: [String: Int] = [:]
        var seen = Set<Int>()
        for rule in 0..<reader.ruleCount where seen.count < reader.topics.count {
            let topic = reader.topicIndex(ofRule: rule)
            guard seen.insert(topic).inserted else { continue }
            let names = reader.topics[topic].topic
            for name in [names.slug, names.english, names.korean] { overviews[Self.topicKey(name)] = rule }
        }
        self.overviews = overviews
    }

    /// A name compared without case, spaces or punctuation: `Progress Indicators` = `progress-indicators`.
    static func topicKey(_ text: String) -> String {
        String(Normalizer.matchKey(text).unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Ranks, decodes the hits and builds their snippets.
    ///
    /// - Complexity: ranking is sublinear in the postings in good cases (pruning),
    ///   plus one record decode and one analysis of the rule's text per result.
    public func search(_ query: SearchQuery) -> SearchResponse {
        let clock = ContinuousClock()
        let start = clock.now
        let (ranked, weights) = rankWithWeights(query)
        let builder = SnippetBuilder(analyzer: analyzer, weights: weights)
        var results: [SearchResult] = []
        results.reserveCapacity(ranked.count)
        for hit in ranked {
            guard let rule = try? reader.rule(at: hit.index) else { continue }
            let (korean, english) = builder.snippets(for: rule)
            results.append(SearchResult(id: hit.id, score: hit.score, rule: rule, korean: korean, english: english))
        }
        let elapsed = clock.now - start
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return SearchResponse(query: query, results: results, tookMilliseconds: ms)
    }

    /// Ranks without decoding any rule: IDs and scores only (what a benchmark
    /// comparing engines should time).
    public func rank(_ query: SearchQuery) -> [RankedRule] {
        rankWithWeights(query).ranked
    }

    func rankWithWeights(_ query: SearchQuery) -> (ranked: [RankedRule], weights: [String: Double]) {
        let limit = max(1, min(query.limit, 1000))
        guard var prepared = prepare(query) else { return ([], [:]) }
        let pool = min(reader.ruleCount, limit + Self.rerankExtra)
        let scored: [ScoredDoc] = reader.withBytes { raw in
            prepared.plan.resolve(in: reader, raw: raw)
            var top = TopDocs(capacity: pool)
            collect(prepared, raw: raw, into: &top)
            return Array(rerank(prepared, raw: raw, candidates: top.sorted()).prefix(limit))
        }
        var weights: [String: Double] = [:]
        for term in prepared.plan.terms { weights[term.text] = max(term.weight * term.idf, 0.01) }
        var ranked = scored.map { RankedRule(index: Int($0.doc), id: reader.id(at: Int($0.doc)), score: $0.score) }
        if let overview = overviews[Self.topicKey(query.text)],
           prepared.topic == nil || prepared.topic == reader.topicIndex(ofRule: overview) {
            // The query names a topic: its overview comes first, scored just above the best match.
            let best = ranked.first?.score ?? 0
            ranked.removeAll { $0.index == overview }
            ranked.insert(RankedRule(index: overview, id: reader.id(at: overview), score: best + 1), at: 0)
            ranked = Array(ranked.prefix(limit))
        }
        return (ranked, weights)
    }

    /// A query analyzed, with its filters resolved against this index.
    struct PreparedQuery {
        var plan: QueryPlan
        var topic: Int?
        var useKorean: Bool
        var useEnglish: Bool
    }

    /// `nil` when nothing can match: no terms, an empty index, an unknown topic.
    func prepare(_ query: SearchQuery) -> PreparedQuery? {
        let plan = QueryPlan(text: query.text, analyzer: analyzer)
        guard !plan.terms.isEmpty, reader.ruleCount > 0 else { return nil }
        var topic: Int?
        if let slug = query.topic?.lowercased(), !slug.isEmpty {
            guard let index = reader.topics.firstIndex(where: { $0.topic.slug.lowercased() == slug }) else { return nil }
            topic = index
        }
        return PreparedQuery(plan: plan, topic: topic, useKorean: query.language != .english,
                             useEnglish: query.language != .korean)
    }

    /// Phase 1: the BM25F top candidates, by block-max MaxScore (terms must be resolved).
    func collect(_ query: PreparedQuery, raw: RawBytes, into top: inout TopDocs) {
        let plan = query.plan
        let live = plan.terms.indices.filter { plan.terms[$0].info != nil }
        guard !live.isEmpty else { return }
        let k1 = reader.parameters.k1
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: IndexFormat.blockSize * live.count)
        defer { buffer.deallocate() }
        let clauses = UnsafeMutableBufferPointer<BlockMaxScorer.Clause>.allocate(capacity: live.count)
        defer { clauses.deallocate() }
        for (slot, t) in live.enumerated() {
            let term = plan.terms[t]
            let cursor = PostingCursor(term.info!, raw: raw, ruleCount: reader.ruleCount,
                                       buffer: buffer + slot * IndexFormat.blockSize)
            clauses.initializeElement(at: slot, to: .init(cursor: cursor, scale: term.weight * term.idf * (k1 + 1)))
        }
        impactValues.withUnsafeBufferPointer { values in
            saturation.withUnsafeBufferPointer { saturation in
                let scorer = BlockMaxScorer(k1: k1, useKorean: query.useKorean, useEnglish: query.useEnglish,
                                            values: values.baseAddress!, saturation: saturation.baseAddress!,
                                            ruleCount: UInt32(reader.ruleCount))
                if let topic = query.topic {
                    scorer.run(clauses, into: &top, filter: TopicFilter(documents: reader.documents(in: raw), topic: UInt16(topic)))
                } else {
                    scorer.run(clauses, into: &top, filter: AnyRule())
                }
            }
        }
    }

    /// Phase 2: adds the proximity bonus to each candidate and re-sorts them.
    func rerank(_ query: PreparedQuery, raw: RawBytes, candidates: [ScoredDoc]) -> [ScoredDoc] {
        let plan = query.plan
        let proximity = Proximity(plan: plan)
        let anchoredTerms = plan.terms.indices.filter { plan.terms[$0].anchored && plan.terms[$0].info?.hasPositions == true }
        guard !proximity.pairs.isEmpty || !anchoredTerms.isEmpty, !candidates.isEmpty else { return candidates }
        let k1 = reader.parameters.k1
        let documents = reader.documents(in: raw)
        var candidates = candidates
        let byDoc = candidates.indices.sorted { candidates[$0].doc < candidates[$1].doc }
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: IndexFormat.blockSize)
        defer { buffer.deallocate() }
        // Positions of every involved term in every candidate, in one flat array:
        // spans[term * n + rank] is the range of term's positions in the rank-th candidate (rule order).
        let n = byDoc.count
        var involved = [Bool](repeating: false, count: plan.terms.count)
        for pair in proximity.pairs {
            involved[pair.first] = true
            involved[pair.second] = true
        }
        for t in anchoredTerms { involved[t] = true }
        var positions: [UInt32] = []
        var spans = [Range<Int>](repeating: 0..<0, count: plan.terms.count * n)
        var penalty = [Double](repeating: 0, count: n)
        for t in plan.terms.indices where involved[t] {
            let term = plan.terms[t]
            var cursor = PostingCursor(term.info!, raw: raw, ruleCount: reader.ruleCount, buffer: buffer)
            for (rank, c) in byDoc.enumerated() {
                let doc = candidates[c].doc
                cursor.advance(to: doc)
                guard cursor.doc == doc else { continue }
                let start = positions.count
                cursor.positions(into: &positions)
                spans[t * n + rank] = start..<positions.count
                // A word-initial query bigram found only inside words (시기 in 표시기)
                // keeps part of its BM25 contribution.
                if term.anchored && start < positions.count && !positions[start...].contains(where: { $0 & 1 == 1 }) {
                    let korean = query.useKorean ? impactValues[Int(cursor.koreanImpact)] : 0
                    let english = query.useEnglish ? impactValues[Int(cursor.englishImpact)] : 0
                    let x = korean + english
                    penalty[rank] += (1 - Self.insideWordFactor) * BlockMaxScorer.fixed(term.weight * term.idf * (k1 + 1) * (x / (k1 + x)))
                }
                for k in start..<positions.count { positions[k] >>= 1 }
            }
        }
        for (rank, c) in byDoc.enumerated() {
            let doc = Int(candidates[c].doc)
            let koreanBase = documents.koreanBase(doc)
            func slice(_ term: Int) -> ArraySlice<UInt32> {
                let list = positions[spans[term * n + rank]]
                if query.useKorean && query.useEnglish { return list }
                let split = list.firstIndex { $0 >= koreanBase } ?? list.endIndex
                return query.useKorean ? list[split...] : list[..<split]
            }
            var bonus = 0.0
            for pair in proximity.pairs {
                let first = slice(pair.first), second = slice(pair.second)
                guard !first.isEmpty, !second.isEmpty else { continue }
                let count = Proximity.count(first, second, gap: pair.gap)
                guard count > 0 else { continue }
                let a = plan.terms[pair.first], b = plan.terms[pair.second]
                let strength = min(a.weight * a.idf, b.weight * b.idf)
                bonus += Proximity.weight * strength * count * (k1 + 1) / (k1 + count)
            }
            candidates[c].score += bonus - penalty[rank]
        }
        candidates.sort { $0.ranksAbove($1) }
        return candidates
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
