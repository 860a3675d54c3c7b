import Foundation
import HIGText

/// A query analyzed and looked up: the terms worth scoring, their weights and IDF.
///
/// Term weights by kind: words, numbers and word-initial bigrams 1, bigrams
/// inside a word 0.7 (`숨기기` → `숨기` 1, `기기` 0.7); bigrams across a space
/// in the query (`모달 사용` → `달사`) 0.5, since they mostly say "these two
/// words are adjacent"; lone-syllable unigrams (`창`, or a particle typed apart
/// like `을`) 0.4, since one syllable is weak evidence; a loanword's sound key
/// (`플레이스홀더` → the key of `placeholder`) 0.3 per consonant of the key (see
/// `soundWeight`), an English word's key in Hangul text 0.3. A term repeated in the query adds up,
/// to at most 2.
struct QueryPlan {
    /// One query term. Loops over the plan read its fields in place (`plan.terms[t].weight`), not a
    /// copy of the whole `Term`: a copy retains and releases its string and each of its arrays, and
    /// phase 2 reads the terms once per candidate.
    struct Term {
        var text: String
        var kind: Token.Kind
        var weight: Double
        var queryPositions: [Int]
        var info: TermInfo?
        var idf: Double = 0
        /// A bigram (of syllables or initials) that starts a word of the query: matches that
        /// start a word in the rule are worth more (see `Reranker`).
        var anchored = false
        /// Whether the term alone shows the rule has the query word (a word, a number, a
        /// word's first bigram, a key, initials) rather than a piece of it (an inner bigram).
        var leads = false
        /// Whether the term is one of the query's own, a correction's or a completion's, not
        /// only a translation's: only those and rarer translations find candidates (see `Searcher`).
        var findsCandidates = false
        /// Whether every occurrence of the term lies inside a question word or ending.
        var isQuestion = false
        /// Whether every occurrence of the term is a bigram reaching into what follows a word's
        /// stem (`튼을` of 버튼을, `용하` of 사용하나요): it says how the query is phrased, not
        /// what it asks about, so it only refines the order of rules the stems find (see `Searcher`).
        var reachesEnding = false
        /// The words of the query (indices into its `QueryWords`) a rule having this term
        /// has said something about (see `Reranker`'s coverage); none for a bigram across two words.
        var slots: [Int] = []
        /// The words of the query this term alone shows a rule has (`leads` in a rendering of
        /// them): the word typed there, or the one word of a translation. A word of a
        /// translation of several words (`bar` of `progress bar` for 진행 표시줄) covers them
        /// only with the others (see `QueryPlan.phrases`).
        var coverSlots: [Int] = []
        /// The alternatives (`groups`) the term is part of, with its weight in each; empty for a
        /// term that stands for no one segment (a bigram across two), which simply adds up.
        var groups: [(group: Int, weight: Double)] = []
    }

    /// Distinct terms in query order (including ones the index does not know).
    var terms: [Term] = []
    /// Number of words in the query as typed.
    var wordCount = 0
    /// The segment (index into the query's segments) each alternative group stands for. A
    /// segment is a word of the query, or several words that one glossary term covers; a
    /// group is one block's rendering of one segment (the words typed, their correction,
    /// a translation). Phase 2 scores a segment as its best group (see `Reranker`).
    var groupSegments: [Int] = []
    /// The factor of the block each group comes from (`Block.factor`).
    var groupFactors: [Double] = []
    /// Whether each group renders its segment in the other language than the words typed
    /// there (a translation, not another spelling or a correction).
    var groupTranslates: [Bool] = []
    /// Whether each group is a spelling of its segment's concept: the words as typed (or
    /// corrected, completed) or a glossary term, not a learned translation or an answer cue.
    var groupSpellsConcept: [Bool] = []
    /// Whether each segment's words are a glossary term (some group of it is one of the concept's spellings).
    var segmentIsConcept: [Bool] = []
    /// Whether each segment was typed in Hangul (else in Latin letters or digits).
    var segmentIsKorean: [Bool] = []
    /// Renderings of several words (`progress bar`, `도구 막대` for 툴바): they cover the query's
    /// words they stand for (`slots`) where a rule has all their words (`leads`, terms).
    var phrases: [(leads: [Int], slots: [Int])] = []
    var segmentCount = 0

