/// Finds the top-k rules by BM25F with block-max MaxScore (doc-at-a-time within
/// windows, as in Lucene's MaxScore bulk scorer).
///
/// The rule range is cut into windows of at least `minWindow` rules, ending on a
/// block boundary of some term. In each window every term's bound is the largest
/// impact of the blocks it has there (read from the skip table, nothing decoded).
/// Terms are sorted by that bound per posting (bound ÷ document frequency, as Lucene's
/// `MaxScoreBulkScorer` partitions); the longest prefix whose bounds add up to no more
/// than the current k-th score is *non-essential*: a rule matching only those cannot
/// enter the top k. Sorting by cost as well as bound makes a common, weak term
/// (`모달` in 76 % of the rules) non-essential before a rarer one it outweighs, so the
/// rare one is walked and the common one probed for its candidates, not the reverse.
/// Only the essential terms' postings are walked:
/// - one essential term: its impact bytes are scanned eight at a time (`ImpactCutoff`)
///   for the postings that, with every other term's bound, could beat the k-th score;
///   only those have their rule number decoded and are completed by probing the others;
/// - several: their postings are added a block at a time into a small score array, then
///   the rules that may make it are completed one non-essential term at a time, by
///   probing it for few candidates or walking it for many.
/// Within a window, a block of a walked term whose bound, with the other terms' bounds,
/// cannot beat the k-th score is passed over from the skip table, undecoded.
///
/// Scores are sums of multiples of 2⁻²⁴ (`fixed`), exact in a `Double`, and bounds are
/// the same functions of the largest impacts, so pruning compares exactly: a rule whose
/// bound equals the k-th score is pruned (it could only tie, and a tie goes to the lower
/// rule number, already collected), and pruned scoring returns what exhaustive scoring does.
struct BlockMaxScorer {
    struct Clause {
        var cursor: PostingCursor
        /// Query weight · idf · (k1 + 1).
        let scale: Double
        /// The contribution of each impact byte alone (`fillTable`): Korean at 0..<256,
        /// English at 256..<512; 0 in a language not searched.
        let table: UnsafePointer<Double>
        var windowMax: Double = 0
        /// `windowMax` per posting of the term: the key terms are sorted by (see `window`).
        var windowRatio: Double = 0
    }

    /// Entries of one clause's `table`.
    static let tableSize = 512

    let k1: Double
    let useKorean: Bool
    let useEnglish: Bool
    /// tf' of each impact byte (`ImpactQuantizer.values`).
    let values: UnsafePointer<Double>
    /// tf' / (k1 + tf') of each impact byte, so most postings score without a division.
    let saturation: UnsafePointer<Double>
    let ruleCount: UInt32

    /// Smallest window, in rules: wide enough that the per-window work is small
    /// next to the postings it covers, narrow enough for useful block bounds.
    static let minWindow: UInt32 = 2048
    /// In a window with one essential term, if more than one of its rules in this
    /// many needs probing, the next term is made essential too.
    static let switchRatio = 4
    /// Rules accumulated at once when several terms are essential: 16 KB of scores, within the
    /// L1 cache, over which gathering and completing the candidates are spread (1024 was 8 %
    /// slower at 100k rules, 4096 no faster).
    static let innerWindow = 2048
    /// Postings of a term walked for the cost of probing it for one candidate: when the term
    /// has fewer than this many postings per candidate in the inner window (estimated from its
    /// document frequency), completing the candidates walks it instead of probing it.
    static let probeCost = 8

    /// Rounds a term's contribution to a multiple of 2⁻²⁴. Sums of such numbers (below 2²⁹)
    /// are exact in a `Double`, so a rule's score does not depend on the order its terms
    /// were added in — pruned and exhaustive scoring agree bit for bit, and exact ties
    /// stay ties (broken by rule order).
    /// One unit of the fixed point `fixed` rounds to: every score and bound is a multiple of it.
    @inline(__always) static var fixedUnit: Double { 1.0 / 16_777_216 }

    @inline(__always) static func fixed(_ x: Double) -> Double {
        // Adding and removing 1.5 · 2⁵² rounds to an integer (ties to even) in two
        // instructions, without a call to `round`.
        let magic = 6_755_399_441_055_744.0
        return ((x * 16_777_216 + magic) - magic) * fixedUnit
    }

