import HIGModel
import HIGText

/// The postings of a run of consecutive rules, gathered on one worker thread with
/// term numbers of its own, in flat arrays: no array per term is made while the
/// chunk is read (at 100k rules those allocations were a tenth of the build).
///
/// `finish()` groups the postings by term (a counting sort; rules stay in order),
/// so merging appends each term's run to the index-wide lists in one piece.
///
/// The per-token loops write through buffers sized before each loop (room for every
/// token of the text or rule), not through `append`: at 100k rules there are 50 million
/// tokens and 28 million postings, and a uniqueness and capacity check per element was
/// a sizeable share of the analysis.
struct ChunkAccumulator: Sendable {
    var table = InternTable()
    var termHasPositions: [Bool] = []
    /// After `finish()`, grouped by term: each posting's rule, term frequency in each field
    /// (one byte each, saturating at 255) and number of body positions (0 for terms without).
    var docs: [UInt32] = []
    var termFrequencies: [UInt32] = []
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

    /// One (term, rule) pair, in rule order until `finish()` groups them by term.
    private struct Posting {
        var term: UInt32
        var doc: UInt32
        var frequencies: UInt32
        var positionCount: UInt32
    }
    private var postings: [Posting] = []

    /// A term of the rule being added: its term frequencies (a byte per field), its body
    /// positions, and while `addPostings` places them, where its next position goes.
    private struct Slot {
        var term: UInt32 = 0
        var frequencies: UInt32 = 0
        var positionCount: UInt32 = 0
        var next: UInt32 = 0
    }

    // Scratch of `add`, kept from rule to rule.
    /// Remembers the chunk's words (`memoizingWords`): a word seen before in the chunk costs a
    /// look-up and a copy of its tokens, not its analysis.
    /// The text being analyzed, normalized into storage kept from text to text.
    private var normalized = MatchText("", offsets: false)
    /// Taken out while a rule is added (`add`), so that reading it while the accumulator changes
    /// needs no copy of it (a copy per text retained and released each of its arrays).
    private var stream: TokenStream?
    /// By the stream's memo token (`TokenStream.Entry.memo`): its term number, `unnumbered` until
    /// it has one, so a remembered word's terms are not looked up again either.
    private var memoTerms: [UInt32] = []
    /// By the stream's memo vocabulary word: its number in `vocabulary`, `unnumbered` until it has one.
    private var memoWords: [UInt32] = []
    private static let unnumbered = UInt32.max
    /// By chunk term number: its slot in the rule being added, -1 if none yet. Longer than the
    /// table by the room the loop may need for new terms.
    private var termSlot: [Int32] = []
    /// The rule's slots; `slotCount` are in use.
    private var slots: [Slot] = []
    private var slotCount = 0
    /// Per token of the rule whose position is kept: slot << 32 | field << 28 | position << 1 |
    /// starts-a-word; `tokenCount` are in use.
    private var tokens: [UInt64] = []
    private var tokenCount = 0

    /// An accumulator whose analysis starts from `stream`'s remembered words: a worker passes its
    /// stream from chunk to chunk (`finish()` gives it back), so a word is analyzed once per worker,
    /// not once per chunk. The memo's numbers are the stream's; the terms and vocabulary numbers
    /// they map to are the chunk's own, found again the first time the chunk meets each.
    init(stream: TokenStream = Self.stream()) {
        self.stream = stream
    }

    /// A stream for the build: collecting the vocabulary, remembering words.
    static func stream() -> TokenStream { TokenStream(vocabulary: true, memoizingWords: true) }

    /// Makes room for the postings and positions of rules with `textBytes` bytes of UTF-8 text
    /// in all, so the chunk's arrays are not grown (copied, and their fresh pages faulted in) by
    /// doubling: a (term, rule) pair for every two bytes and a position for every four is more
    /// than English or Korean text makes, and room never written costs no memory.
    mutating func reserve(textBytes: Int) {
        postings.reserveCapacity(textBytes / 2)
        positions.reserveCapacity(textBytes / 4)
    }

