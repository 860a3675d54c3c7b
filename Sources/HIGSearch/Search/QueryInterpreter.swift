import HIGText

/// Reads a query the way the person typing it meant it, and says so: misspelt words
/// corrected (at the jamo level in Korean: 모덜 → 모달; by Damerau–Levenshtein in English:
/// contol → control), Korean typed on the English layout converted (`ahekf` → 모달), a
/// half-typed last word completed (모다 → 모달), and the glossary's terms in the other
/// language added (see `QueryExpansion`).
///
/// The result is the blocks of a `QueryPlan`: the query as typed first, at full weight,
/// so that exact matches always outrank corrected, completed or translated ones.
struct QueryInterpreter {
    let reader: IndexReader
    let analyzer: Analyzer
    let vocabulary: @Sendable () -> CorrectionVocabulary
    let expansion: QueryExpansion

    /// Weight of a correction of a word the index has no trace of (some bigram unknown).
    static let correctedFactor = 0.8
    /// Weight of a correction of a word whose every bigram the index knows: it may be a
    /// real word the rules spell otherwise (a compound, an inflection).
    static let doubtfulCorrectionFactor = 0.5
    /// Fewest syllables a word whose every bigram the index knows must have to be corrected.
    static let doubtfulCorrectionSyllables = 3
    /// Weight of each completion of a half-typed last word.
    static let completionFactor = 0.7
    /// Weight of an answer cue's words (`answerCues`): below another spelling of a word
    /// (`QueryExpansion.synonymFactor`), since a cue spells no word of the query, only the kind of answer.
    static let answerCueFactor = 0.3
    /// Most completions searched for a half-typed word.
    static let completionsKept = 3

    struct Interpretation {
        var blocks: [QueryPlan.Block]
        /// Spans of the query's words one glossary term covers (see `QueryPlan.groupSegments`).
        var segments: [Range<Int>]
        /// The query with its corrections, when a word was corrected ("showing results for …").
        var corrected: String? { correction?.text }
        /// The certain corrections made, if any (see `Correction`).
        var correction: Correction?
    }

    /// The query's words and the certain corrections of some of them (word index → replacement).
    struct Correction {
        var typed: QueryWords
        var replacements: [Int: String]

        /// The query with every correction.
        var text: String { typed.replacing(replacements) }

        /// The query with the corrections of the words `keep` accepts (by index), or nil if it accepts none.
        func text(keeping keep: (Int) -> Bool) -> String? {
            let kept = replacements.filter { keep($0.key) }
            return kept.isEmpty ? nil : typed.replacing(kept)
        }
    }

    func interpret(_ text: String) -> Interpretation {
        let words = QueryWords(QueryPlan.truncated(text), analyzer: analyzer)
        var blocks = [QueryPlan.Block(words: words, factor: 1)]
        var replacements: [Int: String] = [:], certain: [Int: String] = [:]
        var completions: [String] = []
        let questions = words.questionWords
        for (i, word) in words.words.enumerated() where !questions.contains(i) {
            if i == words.words.count - 1 && words.endsInWord {
                completions = complete(word)
                if !completions.isEmpty { continue }
            }
            guard let (replacement, sure) = correction(for: word) else { continue }
            replacements[i] = replacement
            if sure { certain[i] = replacement }
        }
        var interpreted = words
        if !replacements.isEmpty {
            let text = words.replacing(replacements)
            interpreted = QueryWords(text, analyzer: analyzer)
            let factor = certain.count == replacements.count ? Self.correctedFactor : Self.doubtfulCorrectionFactor
            blocks.append(QueryPlan.Block(words: interpreted, factor: factor))
        }
        // Only certain corrections are shown: a doubtful one may be a word spelt as the user meant.
        let correction = certain.isEmpty ? nil : Correction(typed: words, replacements: certain)
        if let last = interpreted.words.indices.last {
            for completion in completions {
                let text = interpreted.replacing([last: completion])
                blocks.append(QueryPlan.Block(text: text, factor: Self.completionFactor, analyzer: analyzer))
            }
        }
        let (expansions, segments) = expansion.blocks(for: interpreted, analyzer: analyzer) { term, english in
            english ? Glossary.englishWords(term).allSatisfy { hasTerm(analyzer.stemmer.stem($0)) }
                : term.count < Analyzer.minimumHangulWord ? hasTerm(term) : allBigramsKnown(String(term.filter { $0 != " " }))
        }
        blocks += expansions
        blocks += answerCues(words)
        return Interpretation(blocks: blocks, segments: interpreted.words.count == words.words.count ? segments : [],
                              correction: correction)
    }