    /// Weight of a bigram that does not start a word of the query.
    static let innerBigramWeight = 0.7

    static func weight(of kind: Token.Kind) -> Double {
        switch kind {
        case .word, .number, .bigram: 1
        case .spacedBigram: 0.5
        case .unigram: 0.4
        case .sound: 0.3
        case .choseongBigram: 0.6
        case .choseongSpacedBigram: 0.3
        case .choseongUnigram: 0.3
        case .choseongWord: 1
        }
    }

    /// A Hangul loanword finding its English spelling stands for the whole word, whose
    /// bigrams would each have counted: its weight grows with the key. An English word
    /// finding a Hangul spelling is a weak extra, since the rule usually has the English too.
    static func soundWeight(_ term: String) -> Double {
        guard term.hasPrefix(SoundKey.englishPrefix) else { return 0.3 }
        return min(2, 0.3 * Double(term.count - SoundKey.englishPrefix.count))
    }

    /// One text the query is searched as: the query as typed, or as corrected, completed or
    /// translated, each weighed by `factor`. Blocks stand apart: their positions are
    /// `blockStride` apart, so proximity pairs terms of one block only.
    struct Block {
        /// The text's words (and the text itself, `words.text`).
        var words: QueryWords
        var factor: Double
        /// Which words of the query this text's words stand for.
        var slots = Slots.sameWords
        /// Whether the block's common terms find candidates too (see `Term.findsCandidates`):
        /// false for another language's or spelling's terms for words the rules have as typed.
        var findsCandidates = true
        /// Whether the text is a glossary term: one spelling of a concept the query's words name
        /// (see `QueryPlan.shareConceptIDF`).
        var spellsConcept = false

        enum Slots {
            /// The text's words are the query's, one for one (the query, corrected or completed).
            case sameWords
            /// Every term stands for these words of the query (a translation of them).
            case all([Int])

            var isAll: Bool {
                if case .all = self { return true }
                return false
            }
        }

        init(words: QueryWords, factor: Double, slots: Slots = .sameWords, findsCandidates: Bool = true,
             spellsConcept: Bool = false) {
            self.words = words
            self.factor = factor
            self.slots = slots
            self.findsCandidates = findsCandidates
            self.spellsConcept = spellsConcept
        }

        init(text: String, factor: Double, slots: Slots = .sameWords, findsCandidates: Bool = true, analyzer: Analyzer) {
            self.init(words: QueryWords(QueryPlan.truncated(text), analyzer: analyzer), factor: factor, slots: slots,
                      findsCandidates: findsCandidates)
        }

        var text: String { words.text }
    }

    /// Position distance between blocks; larger than any query's positions.
    static let blockStride = 1 << 12
    /// Share of its weight a term keeps when it lies inside a question word or ending.
    static let questionFactor = 0.15
    /// … when it overlaps one (`용하` in `사용하나요`).
    static let partlyQuestionFactor = 0.5

    /// The plan of the query as typed.
    init(text: String, analyzer: Analyzer) {
        self.init(blocks: [Block(text: text, factor: 1, analyzer: analyzer)], analyzer: analyzer)
    }

    /// The plan of several blocks, in order (the first one's terms are kept first when
    /// `SearchQuery.maxTerms` cuts). A term repeated inside a block adds up, to at most 2;
    /// across blocks it takes its largest weight. `segments` are ranges of the first block's
    /// words (one segment per word where not given).
    init(blocks: [Block], segments: [Range<Int>] = [], analyzer: Analyzer) {
        guard let typed = blocks.first?.words.words else { return }
        wordCount = typed.count
        let segmentOf = segmentNumbers(segments)
        segmentIsKorean = [Bool](repeating: false, count: segmentCount)
        segmentIsConcept = [Bool](repeating: false, count: segmentCount)
        for (w, word) in typed.enumerated() where word.kind == .hangul || word.kind == .jamo { segmentIsKorean[segmentOf[w]] = true }
        var builder = Builder()
        for (number, block) in blocks.enumerated() {
            add(block, number: number, typed: typed, segmentOf: segmentOf, analyzer: analyzer, into: &builder)
        }
    }

    /// What building the plan keeps track of across blocks.
    private struct Builder {
        var index: [UTF8Key: Int] = Dictionary(minimumCapacity: SearchQuery.maxTerms)
        /// segment << 16 | block number → group.
        var groups: [Int: Int] = Dictionary(minimumCapacity: 32)
    }