    /// Analyzes every field of `rule` and appends its postings (the rule is number `doc`).
    ///
    /// Body positions run on across a rule's texts of one language, `IndexFormat.textGap`
    /// apart; English bodies come first (see `RuleFields`), so Korean positions start where
    /// they end (`koreanBase`).
    ///
    /// - Complexity: O(text): the analyzer writes each text's terms into one reused stream,
    ///   each term is looked up once in the chunk's table; nothing is allocated per token.
    mutating func add(_ rule: Rule, doc: UInt32, analyzer: Analyzer) {
        slotCount = 0
        tokenCount = 0
        var lengths: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var englishCursor = 0
        var koreanCursor = -1
        var words = stream.take()!
        RuleFields.forEachText(of: rule) { field, text in
            normalized.assign(text)
            words.removeAll()
            analyzer.tokens(normalized, mode: .document, into: &words)  // the vocabulary's words come on the same pass
            if memoWords.count < words.memoVocabularyCount {
                memoWords.append(contentsOf: repeatElement(Self.unnumbered, count: words.memoVocabularyCount - memoWords.count))
            }
            words.forEachVocabularyWord { word, memo in countWord(word, memo: memo, doc: doc) }
            var base = 0
            if field == .bodyEnglish {
                base = englishCursor
            } else if field == .bodyKorean {
                if koreanCursor < 0 { koreanCursor = englishCursor }
                base = koreanCursor
            }
            let last: Int
            switch field {
            case .titleEnglish: last = number(words, field: field, base: base, length: &lengths.0)
            case .bodyEnglish: last = number(words, field: field, base: base, length: &lengths.1)
            case .titleKorean: last = number(words, field: field, base: base, length: &lengths.2)
            case .bodyKorean: last = number(words, field: field, base: base, length: &lengths.3)
            }
            if field == .bodyEnglish { englishCursor += last + 1 + IndexFormat.textGap }
            if field == .bodyKorean { koreanCursor += last + 1 + IndexFormat.textGap }
        }
        stream = words
        self.lengths[0].append(lengths.0)
        self.lengths[1].append(lengths.1)
        self.lengths[2].append(lengths.2)
        self.lengths[3].append(lengths.3)
        koreanBase.append(UInt32(min(englishCursor, (1 << 27) - 1)))
        addPostings(doc: doc)
    }