    /// A block of `QuestionWords.AnswerCue` words for each question word asking for an amount
    /// (`몇`, `how many`, `how long`), standing for that word: a guideline answering it sets a limit
    /// or asks for brevity in words the question does not use.
    func answerCues(_ words: QueryWords) -> [QueryPlan.Block] {
        var seen = Set<QuestionWords.AnswerCue>()
        return words.questionWords.sorted().compactMap { i in
            let previous = i > 0 ? words.words[i - 1].normalized : nil
            guard let cue = QuestionWords.answerCue(words.words[i].normalized, previous: previous),
                  seen.insert(cue).inserted else { return nil }
            return QueryPlan.Block(text: cue.text, factor: Self.answerCueFactor, slots: .all([i]), analyzer: analyzer)
        }
    }

    /// "Did you mean": the query with each unknown word replaced by its nearest vocabulary
    /// word, allowing one edit more than correction does; `nil` if no word changes.
    func suggestion(for text: String) -> String? {
        let words = QueryWords(text, analyzer: analyzer)
        var replacements: [Int: String] = [:]
        let questions = words.questionWords
        for (i, word) in words.words.enumerated() where !questions.contains(i) {
            if let (replacement, _) = correction(for: word, extraEdits: 1) { replacements[i] = replacement }
        }
        return replacements.isEmpty ? nil : words.replacing(replacements)
    }

    // MARK: Words

    /// A Hangul word split into its content and what follows it (particle, question ending).
    private func split(hangul word: String) -> (stem: String, rest: String) {
        let scalars = word.unicodeScalars.map(\.value)
        let stem = QueryWords.content(ofHangul: word)
        return (Self.string(stem), Self.string(scalars[stem.count...]))
    }

    /// Whether the index or the glossary knows the Hangul word (less its particle and ending).
    ///
    /// A one-syllable word (창, or the first syllable of a word being typed, 닫) is known when
    /// some word of the rules starts with it: documents index every word's first syllable.
    func isKnown(hangul word: String) -> Bool {
        if word.unicodeScalars.count < Analyzer.minimumHangulWord { return hasTerm(word) }
        if reader.rulesUsing(word: word) > 0 { return true }
        let (stem, _) = split(hangul: word)
        if stem.isEmpty { return true }  // a question word
        return (!UTF8Key.same(stem, word) && reader.rulesUsing(word: stem) > 0) || expansion.glossary.hasKoreanTerm(stem)
    }

    /// Whether some rule has the English word's stem, or the glossary knows it.
    func isKnown(english word: String) -> Bool {
        let stem = analyzer.stemmer.stem(word)
        return StopWords.contains(word) || QuestionWords.isEnglish(word) || expansion.glossary.hasEnglishStem(stem)
            || hasTerm(stem)
    }

    private func hasTerm(_ term: String) -> Bool {
        reader.withBytes { reader.lookup(term, in: $0) != nil }
    }

    /// The correction of a word the index does not know, and whether it is certain.
    func correction(for word: QueryWords.Word, extraEdits: Int = 0) -> (String, Bool)? {
        switch word.kind {
        case .hangul:
            let syllables = word.normalized.unicodeScalars.count
            guard syllables >= Analyzer.minimumHangulWord, !isKnown(hangul: word.normalized) else { return nil }
            // Every bigram known: the word may be one the rules spell inside others (시기 in
            // 표시기), so a short one is left as typed and a longer one corrected only weakly.
            let certain = !allBigramsKnown(word.normalized)
            guard certain || syllables >= Self.doubtfulCorrectionSyllables,
                  let fixed = correct(hangul: word.normalized, extraEdits: extraEdits) else { return nil }
            return (fixed, certain)
        case .latin:
            guard !isKnown(english: word.normalized) else { return nil }
            if let hangul = TwoSetLayout.hangul(forKeys: word.original),
               hangul.unicodeScalars.count >= Analyzer.minimumHangulWord {
                if isKnown(hangul: hangul) { return (hangul, true) }
                if let fixed = correct(hangul: hangul, extraEdits: extraEdits) { return (fixed, true) }
            }
            if let words = split(english: word.normalized) { return (words, true) }
            let length = word.normalized.unicodeScalars.count
            guard length >= Analyzer.minimumEnglishWord else { return nil }
            let candidates = vocabulary().nearest(english: word.normalized,
                                                  limit: EditDistance.englishLimit(length: length) + extraEdits)
            // Among equally close words, one with the same first letter (typos rarely hit it).
            let first = word.normalized.first
            guard let best = candidates.first(where: { $0.entry.word.first == first }) ?? candidates.first else { return nil }
            return (best.entry.word, true)
        case .jamo, .number:
            return nil
        }
    }

    /// Fewest letters of each half of a split English word: shorter halves are mostly stop words.
    static let minimumSplitPart = 3