    /// The segment of each word of the query, numbering the segments; sets `segmentCount`.
    private mutating func segmentNumbers(_ segments: [Range<Int>]) -> [Int] {
        var segmentOf = Array(0..<wordCount)
        segmentCount = wordCount
        guard segments.allSatisfy({ $0.upperBound <= wordCount }) else { return segmentOf }
        var next = 0
        for w in 0..<wordCount {
            if let segment = segments.first(where: { $0.contains(w) }), segment.lowerBound < w {
                segmentOf[w] = segmentOf[segment.lowerBound]
            } else {
                segmentOf[w] = next
                next += 1
            }
        }
        segmentCount = next
        return segmentOf
    }

    /// Adds the terms of one block.
    private mutating func add(_ block: Block, number: Int, typed: [QueryWords.Word], segmentOf: [Int],
                              analyzer: Analyzer, into builder: inout Builder) {
        // This block's weight of each term, and of each (term, group), in first-seen order.
        var blockWeights: [(term: Int, weight: Double)] = []
        var groupWeights: [(term: Int, group: Int, weight: Double)] = []
        // The terms that stand for a whole word of the block, for an `.all` block's coverage.
        var blockLeads: [Int] = []
        let words = block.words.words
        let units = block.words.units
        let questions = block.words.questionRanges
        let oneForOne = words.count == wordCount
        // The slots a token may stand for, made once per block rather than per token.
        let allSlots: [Int]
        if case let .all(all) = block.slots { allSlots = all.filter { $0 < wordCount } } else { allSlots = [] }
        let wordSlots = oneForOne && !block.slots.isAll ? words.indices.map { [$0] } : []
        // A Hangul word whose stem is longer than a bigram is covered by all its stem's bigrams,
        // not by the first alone (`스플` of 스플래시 is in 스플릿 too): its bigrams, word by word.
        let parts = words.map(Self.parts)
        let stems = parts.map(\.longStem), endings = parts.map(\.ending)
        var stemLeads = [[Int]](repeating: [], count: stems.count)
        for token in block.words.tokens {
            // A translation's sound keys would repeat what the query's own words look for.
            if block.slots.isAll && token.kind == .sound { continue }
            var slots: [Int] = []
            switch block.slots {
            case .all: slots = allSlots
            case .sameWords:
                if oneForOne, let w = words.firstIndex(where: { $0.utf16.contains(token.start) }),
                   token.end <= words[w].utf16.upperBound { slots = wordSlots[w] }
            }
            let group = slots.first.flatMap { first -> Int? in
                // This block's rendering of the slots' segment, unless it only repeats the words typed there.
                guard number == 0 || block.slots.isAll || !UTF8Key.same(words[first].normalized, typed[first].normalized) else {
                    return nil
                }
                let key = segmentOf[first] << 16 | number
                if let known = builder.groups[key] { return known }
                builder.groups[key] = groupSegments.count
                groupSegments.append(segmentOf[first])
                groupFactors.append(block.factor)
                // The query's own words (as typed, corrected or completed) are one spelling of what they name.
                let spells = block.spellsConcept || !block.slots.isAll
                groupSpellsConcept.append(spells)
                if block.spellsConcept { segmentIsConcept[segmentOf[first]] = true }
                let korean = words.first.map { $0.kind == .hangul || $0.kind == .jamo } ?? false
                groupTranslates.append(block.slots.isAll && korean != segmentIsKorean[segmentOf[first]])
                return groupSegments.count - 1
            }
            guard let t = term(for: token, block: block, number: number, slots: slots, builder: &builder) else { continue }
            if token.kind == .bigram, let w = stems.firstIndex(where: { $0?.contains(token.start) ?? false }) {
                if token.end <= stems[w]!.upperBound && !stemLeads[w].contains(t) { stemLeads[w].append(t) }
            } else if Self.leads(token, anchored: Self.isAnchored(token)) {
                if block.slots.isAll {
                    if !blockLeads.contains(t) { blockLeads.append(t) }
                } else {
                    for slot in slots where !terms[t].coverSlots.contains(slot) { terms[t].coverSlots.append(slot) }
                }
            }
            let share = Self.questionShare(token.range, questions)
            let weight = Self.weight(of: token, units: units) * block.factor * share
            if share != Self.questionFactor { terms[t].isQuestion = false }
            if token.kind != .bigram || !endings.contains(where: { $0.map { token.start < $0.upperBound && token.end > $0.lowerBound } ?? false }) {
                terms[t].reachesEnding = false
            }
            if let k = blockWeights.firstIndex(where: { $0.term == t }) {
                blockWeights[k].weight += weight
            } else {
                blockWeights.append((t, weight))
            }
            if let group {
                if let k = groupWeights.firstIndex(where: { $0.term == t && $0.group == group }) {
                    groupWeights[k].weight += weight
                } else {
                    groupWeights.append((t, group, weight))
                }
            }
        }
        for (t, weight) in blockWeights { terms[t].weight = max(terms[t].weight, min(2, weight)) }
        if block.slots.isAll {
            for leads in stemLeads { for t in leads where !blockLeads.contains(t) { blockLeads.append(t) } }
        } else {
            for (w, leads) in stemLeads.enumerated() where !leads.isEmpty && w < wordSlots.count { phrases.append((leads, wordSlots[w])) }
        }
        if !allSlots.isEmpty {
            if blockLeads.count == 1 {
                for slot in allSlots where !terms[blockLeads[0]].coverSlots.contains(slot) { terms[blockLeads[0]].coverSlots.append(slot) }
            } else if blockLeads.count > 1 {
                phrases.append((blockLeads, allSlots))
            }
        }
        for (t, group, weight) in groupWeights { terms[t].groups.append((group, min(2, weight))) }
    }