    @inline(__always) func contribution(korean: UInt8, english: UInt8, scale: Double) -> Double {
        if english == 0 { return Self.fixed(scale * saturation[Int(korean)]) }
        if korean == 0 { return Self.fixed(scale * saturation[Int(english)]) }
        let x = values[Int(korean)] + values[Int(english)]
        return Self.fixed(scale * (x / (k1 + x)))
    }

    /// Fills a clause's table for impacts up to the term's largest (the rest is never read in a
    /// sound index, and zero): the same numbers `contribution` gives, looked up instead of computed.
    ///
    /// - Complexity: O(`maxKorean` + `maxEnglish`), a multiplication and a rounding each.
    func fillTable(_ table: UnsafeMutablePointer<Double>, scale: Double, maxKorean: UInt8, maxEnglish: UInt8) {
        table.initialize(repeating: 0, count: Self.tableSize)
        if useKorean {
            for k in 1...max(1, Int(maxKorean)) { table[k] = Self.fixed(scale * saturation[k]) }
        }
        if useEnglish {
            for e in 1...max(1, Int(maxEnglish)) { table[256 + e] = Self.fixed(scale * saturation[e]) }
        }
    }

    /// The contribution of a posting with these impacts (`contribution`, from the clause's table).
    @inline(__always) func score(_ clause: Clause, korean: UInt8, english: UInt8) -> Double {
        if korean != 0 && english != 0 && useKorean && useEnglish {
            return contribution(korean: korean, english: english, scale: clause.scale)
        }
        return clause.table[Int(korean)] + clause.table[256 + Int(english)]
    }

    @inline(__always) func score(_ clause: Clause) -> Double {
        score(clause, korean: clause.cursor.koreanImpact, english: clause.cursor.englishImpact)
    }

    /// Calls `body` with the rule number and contribution of the current block's postings
    /// `from..<to` (decoded), one loop per kind of block so that each posting costs a lookup.
    @inline(__always)
    func forEachPosting(of clause: Clause, _ from: Int, _ to: Int, _ body: (UInt32, Double) -> Void) {
        let docs = clause.cursor.docs
        let table = clause.table
        switch (clause.cursor.koreanImpacts, clause.cursor.englishImpacts) {
        case let (korean?, nil):
            for p in from..<to { body(docs[p], table[Int(korean[p])]) }
        case let (nil, english?):
            for p in from..<to { body(docs[p], table[256 + Int(english[p])]) }
        case let (korean, english):
            for p in from..<to { body(docs[p], score(clause, korean: korean?[p] ?? 0, english: english?[p] ?? 0)) }
        }
    }

    @inline(__always) func bound(korean: UInt8, english: UInt8, scale: Double) -> Double {
        contribution(korean: useKorean ? korean : 0, english: useEnglish ? english : 0, scale: scale)
    }

    /// Adds the non-essential terms `order[..<j]`, last first, while the rule can
    /// still beat `threshold`; `nil` once it cannot.
    @inline(__always)
    func complete(_ doc: UInt32, _ partial: Double, below j: Int, _ threshold: Double,
                  _ clauses: UnsafeMutableBufferPointer<Clause>, _ order: UnsafeMutableBufferPointer<Int>,
                  _ prefix: UnsafeMutableBufferPointer<Double>) -> Double? {
        var total = partial
        var j = j - 1
        while j >= 0 {
            if total + prefix[j] <= threshold { return nil }
            let i = order[j]
            clauses[i].cursor.advance(to: doc)
            // Whether the term has the rule is as good as random: its contribution is added
            // times 0 or 1 rather than behind a branch (the impacts read are the current
            // posting's, in the index bytes, whatever the cursor's state).
            let has = clauses[i].cursor.doc == doc
            total += score(clauses[i]) * Double(has ? 1 : 0)
            j -= 1
        }
        return total > threshold ? total : nil
    }