    /// Two words the index knows, typed without the space between them (`progressbar`, `tabbar`,
    /// `NavigationBar`), as a compound splitter splits by a dictionary; where several cuts give two
    /// known words, the one whose rarer word most rules use. `nil` when no cut does.
    ///
    /// - Complexity: two term look-ups per cut, O(length).
    func split(english word: String) -> String? {
        let letters = Array(word.unicodeScalars)
        guard letters.count >= 2 * Self.minimumSplitPart, letters.allSatisfy({ Script.isLatinLetter($0.value) }) else { return nil }
        func rules(_ part: String) -> Int? {
            guard !StopWords.contains(part), !QuestionWords.isEnglish(part) else { return nil }
            let stem = analyzer.stemmer.stem(part)
            let df = reader.withBytes { reader.lookup(stem, in: $0)?.documentFrequency } ?? 0
            return df > 0 ? df : expansion.glossary.hasEnglishStem(stem) ? 1 : nil
        }
        var best: (words: String, rules: Int)?
        for cut in Self.minimumSplitPart...(letters.count - Self.minimumSplitPart) {
            let first = String(String.UnicodeScalarView(letters[..<cut])), second = String(String.UnicodeScalarView(letters[cut...]))
            guard let a = rules(first), let b = rules(second), min(a, b) > (best?.rules ?? 0) else { continue }
            best = ("\(first) \(second)", min(a, b))
        }
        return best?.words
    }

    /// The nearest known spelling of a Hangul word, its particle and ending kept.
    private func correct(hangul word: String, extraEdits: Int) -> String? {
        let (stem, rest) = split(hangul: word)
        let syllables = stem.unicodeScalars.count
        guard syllables >= Analyzer.minimumHangulWord, !Self.isOneSyllableAndSuffix(stem) else { return nil }
        let candidates = vocabulary().nearest(hangul: stem, limit: EditDistance.hangulLimit(syllables: syllables) + extraEdits)
        guard let best = candidates.first?.entry.word, !Self.isInflection(of: stem, best) else { return nil }
        return best + rest
    }

    /// Whether a two-syllable word is one syllable and a particle or ending after it (`없을`, `탭을`,
    /// `창에`, `묶고`): what is left to correct is one syllable, and a one-syllable word is never
    /// corrected (any edit of it is another word: 없을 would become 없앨).
    static func isOneSyllableAndSuffix(_ word: String) -> Bool {
        let scalars = word.unicodeScalars.map(\.value)
        guard scalars.count == Analyzer.minimumHangulWord, let last = word.unicodeScalars.last else { return false }
        return Particles.stemLength(scalars, minimumStem: 1) == 1 || KoreanWords.verbEndings.contains(String(last))
    }

    /// Whether `candidate` is another form of the verb `stem` is a form of: `stem` ends in a verb
    /// ending (`KoreanWords.verbEndings`) and `candidate` starts with what is before it (묶기 and
    /// 묶거나 are 묶다; 모덜 and 모달 are not a verb).
    static func isInflection(of stem: String, _ candidate: String) -> Bool {
        KoreanWords.verbEndings.contains { ending in
            stem.hasSuffix(ending) && stem.count > ending.count && candidate.hasPrefix(stem.dropLast(ending.count))
        }
    }

    /// Whether every bigram of the word is a term of the index.
    private func allBigramsKnown(_ word: String) -> Bool {
        let scalars = word.unicodeScalars.map(\.value)
        return reader.withBytes { raw in
            scalars.indices.dropLast().allSatisfy { i in
                reader.lookup(Self.string(scalars[i...(i + 1)]), in: raw) != nil
            }
        }
    }

    /// Vocabulary words the half-typed last word may be becoming, most used first
    /// (see `SyllableCompletion`); none when the word is already one the index knows.
    func complete(_ word: QueryWords.Word) -> [String] {
        guard word.kind == .hangul, !isKnown(hangul: word.normalized),
              let last = word.normalized.unicodeScalars.last?.value else { return [] }
        let typed = Array(word.normalized.unicodeScalars.map(\.value))
        let prefix = String(word.normalized.unicodeScalars.dropLast())
        // What the syllable being typed becomes, and no further: the typed syllables' bigrams
        // already find the rest of a longer word (플레이스홀 finds 플레이스홀더).
        var found: [String: Int] = [:]
        func add(_ words: [(word: String, rules: Int)], keep: Int) {
            for (word, rules) in words {
                let cut = Self.string(word.unicodeScalars.prefix(keep).map(\.value))
                found[cut, default: 0] += rules
            }
        }
        for range in SyllableCompletion.inPlace(last) {
            add(reader.vocabularyWords(prefix: prefix, next: range), keep: typed.count)
        }
        if let (kept, initial) = SyllableCompletion.finalAsNextInitial(last) {
            add(reader.vocabularyWords(prefix: prefix + Self.string([kept]), next: HangulSyllable.syllables(withInitial: initial)),
                keep: typed.count + 1)
        }
        found[word.normalized] = nil
        return found.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(Self.completionsKept).map(\.key)
    }

    static func string(_ scalars: some Sequence<UInt32>) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }
}