    /// The index of the token's term in `terms`, added if new; nil past `SearchQuery.maxTerms`.
    private mutating func term(for token: Token, block: Block, number: Int, slots: [Int], builder: inout Builder) -> Int? {
        let position = number * Self.blockStride + token.position
        let anchored = Self.isAnchored(token)
        let leads = Self.leads(token, anchored: anchored)
        let key = UTF8Key(token.term)
        if let t = builder.index[key] {
            terms[t].queryPositions.append(position)
            terms[t].anchored = terms[t].anchored || anchored
            terms[t].leads = terms[t].leads || leads
            terms[t].findsCandidates = terms[t].findsCandidates || block.findsCandidates
            for slot in slots where !terms[t].slots.contains(slot) { terms[t].slots.append(slot) }
            return t
        }
        guard terms.count < SearchQuery.maxTerms else { return nil }
        builder.index[key] = terms.count
        terms.append(Term(text: token.term, kind: token.kind, weight: 0, queryPositions: [position], anchored: anchored,
                          leads: leads, findsCandidates: block.findsCandidates, isQuestion: true, reachesEnding: true, slots: slots))
        return terms.count - 1
    }

    /// The weight of one query token by its kind and place (see the type's summary).
    static func weight(of token: Token, units: [UInt16]) -> Double {
        if token.kind == .sound { return soundWeight(token.term) }
        if token.kind == .bigram && token.start > 0 && Script.isHangulSyllable(units[token.start - 1]) {
            // Inside a word: endings and particles (닫기전에 → 기전, 전에), or a
            // bigram that happens to spell another word (숨기기 → 기기 "device").
            return innerBigramWeight
        }
        return weight(of: token.kind)
    }

    /// Whether a token is a bigram (of syllables or initials) that starts a word (see `Term.anchored`).
    static func isAnchored(_ token: Token) -> Bool {
        (token.kind == .bigram || token.kind == .choseongBigram) && token.startsWord
    }

    /// A Hangul word's parts, as UTF-16 ranges (syllables are one unit each): its stem (without a
    /// question ending or particle) when it is longer than one bigram — a rule covers such a word
    /// only with every bigram of it — and what follows its stem (its particle, its question ending,
    /// the 하다 of a noun made a verb: 지정하지 → 하지), each nil when there is none.
    static func parts(_ word: QueryWords.Word) -> (longStem: Range<Int>?, ending: Range<Int>?) {
        guard word.kind == .hangul else { return (nil, nil) }
        let content = QueryWords.content(ofHangul: word.normalized)
        let first = word.utf16.lowerBound
        let longStem = content.count > 2 ? first..<(first + content.count) : nil
        let stem = VerbForms.haVerbEnding(Array(content)) ?? content.count
        let ending = stem > 0 && first + stem < word.utf16.upperBound ? (first + stem)..<word.utf16.upperBound : nil
        return (longStem, ending)
    }

