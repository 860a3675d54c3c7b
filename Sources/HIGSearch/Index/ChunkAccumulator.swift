import HIGText

/// The postings of a run of consecutive rules, gathered on one worker thread with
/// term numbers of its own, in flat arrays: no array per term is made while the
/// chunk is read (at 100k rules those allocations were a tenth of the build).
///
/// `finish()` groups the postings by term (a counting sort; rules stay in order),
/// so merging appends each term's run to the index-wide lists in one piece.
struct ChunkAccumulator: Sendable {
    var table = TermTable()
    /// The chunk's terms, by its own numbers.
    var terms: [String] { table.terms }
    var termHasPositions: [Bool] = []
    // One entry per (term, rule), in rule order until `finish()`, then by term.
    var postingTerm: [UInt32] = []
    var docs: [UInt32] = []
    /// Term frequency in each field, one byte each (saturating at 255).
    var termFrequencies: [UInt32] = []
    /// Body positions per posting (0 for terms without positions).
    var positionCounts: [UInt32] = []
    /// Body positions, posting after posting.
    var positions: [UInt32] = []
    /// After `finish()`: term `t`'s postings are `termStarts[t]..<termStarts[t + 1]`,
    /// its positions `positionStarts[t]..<positionStarts[t + 1]`.
    var termStarts: [Int] = []
    var positionStarts: [Int] = []
    /// Per `IndexField`, each rule's length; and each rule's first Korean body position.
    var lengths: [[UInt32]] = Array(repeating: [], count: 4)
    var koreanBase: [UInt32] = []
    /// Vocabulary word → rules of the chunk using it.
    var vocabulary: [UTF8Key: Int] = [:]

    /// Numbers the terms of an analyzed rule and appends its postings.
    mutating func add(_ rule: IndexBuilder.AnalyzedRule, doc: UInt32) {
        var occurrences: [UInt64] = []  // term << 32 | field << 28 | position
        occurrences.reserveCapacity(rule.terms.count)
        for (k, term) in rule.terms.enumerated() {
            let (id, isNew) = table.number(of: term)
            if isNew { termHasPositions.append(!rule.unigram[k]) }
            occurrences.append(UInt64(id) << 32 | UInt64(rule.keys[k]))
        }
        for field in 0..<4 { lengths[field].append(rule.lengths[field]) }
        koreanBase.append(rule.koreanBase)
        for word in rule.words { vocabulary[word, default: 0] += 1 }

        occurrences.sort()
        var i = 0
        while i < occurrences.count {
            let term = Int(occurrences[i] >> 32)
            var tf: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            let keepPositions = termHasPositions[term]
            var positionCount: UInt32 = 0
            while i < occurrences.count && Int(occurrences[i] >> 32) == term {
                let field = Int((occurrences[i] >> 28) & 0xF)
                switch field {
                case 0: tf.0 = min(tf.0 + 1, 255)
                case 1: tf.1 = min(tf.1 + 1, 255)
                case 2: tf.2 = min(tf.2 + 1, 255)
                default: tf.3 = min(tf.3 + 1, 255)
                }
                if keepPositions && (field == IndexField.bodyEnglish.rawValue || field == IndexField.bodyKorean.rawValue) {
                    positions.append(UInt32(occurrences[i] & 0x0FFF_FFFF))
                    positionCount += 1
                }
                i += 1
            }
            postingTerm.append(UInt32(term))
            docs.append(doc)
            termFrequencies.append(tf.0 | tf.1 << 8 | tf.2 << 16 | tf.3 << 24)
            positionCounts.append(positionCount)
        }
    }

    /// Groups the postings and positions by term, rules in order within each term.
    mutating func finish() {
        let termCount = table.count
        var starts = [Int](repeating: 0, count: termCount + 1)
        var positionTotals = [Int](repeating: 0, count: termCount + 1)
        for (p, term) in postingTerm.enumerated() {
            starts[Int(term) + 1] += 1
            positionTotals[Int(term) + 1] += Int(positionCounts[p])
        }
        for t in 0..<termCount {
            starts[t + 1] += starts[t]
            positionTotals[t + 1] += positionTotals[t]
        }
        var nextPosting = starts, nextPosition = positionTotals
        var sortedDocs = [UInt32](repeating: 0, count: docs.count)
        var sortedTF = [UInt32](repeating: 0, count: docs.count)
        var sortedCounts = [UInt32](repeating: 0, count: docs.count)
        var sortedPositions = [UInt32](repeating: 0, count: positions.count)
        var read = 0
        for p in postingTerm.indices {
            let t = Int(postingTerm[p])
            let slot = nextPosting[t]
            nextPosting[t] += 1
            sortedDocs[slot] = docs[p]
            sortedTF[slot] = termFrequencies[p]
            let n = Int(positionCounts[p])
            sortedCounts[slot] = UInt32(n)
            for k in 0..<n { sortedPositions[nextPosition[t] + k] = positions[read + k] }
            nextPosition[t] += n
            read += n
        }
        docs = sortedDocs
        termFrequencies = sortedTF
        positionCounts = sortedCounts
        positions = sortedPositions
        termStarts = starts
        positionStarts = positionTotals
        postingTerm = []
    }
}
