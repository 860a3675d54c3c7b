import HIGModel
import HIGText

/// The postings of a run of consecutive rules, gathered on one worker thread with
/// term numbers of its own, in flat arrays: no array per term is made while the
/// chunk is read (at 100k rules those allocations were a tenth of the build).
///
/// `finish()` groups the postings by term (a counting sort; rules stay in order),
/// so merging appends each term's run to the index-wide lists in one piece.
struct ChunkAccumulator: Sendable {
    var table = InternTable()
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
    /// Vocabulary words, and by word number the rules of the chunk using it.
    var vocabulary = InternTable()
    var vocabularyRules: [Int] = []
    /// By word number: the last rule counted for it.
    private var vocabularyLastRule: [UInt32] = []

    // Scratch of `add`, kept from rule to rule.
    private var stream = TokenStream(vocabulary: true)
    /// Per token of the rule being added whose position is kept: its slot, and
    /// field << 28 | position << 1 | starts-a-word.
    private var tokenSlot: [Int32] = []
    private var tokenKey: [UInt32] = []
    /// By chunk term number: its posting's slot in the rule being added, -1 if none yet.
    private var ruleSlot: [Int32] = []
    /// Per slot: term, term frequencies (a byte per field), body positions, first position's index.
    private var slotTerm: [UInt32] = []
    private var slotFrequencies: [UInt32] = []
    private var slotCounts: [UInt32] = []
    private var slotNext: [Int] = []

    /// Analyzes every field of `rule` and appends its postings (the rule is number `doc`).
    ///
    /// Body positions run on across a rule's texts of one language, `IndexFormat.textGap`
    /// apart; English bodies come first (see `RuleFields`), so Korean positions start where
    /// they end (`koreanBase`).
    ///
    /// - Complexity: O(text): the analyzer writes each text's terms into one reused stream,
    ///   each term is looked up once in the chunk's table; nothing is allocated per token.
    mutating func add(_ rule: Rule, doc: UInt32, analyzer: Analyzer) {
        tokenSlot.removeAll(keepingCapacity: true)
        tokenKey.removeAll(keepingCapacity: true)
        slotTerm.removeAll(keepingCapacity: true)
        slotFrequencies.removeAll(keepingCapacity: true)
        slotCounts.removeAll(keepingCapacity: true)
        var lengths: [UInt32] = [0, 0, 0, 0]
        var englishCursor = 0
        var koreanCursor = -1
        for (field, text) in RuleFields(rule).texts {
            let normalized = MatchText(text, offsets: false)
            stream.removeAll()
            analyzer.tokens(normalized, mode: .document, into: &stream)
            let words = stream  // the vocabulary's words came on the same pass as the tokens
            words.forEachVocabularyWord { countWord($0, doc: doc) }
            var base = 0
            if field == .bodyEnglish {
                base = englishCursor
            } else if field == .bodyKorean {
                if koreanCursor < 0 { koreanCursor = englishCursor }
                base = koreanCursor
            }
            let last = number(stream, field: field, base: base, length: &lengths[field.rawValue])
            if field == .bodyEnglish { englishCursor += last + 1 + IndexFormat.textGap }
            if field == .bodyKorean { koreanCursor += last + 1 + IndexFormat.textGap }
        }
        for field in 0..<4 { self.lengths[field].append(lengths[field]) }
        koreanBase.append(UInt32(min(englishCursor, (1 << 27) - 1)))
        addPostings(doc: doc)
    }

    /// Numbers the terms of one text's tokens, counts them into the rule's per-term slots and
    /// keeps the keys of those whose positions are stored; returns the last position used.
    /// Sound keys and initials repeat a word in another form: they do not make a text longer.
    private mutating func number(_ stream: TokenStream, field: IndexField, base: Int, length: inout UInt32) -> Int {
        var last = 0
        let shift = UInt32(8 * field.rawValue)
        let bodyText = Self.keepsPositions(field.rawValue)
        stream.withBytes { bytes in
            var start = 0
            for entry in stream.entries {
                let end = Int(entry.end)
                defer { start = end }
                if entry.kind.countsForLength { length &+= 1 }
                guard end - start <= IndexFormat.maxTermBytes else { continue }
                let (id, isNew) = table.number(of: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                if isNew {
                    termHasPositions.append(entry.kind.storesPositions)
                    ruleSlot.append(-1)
                }
                let position = Int(entry.position)
                last = max(last, position)
                var slot = Int(ruleSlot[Int(id)])
                if slot < 0 {
                    slot = slotTerm.count
                    ruleSlot[Int(id)] = Int32(slot)
                    slotTerm.append(id)
                    slotFrequencies.append(0)
                    slotCounts.append(0)
                }
                if (slotFrequencies[slot] >> shift) & 0xFF < 255 { slotFrequencies[slot] += 1 << shift }
                guard bodyText && termHasPositions[Int(id)] else { continue }
                slotCounts[slot] += 1
                // Stored positions carry a word-start bit: position << 1 | startsWord.
                let key = min(base + position, (1 << 27) - 1) << 1 | (entry.startsWord ? 1 : 0)
                tokenSlot.append(Int32(slot))
                tokenKey.append(UInt32(field.rawValue) << 28 | UInt32(key))
            }
        }
        return last
    }

    /// Counts a vocabulary word once per rule.
    private mutating func countWord(_ word: UnsafeRawBufferPointer, doc: UInt32) {
        let (id, isNew) = vocabulary.number(of: word)
        if isNew {
            vocabularyRules.append(1)
            vocabularyLastRule.append(doc)
        } else if vocabularyLastRule[Int(id)] != doc {
            vocabularyRules[Int(id)] += 1
            vocabularyLastRule[Int(id)] = doc
        }
    }

    /// Appends the postings of the rule whose tokens `number` kept, one per distinct term,
    /// each with its body positions in (field, position) order.
    ///
    /// - Complexity: O(tokens): a slot per term, a counting pass for positions, a sort only
    ///   within each posting's positions (mostly one or two).
    private mutating func addPostings(doc: UInt32) {
        // Positions, slot after slot: first their full keys (field << 28 | position), sorted
        // within each slot, then the field taken off.
        let first = positions.count
        slotNext.removeAll(keepingCapacity: true)
        var total = first
        for count in slotCounts {
            slotNext.append(total)
            total += Int(count)
        }
        positions.append(contentsOf: repeatElement(0, count: total - first))
        for (k, slot) in tokenSlot.enumerated() {
            positions[slotNext[Int(slot)]] = tokenKey[k]
            slotNext[Int(slot)] += 1
        }
        var start = first
        for (slot, term) in slotTerm.enumerated() {
            let count = Int(slotCounts[slot])
            if count > 1 { positions[start..<(start + count)].sort() }
            start += count
            postingTerm.append(term)
            docs.append(doc)
            termFrequencies.append(slotFrequencies[slot])
            positionCounts.append(UInt32(count))
            ruleSlot[Int(term)] = -1
        }
        for p in first..<total { positions[p] &= 0x0FFF_FFFF }
    }

    /// Whether a term's occurrences in `field` keep their positions: body texts only.
    @inline(__always)
    static func keepsPositions(_ field: Int) -> Bool {
        field == IndexField.bodyEnglish.rawValue || field == IndexField.bodyKorean.rawValue
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
        (ruleSlot, tokenSlot, slotTerm, slotFrequencies, slotCounts, slotNext) = ([], [], [], [], [], [])
        (tokenKey, stream) = ([], TokenStream())
        vocabularyLastRule = []
    }
}