    /// Whether a rule covers query word `slot`: it has a term that alone stands for the word
    /// (`Term.coverSlots`, looked for among `terms`, which must include every such term the index
    /// has) or every word of a rendering of several words (`phrases`). `has(t)`: whether the rule has term t.
    func covers(_ slot: Int, lookingAt terms: some Sequence<Int>, has: (Int) -> Bool) -> Bool {
        terms.contains { self.terms[$0].coverSlots.contains(slot) && has($0) }
            || phrases.contains { $0.slots.contains(slot) && $0.leads.allSatisfy(has) }
    }

    /// Whether a token stands for its whole word (see `Term.leads`).
    static func leads(_ token: Token, anchored: Bool) -> Bool {
        switch token.kind {
        case .bigram, .choseongBigram: anchored
        case .spacedBigram, .choseongSpacedBigram: false
        default: true
        }
    }

    /// The share of its weight a token keeps given the query's question words.
    static func questionShare(_ range: Range<Int>, _ questions: [Range<Int>]) -> Double {
        var share = 1.0
        for question in questions where question.overlaps(range) {
            share = min(share, question.contains(range.lowerBound) && range.upperBound <= question.upperBound
                        ? questionFactor : partlyQuestionFactor)
        }
        return share
    }

    /// The text cut to `SearchQuery.maxTextLength` UTF-16 units, at a scalar boundary.
    static func truncated(_ text: String) -> String {
        guard text.utf16.count > SearchQuery.maxTextLength else { return text }
        var units = 0
        var end = text.unicodeScalars.startIndex
        for scalar in text.unicodeScalars {
            units += scalar.utf16.count
            if units > SearchQuery.maxTextLength { break }
            end = text.unicodeScalars.index(after: end)
        }
        return String(text.unicodeScalars[..<end])
    }

    /// Looks every term up and computes its IDF over `ruleCount` rules (see `shareConceptIDF`).
    mutating func resolve(in reader: IndexReader, raw: RawBytes) {
        let n = Double(reader.ruleCount)
        for i in terms.indices {
            guard let info = reader.lookup(terms[i].text, in: raw) else { continue }
            let df = Double(info.documentFrequency)
            terms[i].info = info
            terms[i].idf = log(1 + (n - df + 0.5) / (df + 0.5))
        }
        shareConceptIDF()
    }

    /// Every spelling of a concept the query names weighs as its most common one: the terms of
    /// a glossary segment's spellings (툴바, 도구 막대, toolbar) have their IDF capped at the
    /// concept's, the smallest of its spellings' IDFs, a spelling's IDF being its rarest term's
    /// (about the IDF of the whole phrase). A rare spelling (툴바, in 3 rules where 58 say 도구
    /// 막대) would otherwise outweigh the words the rules mostly use for the same thing, as in
    /// Lucene's `SynonymQuery`, which scores synonyms with one document frequency. Learned
    /// translations keep their own IDF: they are guesses, not spellings.
    mutating func shareConceptIDF() {
        guard segmentIsConcept.contains(true) else { return }
        // Each group's spelling IDF: its rarest known term's.
        var spelling = [Double](repeating: 0, count: groupSegments.count)
        for t in terms.indices where terms[t].info != nil {
            for (group, _) in terms[t].groups { spelling[group] = max(spelling[group], terms[t].idf) }
        }
        var cap = [Double](repeating: .infinity, count: segmentCount)
        for (group, segment) in groupSegments.enumerated()
        where segmentIsConcept[segment] && groupSpellsConcept[group] && spelling[group] > 0 {
            cap[segment] = min(cap[segment], spelling[group])
        }
        for t in terms.indices where terms[t].info != nil && !terms[t].groups.isEmpty {
            // A term capped only where every group of it spells a concept (a term shared with
            // another word of the query keeps its own IDF there).
            guard terms[t].groups.allSatisfy({ groupSpellsConcept[$0.group] && segmentIsConcept[groupSegments[$0.group]] })
            else { continue }
            let limit = terms[t].groups.map { cap[groupSegments[$0.group]] }.min() ?? .infinity
            terms[t].idf = min(terms[t].idf, limit)
        }
    }
}
