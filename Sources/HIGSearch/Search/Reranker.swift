import HIGText

/// The second ranking phase, over the best BM25F candidates: what a sum of term scores
/// cannot see.
///
/// - **Proximity**: query terms that stand near each other, in query order, in a rule's
///   body earn a bonus (see `Proximity`).
/// - **Word starts**: a word-initial query bigram that the rule has only inside words
///   (`시기` in `표시기`) keeps `insideWordFactor` of its score.
/// - **Alternatives**: a word typed, its correction, completion and translations are
///   alternatives (the plan's groups of one segment): the segment scores its best group plus
///   `tieBreaker` of the others, as Lucene's `DisjunctionMaxQuery` does, so a bilingual rule
///   does not count a word twice, once in each language.
/// - **Coverage**: a rule that says something about every word of the query beats one that
///   repeats a few of them. Each query word weighs as its strongest term's weight (question
///   words little);
///   the score is multiplied by the share covered (covered weight ÷ total weight), as Lucene's
///   classic similarity multiplies by the share of query terms matched. A word is covered
///   by a term that stands for all of it (`Term.leads`: the word, its first bigram at a word
///   start when its stem is two syllables, its correction, completion or translation) or by
///   all the bigrams of a longer stem (`QueryPlan.parts`, `QueryPlan.phrases`); pieces of
///   it alone cover `partialCredit` of their share of the word.
///
/// Ties go to the lower rule number.
struct Reranker {
    let reader: IndexReader
    let raw: RawBytes
    let plan: QueryPlan
    let useKorean: Bool
    let useEnglish: Bool
    let impactValues: [Double]
    /// The terms phase 1 found candidates with (`Searcher.candidateTerms`). The others are
    /// looked up only in candidates that do not already have a leading term for each of their
    /// words: an alternative adds little where the word itself was found, and a common
    /// term's lookups are what phase 2 costs.
    let candidateTerms: Set<Int>

    /// Share of a word-initial query bigram's score kept when the rule has it only inside words.
    static let insideWordFactor = 0.5
    /// What a word's inner bigrams, all found, are worth towards covering it.
    static let partialCredit = 0.5
    /// Share of a segment's other alternatives added to its best one: little, since the other
    /// language's match in a bilingual rule is mostly the same sentence's evidence again (Lucene's
    /// `DisjunctionMaxQuery` is usually run with a tie breaker of about 0.1).
    static let tieBreaker = 0.1

    /// The score multiplier for the share of the query's words a rule covers: the share itself.
    static func coordination(_ coverage: Double) -> Double { coverage }

    /// What the candidates hold of the plan's terms.
    private struct Matches {
        /// unit[term * n + rank]: the term's BM25F score at weight 1 in the rank-th candidate
        /// (in rule order), 0 where the candidate does not have it.
        var unit: [Double]
        /// insideOnly[term * n + rank]: a word-initial query bigram the candidate has only inside words.
        var insideOnly: [Bool]
        /// Positions of the terms proximity and word starts need, in one flat array:
        /// spans[term * n + rank] is the range of the term's positions in that candidate.
        var positions: [UInt32] = []
        var spans: [Range<Int>]
        var penalty: [Double]
    }

    /// The candidates re-scored, best first. `split`: score the upper half of the candidates (in
    /// rule order) on `SliceWorker` meanwhile, as when phase 1 took two threads; each candidate's
    /// score depends on that candidate alone, so the scores are the same.
    func rerank(_ candidates: [ScoredDoc], split: Bool = false) -> [ScoredDoc] {
        guard !candidates.isEmpty else { return candidates }
        var candidates = candidates
        let byDoc = candidates.indices.sorted { candidates[$0].doc < candidates[$1].doc }
        let docs = byDoc.map { candidates[$0].doc }
        var scores: [Double]
        if split, docs.count >= Self.splitCandidates, let worker = SliceWorker.shared {
            let half = docs.count / 2
            let upper = Box<[Double]>()
            let scoreUpper = { upper.value = self.scores(Array(docs[half...])) }
            let started = worker.start(scoreUpper)
            scores = self.scores(Array(docs[..<half]))
            if started { worker.wait() } else { scoreUpper() }
            scores += upper.value!
        } else {
            scores = self.scores(docs)
        }
        for (rank, c) in byDoc.enumerated() { candidates[c].score = scores[rank] }
        candidates.sort { $0.ranksAbove($1) }
        return candidates
    }