    /// Numbers the terms of one text's tokens, counts them into the rule's per-term slots and
    /// keeps the keys of those whose positions are stored; returns the last position used.
    /// Sound keys and initials repeat a word in another form: they do not make a text longer.
    private mutating func number(_ stream: TokenStream, field: IndexField, base: Int, length: inout UInt32) -> Int {
        // Room for every token of the text being a new term, a new slot and a kept position.
        let room = stream.count
        if termSlot.count < table.count + room {
            termSlot.append(contentsOf: repeatElement(-1, count: table.count + room - termSlot.count))
        }
        if slots.count < slotCount + room { slots.append(contentsOf: repeatElement(Slot(), count: slotCount + room - slots.count)) }
        if tokens.count < tokenCount + room { tokens.append(contentsOf: repeatElement(0, count: tokenCount + room - tokens.count)) }
        if memoTerms.count < stream.memoTokenCount {
            memoTerms.append(contentsOf: repeatElement(Self.unnumbered, count: stream.memoTokenCount - memoTerms.count))
        }

        var last = 0
        var count = length
        let shift = UInt32(8 * field.rawValue)
        let bodyText = Self.keepsPositions(field.rawValue)
        let fieldKey = UInt64(field.rawValue) << 28
        var (slotCount, tokenCount) = (self.slotCount, self.tokenCount)
        termSlot.withUnsafeMutableBufferPointer { termSlot in
            slots.withUnsafeMutableBufferPointer { slots in
                tokens.withUnsafeMutableBufferPointer { tokens in
                    memoTerms.withUnsafeMutableBufferPointer { memoTerms in
                        stream.withBytes { bytes in
                            var start = 0
                            for entry in stream.entries {
                                let end = Int(entry.end)
                                defer { start = end }
                                if entry.kind.countsForLength { count &+= 1 }
                                guard end - start <= IndexFormat.maxTermBytes else { continue }
                                let memo = Int(entry.memo)
                                var id = memo >= 0 ? memoTerms[memo] : Self.unnumbered
                                if id == Self.unnumbered {
                                    let (number, isNew) = table.number(of: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                                    if isNew { termHasPositions.append(entry.kind.storesPositions) }
                                    if memo >= 0 { memoTerms[memo] = number }
                                    id = number
                                }
                                let term = Int(id)
                                let position = Int(entry.position)
                                last = max(last, position)
                                var slot = Int(termSlot[term])
                                if slot < 0 {
                                    slot = slotCount
                                    slotCount += 1
                                    termSlot[term] = Int32(slot)
                                    slots[slot] = Slot(term: id)
                                }
                                if (slots[slot].frequencies >> shift) & 0xFF < 255 { slots[slot].frequencies &+= 1 << shift }
                                guard bodyText && termHasPositions[term] else { continue }
                                slots[slot].positionCount &+= 1
                                // Stored positions carry a word-start bit: position << 1 | startsWord.
                                let key = UInt64(min(base + position, (1 << 27) - 1) << 1 | (entry.startsWord ? 1 : 0))
                                tokens[tokenCount] = UInt64(slot) << 32 | fieldKey | key
                                tokenCount += 1
                            }
                        }
                    }
                }
            }
        }
        (self.slotCount, self.tokenCount) = (slotCount, tokenCount)
        length = count
        return last
    }

    /// Counts a vocabulary word once per rule; `memo` is its number in the stream's memo (-1 if none),
    /// so a remembered word is looked up once.
    private mutating func countWord(_ word: UnsafeRawBufferPointer, memo: Int, doc: UInt32) {
        var id = memo >= 0 ? memoWords[memo] : Self.unnumbered
        if id == Self.unnumbered {
            let (number, isNew) = vocabulary.number(of: word)
            if memo >= 0 { memoWords[memo] = number }
            id = number
            if isNew {
                vocabularyRules.append(1)
                vocabularyLastRule.append(doc)
                return
            }
        }
        if vocabularyLastRule[Int(id)] != doc {
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
        let firstPosting = postings.count
        let (slotCount, tokenCount) = (self.slotCount, self.tokenCount)
        positions.append(contentsOf: repeatElement(0, count: tokenCount))
        postings.append(contentsOf: repeatElement(Posting(term: 0, doc: doc, frequencies: 0, positionCount: 0), count: slotCount))
        positions.withUnsafeMutableBufferPointer { positions in
            slots.withUnsafeMutableBufferPointer { slots in
                var total = first
                for s in 0..<slotCount {
                    slots[s].next = UInt32(total)
                    total += Int(slots[s].positionCount)
                }
                tokens.withUnsafeBufferPointer { tokens in
                    for token in tokens[..<tokenCount] {
                        let slot = Int(token >> 32)
                        positions[Int(slots[slot].next)] = UInt32(truncatingIfNeeded: token)
                        slots[slot].next += 1
                    }
                }
                postings.withUnsafeMutableBufferPointer { postings in
                    termSlot.withUnsafeMutableBufferPointer { termSlot in
                        var start = first
                        for s in 0..<slotCount {
                            let slot = slots[s]
                            let count = Int(slot.positionCount)
                            if count > 1 {
                                var own = UnsafeMutableBufferPointer(rebasing: positions[start..<(start + count)])
                                own.sort()
                            }
                            start += count
                            postings[firstPosting + s] = Posting(term: slot.term, doc: doc, frequencies: slot.frequencies,
                                                                 positionCount: slot.positionCount)
                            termSlot[Int(slot.term)] = -1
                        }
                    }
                }
                for p in first..<(first + tokenCount) { positions[p] &= 0x0FFF_FFFF }
            }
        }
    }

    /// Whether a term's occurrences in `field` keep their positions: body texts only.
    @inline(__always)
    static func keepsPositions(_ field: Int) -> Bool {
        field == IndexField.bodyEnglish.rawValue || field == IndexField.bodyKorean.rawValue
    }

    /// Groups the postings and positions by term, rules in order within each term; returns the
    /// stream, for the worker's next chunk.
    mutating func finish() -> TokenStream {
        let termCount = table.count
        var starts = [Int](repeating: 0, count: termCount + 1)
        var positionTotals = [Int](repeating: 0, count: termCount + 1)
        for posting in postings {
            starts[Int(posting.term) + 1] += 1
            positionTotals[Int(posting.term) + 1] += Int(posting.positionCount)
        }
        for t in 0..<termCount {
            starts[t + 1] += starts[t]
            positionTotals[t + 1] += positionTotals[t]
        }
        var nextPosting = starts, nextPosition = positionTotals
        var sortedDocs = [UInt32](repeating: 0, count: postings.count)
        var sortedTF = sortedDocs, sortedCounts = sortedDocs
        var sortedPositions = [UInt32](repeating: 0, count: positions.count)
        sortedDocs.withUnsafeMutableBufferPointer { sortedDocs in
            sortedTF.withUnsafeMutableBufferPointer { sortedTF in
                sortedCounts.withUnsafeMutableBufferPointer { sortedCounts in
                    sortedPositions.withUnsafeMutableBufferPointer { sortedPositions in
                        positions.withUnsafeBufferPointer { positions in
                            var read = 0
                            for posting in postings {
                                let t = Int(posting.term)
                                let slot = nextPosting[t]
                                nextPosting[t] += 1
                                sortedDocs[slot] = posting.doc
                                sortedTF[slot] = posting.frequencies
                                let n = Int(posting.positionCount)
                                sortedCounts[slot] = UInt32(n)
                                let to = nextPosition[t]
                                for k in 0..<n { sortedPositions[to + k] = positions[read + k] }
                                nextPosition[t] += n
                                read += n
                            }
                        }
                    }
                }
            }
        }
        docs = sortedDocs
        termFrequencies = sortedTF
        positionCounts = sortedCounts
        positions = sortedPositions
        termStarts = starts
        positionStarts = positionTotals
        postings = []
        (termSlot, slots, tokens, memoTerms, memoWords) = ([], [], [], [], [])
        vocabularyLastRule = []
        return stream.take()!
    }
}
