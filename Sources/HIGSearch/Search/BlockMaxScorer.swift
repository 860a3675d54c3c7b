/// Finds the top-k rules by BM25F with block-max MaxScore (doc-at-a-time within
/// windows, as in Lucene's MaxScore bulk scorer).
///
/// The rule range is cut into windows of at least `minWindow` rules, ending on a
/// block boundary of some term. In each window every term's bound is the largest
/// impact of the blocks it has there (read from the skip table, nothing decoded).
/// Terms are sorted by that bound; the longest prefix whose bounds add up to no
/// more than the current k-th score is *non-essential*: a rule matching only those
/// cannot enter the top k. Only the essential terms' postings are walked — one term
/// rule by rule, several by accumulating into a small score array — and the
/// non-essential ones are probed (`advance(to:)`) for a candidate only while its
/// score could still make it. A window where all terms together cannot beat the
/// k-th score is skipped without decoding a block.
struct BlockMaxScorer {
    struct Clause {
        var cursor: PostingCursor
        /// Query weight · idf · (k1 + 1).
        let scale: Double
        var windowMax: Double = 0
    }

    let k1: Double
    let useKorean: Bool
    let useEnglish: Bool
    /// tf' of each impact byte (`ImpactQuantizer.values`).
    let values: UnsafePointer<Double>
    /// tf' / (k1 + tf') of each impact byte, so most postings score without a division.
    let saturation: UnsafePointer<Double>
    let ruleCount: UInt32

    /// Upper bounds are widened by this factor so rounding never prunes a rule that ties.
    static let boundSlack = 1 + 1e-9
    /// Smallest window, in rules: wide enough that the per-window work is small
    /// next to the postings it covers, narrow enough for useful block bounds.
    static let minWindow: UInt32 = 2048
    /// In a window with one essential term, if more than one of its rules in this
    /// many needs probing, the next term is made essential too.
    static let switchRatio = 4
    /// Rules accumulated at once when several terms are essential.
    static let innerWindow = 1024

    /// Rounds a term's contribution to a multiple of 2⁻²⁴. Sums of such numbers (below 2²⁹)
    /// are exact in a `Double`, so a rule's score does not depend on the order its terms
    /// were added in — pruned and exhaustive scoring agree bit for bit, and exact ties
    /// stay ties (broken by rule order).
    @inline(__always) static func fixed(_ x: Double) -> Double {
        // Adding and removing 1.5 · 2⁵² rounds to an integer (ties to even) in two
        // instructions, without a call to `round`.
        let magic = 6_755_399_441_055_744.0
        return ((x * 16_777_216 + magic) - magic) * (1.0 / 16_777_216)
    }

    @inline(__always) func contribution(korean: UInt8, english: UInt8, scale: Double) -> Double {
        if english == 0 { return Self.fixed(scale * saturation[Int(korean)]) }
        if korean == 0 { return Self.fixed(scale * saturation[Int(english)]) }
        let x = values[Int(korean)] + values[Int(english)]
        return Self.fixed(scale * (x / (k1 + x)))
    }

    @inline(__always) func score(_ clause: Clause) -> Double {
        contribution(korean: useKorean ? clause.cursor.koreanImpact : 0,
                     english: useEnglish ? clause.cursor.englishImpact : 0, scale: clause.scale)
    }

    @inline(__always) func bound(korean: UInt8, english: UInt8, scale: Double) -> Double {
        contribution(korean: useKorean ? korean : 0, english: useEnglish ? english : 0, scale: scale) * Self.boundSlack
    }