    /// Fewest candidates `rerank` splits between two threads.
    static let splitCandidates = 8

    /// A value one thread writes and another reads after waiting for it.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    /// Each candidate's phase-2 score (`docs` in rule order).
    private func scores(_ docs: [UInt32]) -> [Double] {
        let proximity = Proximity(plan: plan)
        let matches = collect(docs, proximity: proximity)
        let n = docs.count
        let k1 = reader.parameters.k1
        let (slotTerms, slotWeights, totalWeight) = slots()
        var scratch = Scratch(groups: plan.groupSegments.count, segments: plan.segmentCount)
        let termGroups = TermGroups(plan)
        let documents = reader.documents(in: raw)
        var scales = [Double](repeating: 1, count: plan.groupSegments.count)
        // Each candidate's entry of the documents table, read in one loop of independent loads
        // (the entries are far apart, and one at a time each would wait for memory in turn).
        let entries = docs.map { (flags: documents.flags(Int($0)), koreanBase: documents.koreanBase(Int($0))) }
        var scores = [Double](repeating: 0, count: n)
        for rank in 0..<n {
            let koreanBase = entries[rank].koreanBase
            monolingualScales(entries[rank].flags, into: &scales)
            func slice(_ term: Int) -> ArraySlice<UInt32> {
                let list = matches.positions[matches.spans[term * n + rank]]
                if useKorean && useEnglish { return list }
                let split = list.firstIndex { $0 >= koreanBase } ?? list.endIndex
                return useKorean ? list[split...] : list[..<split]
            }
            var bonus = 0.0
            for pair in proximity.pairs {
                let first = slice(pair.first), second = slice(pair.second)
                guard !first.isEmpty, !second.isEmpty else { continue }
                let count = Proximity.count(first, second, gap: pair.gap)
                guard count > 0 else { continue }
                let strength = min(plan.terms[pair.first].weight * plan.terms[pair.first].idf,
                                   plan.terms[pair.second].weight * plan.terms[pair.second].idf)
                bonus += Proximity.weight * strength * count * (k1 + 1) / (k1 + count)
            }
            var covered = 0.0
            for (slot, terms) in slotTerms.enumerated() {
                covered += slotWeights[slot] * credit(slot, terms, matches, rank: rank, count: n, weights: termGroups.weights)
            }
            let coverage = totalWeight > 0 ? covered / totalWeight : 1
            let score = alternativesScore(matches, rank: rank, count: n, scales: scales, termGroups: termGroups,
                                          scratch: &scratch)
            scores[rank] = (score + bonus - matches.penalty[rank]) * Self.coordination(coverage)
        }
        return scores
    }

    /// How much of one query word (`slot`, its `terms`) a candidate covers, 0…1: all of it
    /// where a term that alone stands for it is there (`Term.coverSlots`) or every word of a
    /// rendering of several words (`QueryPlan.phrases`), else a share of its pieces.
    private func credit(_ slot: Int, _ terms: [Int], _ matches: Matches, rank: Int, count n: Int,
                        weights: [Double]) -> Double {
        // `terms` holds every known term with the slot, so every known one that covers it.
        if plan.covers(slot, lookingAt: terms, has: { matches.unit[$0 * n + rank] > 0 && !matches.insideOnly[$0 * n + rank] }) {
            return 1
        }
        var present = 0.0, all = 0.0
        for t in terms {
            all += weights[t]
            if matches.unit[t * n + rank] > 0 { present += weights[t] }
        }
        return all > 0 ? Self.partialCredit * present / all : 0
    }