    /// Working memory of one run: the window's term order and bound sums, and the score array.
    struct Scratch {
        /// Clause numbers, smallest window bound per posting first.
        let order: UnsafeMutableBufferPointer<Int>
        /// prefix[j]: the sum of the bounds of `order[...j]`.
        let prefix: UnsafeMutableBufferPointer<Double>
        /// Partial scores of one inner window, and which of its slots have one.
        let scores: UnsafeMutableBufferPointer<Double>
        let seen: UnsafeMutableBufferPointer<UInt64>
        /// Slots of the inner window's candidates, in rule order.
        let candidates: UnsafeMutableBufferPointer<Int>
    }

    /// Collects the rules of `rules` (all by default) into `top`; `filter` drops rules (topic),
    /// asked only for candidates. A slice of a range scored on several threads publishes its
    /// k-th score to `shared` after each window and prunes with the others' (`SliceThresholds`).
    func run<Filter: RuleFilter>(_ clauses: UnsafeMutableBufferPointer<Clause>, rules: Range<UInt32>? = nil,
                                 shared: (thresholds: SliceThresholds, slice: Int)? = nil,
                                 into top: inout TopDocs, filter: Filter) {
        let m = clauses.count
        let rules = rules ?? 0..<ruleCount
        guard m > 0, !rules.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: m) { order in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: m) { prefix in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.innerWindow) { scores in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.innerWindow / 64) { seen in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.innerWindow) { candidates in
            scores.initialize(repeating: 0)
            seen.initialize(repeating: 0)
            for i in 0..<m { order[i] = i }
            let scratch = Scratch(order: order, prefix: prefix, scores: scores, seen: seen, candidates: candidates)
            var windowMin = rules.lowerBound
            let last = rules.upperBound - 1
            var twoEssential = false
            while windowMin <= last {
                if let shared { top.floor = shared.thresholds.floor(for: shared.slice) }
                guard let windowEnd = window(from: windowMin, through: last, clauses, scratch) else { return }
                twoEssential = walk(from: windowMin, through: windowEnd, clauses, scratch, twoEssential: twoEssential,
                                    into: &top, filter: filter)
                shared?.thresholds.publish(top.ownThreshold, slice: shared!.slice)
                guard windowEnd < last else { return }
                windowMin = windowEnd + 1
            }
        }
        }
        }
        }
        }
    }

    /// The window starting at `windowMin` (at least `minWindow` rules, ending on a block boundary
    /// or at `last`),
    /// with each clause's bound there, the clauses sorted by bound per posting and the bounds'
    /// running sums; `nil` when every posting list has ended.
    ///
    /// Any order is exact (a prefix is non-essential only while its bounds' sum is at most the
    /// k-th score); this one decides the cost. By bound alone, a common term a little stronger
    /// than a rare one would be walked and the rare one probed for each of its rules: at 100k
    /// rules that order cost a quarter to a third more time in phase 1 over the benchmark's queries.
    private func window(from windowMin: UInt32, through last: UInt32, _ clauses: UnsafeMutableBufferPointer<Clause>,
                        _ scratch: Scratch) -> UInt32? {
        let m = clauses.count
        var windowEnd = UInt32.max
        var live = false
        for i in 0..<m {
            let b = clauses[i].cursor.shallowAdvance(to: windowMin)
            if b < clauses[i].cursor.blockCount {
                live = true
                windowEnd = min(windowEnd, clauses[i].cursor.lastDoc(b))
            }
        }
        guard live else { return nil }
        if windowEnd - windowMin < Self.minWindow {
            windowEnd = min(ruleCount - 1, windowMin + Self.minWindow - 1)
        }
        windowEnd = min(windowEnd, last)
        for i in 0..<m {
            let (korean, english) = clauses[i].cursor.maxImpacts(from: windowMin, through: windowEnd)
            clauses[i].windowMax = bound(korean: korean, english: english, scale: clauses[i].scale)
            clauses[i].windowRatio = clauses[i].windowMax / Double(max(1, clauses[i].cursor.df))
        }
        // Sort by window bound per posting (insertion sort: few terms), then sum the bounds.
        let order = scratch.order
        for j in 1..<max(m, 1) {
            let item = order[j]
            let key = clauses[item].windowRatio
            var k = j - 1
            while k >= 0 && clauses[order[k]].windowRatio > key {
                order[k + 1] = order[k]
                k -= 1
            }
            order[k + 1] = item
        }
        var sum = 0.0
        for j in 0..<m {
            sum += clauses[order[j]].windowMax
            scratch.prefix[j] = sum
        }
        return windowEnd
    }

    /// Scores the window's candidates. One essential term goes rule by rule; several go through
    /// the score array. If one term leaves too many candidates to probe (its own bound is too
    /// loose), the next term is made essential too: accumulating a posting costs far less than
    /// probing for it.
    @discardableResult
    private func walk<Filter: RuleFilter>(from windowMin: UInt32, through windowEnd: UInt32,
                                          _ clauses: UnsafeMutableBufferPointer<Clause>, _ scratch: Scratch,
                                          twoEssential: Bool, into top: inout TopDocs, filter: Filter) -> Bool {
        let m = clauses.count
        let prefix = scratch.prefix
        var threshold = top.threshold
        var firstEssential = 0
        while firstEssential < m && prefix[firstEssential] <= threshold { firstEssential += 1 }
        var from = windowMin
        var atLeastTwo = twoEssential
        while from <= windowEnd && firstEssential < m {
            if firstEssential == m - 1 && !atLeastTwo {
                guard let switchAt = walkOne(from: from, through: windowEnd, clauses, scratch, threshold: &threshold,
                                             into: &top, filter: filter) else { return false }
                atLeastTwo = true
                from = switchAt
                continue
            }
            // Several essential terms, an inner window at a time.
            let first = atLeastTwo ? min(firstEssential, m - 2) : firstEssential
            let innerEnd = min(windowEnd, from &+ UInt32(Self.innerWindow) &- 1)
            walkSeveral(first, from: from, through: innerEnd, clauses, scratch, threshold: &threshold,
                        into: &top, filter: filter)
            // Terms whose bound no longer matters become non-essential.
            while firstEssential < m && prefix[firstEssential] <= threshold { firstEssential += 1 }
            from = innerEnd &+ 1
            if innerEnd == UInt32.max { break }
        }
        return atLeastTwo
    }

    /// The one essential term `order[m - 1]`, rule by rule from `from` through `windowEnd`, each
    /// rule that may make it completed by probing the others. Returns the rule to go on from
    /// with two essential terms when too many rules needed probing, else `nil` (window done).
    private func walkOne<Filter: RuleFilter>(from: UInt32, through windowEnd: UInt32,
                                             _ clauses: UnsafeMutableBufferPointer<Clause>, _ scratch: Scratch,
                                             threshold: inout Double, into top: inout TopDocs, filter: Filter) -> UInt32? {
        let m = clauses.count
        let (order, prefix) = (scratch.order, scratch.prefix)
        let e = order[m - 1]
        let rest = m >= 2 ? prefix[m - 2] : 0
        var walked = 0, passed = 0
        var target = from
        var cutoff = ImpactCutoff(clauses[e], above: threshold - rest, scorer: self)
        while let blockLast = liveBlock(&clauses[e], from: target, through: windowEnd, others: rest, threshold: threshold) {
            let end = min(windowEnd, blockLast)
            if blockLast > end { guard clauses[e].cursor.decodeRestOfBlock() else { return nil } }
            let limit = clauses[e].cursor.postings(through: end)
            let korean = clauses[e].cursor.koreanImpacts, english = clauses[e].cursor.englishImpacts
            var chunk = clauses[e].cursor.index
            // Eight postings at a time, only those whose impacts may make it looked at.
            while chunk < limit {
                var mask = cutoff.candidates(korean: korean, english: english, at: chunk)
                if limit - chunk < 8 { mask &= (1 << UInt64(8 * (limit - chunk))) &- 1 }
                while mask != 0 {
                    let p = chunk + mask.trailingZeroBitCount >> 3
                    mask &= mask &- 1
                    guard let doc = clauses[e].cursor.doc(at: p) else { return nil }
                    let seen = walked + p - chunk
                    if m >= 2 && seen >= 64 && passed * Self.switchRatio > seen {
                        clauses[e].cursor.seek(to: p)
                        return doc
                    }
                    let own = score(clauses[e], korean: korean?[p] ?? 0, english: english?[p] ?? 0)
                    if own + rest <= threshold || !filter.accepts(doc) { continue }
                    passed += 1
                    guard let total = complete(doc, own, below: m - 1, threshold, clauses, order, prefix) else { continue }
                    top.insert(ScoredDoc(score: total, doc: doc))
                    threshold = top.threshold
                    if prefix[m - 1] <= threshold {
                        clauses[e].cursor.seek(to: p + 1 < limit ? p + 1 : limit)
                        return nil
                    }
                    cutoff = ImpactCutoff(clauses[e], above: threshold - rest, scorer: self)
                    mask &= cutoff.candidates(korean: korean, english: english, at: chunk)
                }
                walked += min(8, limit - chunk)
                chunk += 8
            }
            clauses[e].cursor.seek(to: limit)
            guard end < windowEnd else { return nil }
            target = end + 1
        }
        return nil
    }

    /// The essential terms `order[first...]` accumulated over `from...innerEnd`, then each rule
    /// that may make it completed by probing the others.
    private func walkSeveral<Filter: RuleFilter>(_ first: Int, from: UInt32, through innerEnd: UInt32,
                                                 _ clauses: UnsafeMutableBufferPointer<Clause>, _ scratch: Scratch,
                                                 threshold: inout Double, into top: inout TopDocs, filter: Filter) {
        let m = clauses.count
        let (order, prefix, scores, seen) = (scratch.order, scratch.prefix, scratch.scores, scratch.seen)
        for j in first..<m {
            let i = order[j]
            // A rule of a block whose bound, with every other term's, cannot beat the threshold
            // cannot make it, whether this term is added to it or not.
            let others = prefix[m - 1] - clauses[i].windowMax
            var target = from
            while let blockLast = liveBlock(&clauses[i], from: target, through: innerEnd, others: others, threshold: threshold) {
                guard clauses[i].cursor.decodeRestOfBlock() else { break }
                let end = min(innerEnd, blockLast)
                let limit = clauses[i].cursor.postings(through: end)
                forEachPosting(of: clauses[i], clauses[i].cursor.index, limit) { doc, contribution in
                    let slot = Int(doc - from)
                    scores[slot] += contribution
                    seen[slot >> 6] |= 1 << UInt64(slot & 63)
                }
                clauses[i].cursor.seek(to: limit)
                guard end < innerEnd else { break }
                target = end + 1
            }
        }
        let nonEssential = first > 0 ? prefix[first - 1] : 0
        let candidates = gatherCandidates(from: from, above: threshold - nonEssential, scratch, filter: filter)
        guard candidates > 0 else { return }
        threshold = completeCandidates(candidates, below: first, from: from, through: innerEnd, clauses, scratch,
                                       threshold: threshold, into: &top)
    }

    /// Keeps, of the inner window's accumulated rules, those whose partial score is above
    /// `cutoff` and that `filter` accepts: their slots listed in `candidates` and marked in
    /// `seen`; the others' scores cleared. Returns how many were kept.
    private func gatherCandidates<Filter: RuleFilter>(from: UInt32, above cutoff: Double, _ scratch: Scratch,
                                                      filter: Filter) -> Int {
        let (scores, seen, candidates) = (scratch.scores, scratch.seen, scratch.candidates)
        var count = 0
        for word in 0..<(Self.innerWindow / 64) where seen[word] != 0 {
            var bits = seen[word]
            var kept: UInt64 = 0
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                bits &= bits - 1
                let slot = word << 6 | bit
                if scores[slot] <= cutoff || !filter.accepts(from + UInt32(slot)) {
                    scores[slot] = 0
                    continue
                }
                kept |= 1 << UInt64(bit)
                candidates[count] = slot
                count += 1
            }
            seen[word] = kept
        }
        return count
    }

    /// Adds the non-essential terms `order[..<first]` to the candidates, the last in the order first
    /// and one term at a time (as Lucene's MaxScore does), dropping after each term the candidates that
    /// the remaining terms cannot lift above `threshold`; then collects those left. A term
    /// is probed rule by rule for few candidates, walked whole over the inner window for many.
    /// Leaves `scores` and `seen` cleared; returns the new threshold.
    private func completeCandidates(_ count: Int, below first: Int, from: UInt32, through innerEnd: UInt32,
                                    _ clauses: UnsafeMutableBufferPointer<Clause>, _ scratch: Scratch,
                                    threshold: Double, into top: inout TopDocs) -> Double {
        let (order, prefix, scores, seen, candidates) = (scratch.order, scratch.prefix, scratch.scores, scratch.seen,
                                                         scratch.candidates)
        var count = count
        var j = first - 1
        while j >= 0 && count > 0 {
            let i = order[j]
            let expected = Double(clauses[i].cursor.df) * Double(innerEnd - from + 1) / Double(ruleCount)
            if Double(count * Self.probeCost) >= expected {
                addAll(&clauses[i], from: from, through: innerEnd, scratch)
            } else {
                for k in 0..<count {
                    let doc = from + UInt32(candidates[k])
                    clauses[i].cursor.advance(to: doc)
                    if clauses[i].cursor.doc == doc { scores[candidates[k]] += score(clauses[i]) }
                }
            }
            let rest = j > 0 ? prefix[j - 1] : 0
            var kept = 0
            for k in 0..<count {
                let slot = candidates[k]
                if scores[slot] + rest > threshold {
                    candidates[kept] = slot
                    kept += 1
                } else {
                    scores[slot] = 0
                    seen[slot >> 6] &= ~(1 << UInt64(slot & 63))
                }
            }
            count = kept
            j -= 1
        }
        var threshold = threshold
        for k in 0..<count {
            let slot = candidates[k]
            let total = scores[slot]
            scores[slot] = 0
            seen[slot >> 6] = 0
            if total > threshold {
                top.insert(ScoredDoc(score: total, doc: from + UInt32(slot)))
                threshold = top.threshold
            }
        }
        return threshold
    }

    /// Adds the clause's contribution to every candidate (marked in `seen`) of `from...innerEnd`.
    private func addAll(_ clause: inout Clause, from: UInt32, through innerEnd: UInt32, _ scratch: Scratch) {
        let (scores, seen) = (scratch.scores, scratch.seen)
        clause.cursor.advance(to: from)
        while clause.cursor.doc <= innerEnd {
            guard clause.cursor.decodeRestOfBlock() else { return }
            let limit = clause.cursor.postings(through: innerEnd)
            forEachPosting(of: clause, clause.cursor.index, limit) { doc, contribution in
                // Added to every rule, 0 to those that are not candidates (whose score is 0 and
                // stays 0): no branch on whether a posting's rule is one.
                let slot = Int(doc &- from)
                let candidate = (seen[slot &>> 6] &>> UInt64(slot & 63)) & 1
                scores[slot] += contribution * Double(candidate)
            }
            clause.cursor.seek(to: limit)
        }
    }

    /// Moves the clause's cursor to its first rule ≥ `target` in a block whose bound, added to
    /// `others`, may beat `threshold`, passing over the blocks that cannot from the skip table
    /// (nothing decoded); returns that block's last rule, or `nil` if no such block starts by `end`.
    @inline(__always)
    private func liveBlock(_ clause: inout Clause, from target: UInt32, through end: UInt32,
                           others: Double, threshold: Double) -> UInt32? {
        var target = target
        while true {
            let b = clause.cursor.shallowAdvance(to: target)
            guard b < clause.cursor.blockCount else { return nil }
            let last = clause.cursor.lastDoc(b)
            if bound(korean: clause.cursor.maxKorean(b), english: clause.cursor.maxEnglish(b), scale: clause.scale)
                + others > threshold {
                clause.cursor.advance(to: target)
                return last
            }
            guard last < end else { return nil }
            target = last + 1
        }
    }
}

/// Which rules a search may return, checked for candidates only.
protocol RuleFilter {
    func accepts(_ doc: UInt32) -> Bool
}

struct AnyRule: RuleFilter {
    @inline(__always) func accepts(_ doc: UInt32) -> Bool { true }
}

/// Rules of one topic, read from the documents table (validated at open).
struct TopicFilter: RuleFilter {
    let documents: DocumentTable.View
    let topic: UInt16

    @inline(__always) func accepts(_ doc: UInt32) -> Bool {
        documents.topic(Int(doc)) == topic
    }
}