    /// Adds the non-essential terms `order[..<j]`, strongest first, while the rule can
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
            if clauses[i].cursor.doc == doc { total += score(clauses[i]) }
            j -= 1
        }
        return total > threshold ? total : nil
    }

    /// Collects into `top`; `filter` drops rules (topic), asked only for candidates.
    func run<Filter: RuleFilter>(_ clauses: UnsafeMutableBufferPointer<Clause>, into top: inout TopDocs, filter: Filter) {
        let m = clauses.count
        guard m > 0 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: m) { order in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: m) { prefix in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.innerWindow) { scores in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.innerWindow / 64) { seen in
            scores.initialize(repeating: 0)
            seen.initialize(repeating: 0)
            for i in 0..<m { order[i] = i }
            var windowMin: UInt32 = 0
            while windowMin < ruleCount {
                // The window: at least `minWindow` rules, ending on a block boundary.
                var windowEnd = UInt32.max
                var live = false
                for i in 0..<m {
                    let b = clauses[i].cursor.shallowAdvance(to: windowMin)
                    if b < clauses[i].cursor.blockCount {
                        live = true
                        windowEnd = min(windowEnd, clauses[i].cursor.lastDoc(b))
                    }
                }
                guard live else { return }
                if windowEnd - windowMin < Self.minWindow {
                    windowEnd = min(ruleCount - 1, windowMin + Self.minWindow - 1)
                }
                for i in 0..<m {
                    let (korean, english) = clauses[i].cursor.maxImpacts(from: windowMin, through: windowEnd)
                    clauses[i].windowMax = korean == 0 && english == 0 ? 0
                        : bound(korean: korean, english: english, scale: clauses[i].scale)
                }

                // Sort by window bound (insertion sort: few terms) and partition.
                for j in 1..<max(m, 1) {
                    let item = order[j]
                    let key = clauses[item].windowMax
                    var k = j - 1
                    while k >= 0 && clauses[order[k]].windowMax > key {
                        order[k + 1] = order[k]
                        k -= 1
                    }
                    order[k + 1] = item
                }
                var sum = 0.0
                for j in 0..<m {
                    sum += clauses[order[j]].windowMax
                    prefix[j] = sum
                }
                var threshold = top.threshold
                var firstEssential = 0
                while firstEssential < m && prefix[firstEssential] <= threshold { firstEssential += 1 }


                // Walk the window. One essential term goes rule by rule; several go through
                // the score array. If one term leaves too many candidates to probe (its own
                // bound is too loose), the next term is made essential too: accumulating a
                // posting costs far less than probing for it.
                var from = windowMin
                var atLeastTwo = false
                while from <= windowEnd && firstEssential < m {
                    if firstEssential == m - 1 && !atLeastTwo {
                        let e = order[m - 1]
                        let rest = m >= 2 ? prefix[m - 2] : 0
                        clauses[e].cursor.advance(to: from)
                        var walked = 0, passed = 0
                        from = windowEnd &+ 1
                        while clauses[e].cursor.doc <= windowEnd {
                            let doc = clauses[e].cursor.doc
                            if m >= 2 && walked >= 64 && passed * Self.switchRatio > walked {
                                atLeastTwo = true
                                from = doc
                                break
                            }
                            walked += 1
                            let own = score(clauses[e])
                            clauses[e].cursor.next()
                            if own + rest <= threshold || !filter.accepts(doc) { continue }
                            passed += 1
                            guard let total = complete(doc, own, below: m - 1, threshold, clauses, order, prefix) else { continue }
                            top.insert(ScoredDoc(score: total, doc: doc))
                            threshold = top.threshold
                            if prefix[m - 1] <= threshold { break }
                        }
                        if prefix[m - 1] <= threshold { break }
                        continue
                    }
                    // Several essential terms, an inner window at a time.
                    let first = atLeastTwo ? min(firstEssential, m - 2) : firstEssential
                    let innerEnd = min(windowEnd, from &+ UInt32(Self.innerWindow) &- 1)
                    for j in first..<m {
                        let i = order[j]
                        clauses[i].cursor.advance(to: from)
                        while clauses[i].cursor.doc <= innerEnd {
                            let slot = Int(clauses[i].cursor.doc - from)
                            scores[slot] += score(clauses[i])
                            seen[slot >> 6] |= 1 << UInt64(slot & 63)
                            clauses[i].cursor.next()
                        }
                    }
                    let nonEssential = first > 0 ? prefix[first - 1] : 0
                    for word in 0..<(Self.innerWindow / 64) where seen[word] != 0 {
                        var bits = seen[word]
                        seen[word] = 0
                        while bits != 0 {
                            let slot = word << 6 | bits.trailingZeroBitCount
                            bits &= bits - 1
                            let partial = scores[slot]
                            scores[slot] = 0
                            let doc = from + UInt32(slot)
                            if partial + nonEssential <= threshold || !filter.accepts(doc) { continue }
                            guard let total = complete(doc, partial, below: first, threshold, clauses, order, prefix) else { continue }
                            top.insert(ScoredDoc(score: total, doc: doc))
                            threshold = top.threshold
                        }
                    }
                    // Terms whose bound no longer matters become non-essential.
                    while firstEssential < m && prefix[firstEssential] <= threshold { firstEssential += 1 }
                    from = innerEnd &+ 1
                    if innerEnd == UInt32.max { break }
                }
                guard windowEnd < ruleCount - 1 else { return }
                windowMin = windowEnd + 1
            }
        }
        }
        }
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