    /// The BM25F score of one candidate with each segment scored as its best alternative
    /// group plus `tieBreaker` of the rest; terms outside every group add up.
    private func alternativesScore(_ matches: Matches, rank: Int, count n: Int, scales: [Double],
                                   termGroups: TermGroups, scratch: inout Scratch) -> Double {
        scratch.reset()
        var free = 0.0
        for t in 0..<termGroups.weights.count {
            let unit = matches.unit[t * n + rank]
            guard unit > 0 else { continue }
            let groups = termGroups.starts[t]..<termGroups.starts[t + 1]
            if groups.isEmpty {
                free += termGroups.weights[t] * unit
            } else {
                for g in groups {
                    let group = termGroups.groups[g]
                    scratch.groups[group] += termGroups.groupWeights[g] * unit * scales[group]
                }
            }
        }
        for (group, score) in scratch.groups.enumerated() {
            let segment = plan.groupSegments[group]
            scratch.best[segment] = max(scratch.best[segment], score)
            scratch.sum[segment] += score
        }
        var total = free
        for segment in 0..<plan.segmentCount {
            total += scratch.best[segment] + Self.tieBreaker * (scratch.sum[segment] - scratch.best[segment])
        }
        return total
    }

    /// Each group's scale in one rule (`flags` from the documents table). A rule with no text in
    /// the language a word was typed in can only say it in the other, so there a translation of
    /// the word counts as the word would: the translation's discount
    /// (`QueryExpansion.translationFactor`) is taken off, the doubt in a learned one kept.
    /// Elsewhere the discount keeps a rule that says what was typed above one that says it only
    /// in translation.
    func monolingualScales(_ flags: UInt16, into scales: inout [Double]) {
        let hasKorean = flags & DocumentTable.hasKorean != 0, hasEnglish = flags & DocumentTable.hasEnglish != 0
        for group in scales.indices {
            scales[group] = 1
            guard plan.groupTranslates[group], plan.groupFactors[group] > 0 else { continue }
            let typedInKorean = plan.segmentIsKorean[plan.groupSegments[group]]
            if typedInKorean ? !hasKorean : !hasEnglish {
                scales[group] = min(1 / plan.groupFactors[group], 1 / QueryExpansion.translationFactor)
            }
        }
    }

    /// The plan's terms' weights and (group, weight) memberships in flat arrays, made once per
    /// `scores` call: read per candidate and term from the plan, each reading of a `Term`'s
    /// `groups` retained and released it.
    private struct TermGroups {
        /// By term: its weight, and where its groups start in `groups` (`starts[t]..<starts[t + 1]`).
        var weights: [Double] = []
        var starts: [Int] = [0]
        var groups: [Int] = []
        var groupWeights: [Double] = []

        init(_ plan: QueryPlan) {
            for t in plan.terms.indices {
                weights.append(plan.terms[t].weight)
                for (group, weight) in plan.terms[t].groups {
                    groups.append(group)
                    groupWeights.append(weight)
                }
                starts.append(groups.count)
            }
        }
    }

    /// Per-candidate sums, allocated once per query.
    private struct Scratch {
        var groups: [Double]
        var best: [Double]
        var sum: [Double]

        init(groups: Int, segments: Int) {
            self.groups = [Double](repeating: 0, count: groups)
            best = [Double](repeating: 0, count: segments)
            sum = [Double](repeating: 0, count: segments)
        }

        mutating func reset() {
            for i in groups.indices { groups[i] = 0 }
            for i in best.indices { best[i] = 0; sum[i] = 0 }
        }
    }

    /// For each query word: the terms standing for it, its weight; and the weights' sum.
    private func slots() -> (terms: [[Int]], weights: [Double], total: Double) {
        var terms = [[Int]](repeating: [], count: plan.wordCount)
        var weights = [Double](repeating: 0, count: plan.wordCount)
        for t in plan.terms.indices where plan.terms[t].info != nil {
            for slot in plan.terms[t].slots where slot < plan.wordCount {
                terms[slot].append(t)
                weights[slot] = max(weights[slot], plan.terms[t].weight)
            }
        }
        return (terms, weights, weights.reduce(0, +))
    }

    /// Looks every known term up in every candidate (`docs` in rule order): whether it is
    /// there (in the languages searched, and counting for the rule), and the positions of
    /// those proximity and word starts need.
    private func collect(_ docs: [UInt32], proximity: Proximity) -> Matches {
        let n = docs.count
        let k1 = reader.parameters.k1
        var involved = [Bool](repeating: false, count: plan.terms.count)
        for pair in proximity.pairs {
            involved[pair.first] = true
            involved[pair.second] = true
        }
        var matches = Matches(unit: [Double](repeating: 0, count: plan.terms.count * n),
                              insideOnly: [Bool](repeating: false, count: plan.terms.count * n),
                              spans: [Range<Int>](repeating: 0..<0, count: plan.terms.count * n),
                              penalty: [Double](repeating: 0, count: n))
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: IndexFormat.blockSize)
        defer { buffer.deallocate() }
        // Candidate terms first; then the others, where a candidate lacks some word of theirs.
        var covered = [Bool](repeating: false, count: plan.wordCount * n)
        // Looked up once per term here, not once per term and candidate below.
        let isCandidateTerm = plan.terms.indices.map { candidateTerms.contains($0) }
        let order = plan.terms.indices.filter { isCandidateTerm[$0] } + plan.terms.indices.filter { !isCandidateTerm[$0] }
        for t in order {
            guard let info = plan.terms[t].info else { continue }
            let (idf, weight, slots, coverSlots) = (plan.terms[t].idf, plan.terms[t].weight, plan.terms[t].slots,
                                                    plan.terms[t].coverSlots)
            let anchored = plan.terms[t].anchored && info.hasPositions
            let wantPositions = info.hasPositions && (involved[t] || anchored)
            // A bigram into a particle or ending is left out of phase 1 only for speed: it scores as before.
            let skipCovered = !isCandidateTerm[t] && !slots.isEmpty && !wantPositions && !plan.terms[t].reachesEnding
            let coversWords = !coverSlots.isEmpty && isCandidateTerm[t]
            var cursor = PostingCursor(info, raw: raw, ruleCount: reader.ruleCount, buffer: buffer)
            for (rank, doc) in docs.enumerated() {
                if skipCovered && slots.allSatisfy({ $0 < plan.wordCount && covered[$0 * n + rank] }) { continue }
                cursor.advance(to: doc)
                guard cursor.doc == doc else { continue }
                let korean = useKorean ? impactValues[Int(cursor.koreanImpact)] : 0
                let english = useEnglish ? impactValues[Int(cursor.englishImpact)] : 0
                let x = korean + english
                guard x > 0 else { continue }
                matches.unit[t * n + rank] = idf * (k1 + 1) * (x / (k1 + x))
                if wantPositions {
                    let start = matches.positions.count
                    cursor.positions(into: &matches.positions)
                    matches.spans[t * n + rank] = start..<matches.positions.count
                    if anchored && !matches.positions[start...].contains(where: { $0 & 1 == 1 }) {
                        matches.insideOnly[t * n + rank] = true
                        matches.penalty[rank] += (1 - Self.insideWordFactor)
                            * BlockMaxScorer.fixed(weight * idf * (k1 + 1) * (x / (k1 + x)))
                    }
                    for k in start..<matches.positions.count { matches.positions[k] >>= 1 }
                }
                if coversWords && !matches.insideOnly[t * n + rank] {
                    for slot in coverSlots where slot < plan.wordCount { covered[slot * n + rank] = true }
                }
            }
        }
        return matches
    }
}
