import HIGText

/// What query expansion needs from a lexicon learned from the corpus's aligned rules
/// (English stems ↔ Korean words or bigrams, with weights in 0…1), strongest first.
protocol LearnedTranslations: Sendable {
    func translations(ofEnglishStem stem: String) -> [(term: String, weight: Double)]
    func translations(ofKorean word: String) -> [(term: String, weight: Double)]
}

/// A learned lexicon's pairs, wherever they are read from: the index's section in place
/// (`MappedLexicon`) or a decoded `BilingualLexicon` (an index of lexicon format 1).
protocol LexiconPairs: Sendable {
    func korean(forEnglish stem: String) -> [BilingualLexicon.Entry]
    func english(forKorean unit: String) -> [BilingualLexicon.Entry]
}

extension BilingualLexicon: LexiconPairs {}

/// The index's learned lexicon as query expansion asks it, shared by reference.
final class LearnedLexicon: LearnedTranslations {
    let lexicon: any LexiconPairs

    init(lexicon: any LexiconPairs) {
        self.lexicon = lexicon
    }

    func translations(ofEnglishStem stem: String) -> [(term: String, weight: Double)] {
        lexicon.korean(forEnglish: stem).map { ($0.unit, $0.weight) }
    }

    /// A Korean word's English: the stems its bigrams (its one syllable) translate to, each at
    /// its best weight. `word` is normalized already (the units are `LexiconUnits.korean`'s).
    func translations(ofKorean word: String) -> [(term: String, weight: Double)] {
        var best: [String: Double] = [:]
        let scalars = Array(word.unicodeScalars)
        let units = scalars.count == 1 ? [word] : (0..<max(0, scalars.count - 1)).map { String(String.UnicodeScalarView(scalars[$0...($0 + 1)])) }
        for unit in units {
            for entry in lexicon.english(forKorean: unit) {
                best[entry.unit] = max(best[entry.unit] ?? 0, entry.weight)
            }
        }
        return best.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }
}

/// Terms across languages: the query's words found in the glossary (and, when the index
/// has one, the learned lexicon) become extra blocks of the plan, so an English query
/// reaches a Korean-only rule (`multitasking gestures` → 멀티태스킹, 제스처) and a transliteration
/// finds the translation (`프로그레스 바` → progress bar, 진행률 막대, 진행 표시줄 …).
///
/// Translations weigh `translationFactor` of the query's own words, other spellings in the
/// same language `synonymFactor`: a rule that says what the user typed comes first. The
/// plan scores the words and their translations as alternatives (see `Reranker`), so a
/// bilingual rule does not count a word twice.
struct QueryExpansion: Sendable {
    let glossary: Glossary
    /// The index's learned lexicon, if it has one (made on first use).
    let learned: @Sendable () -> (any LearnedTranslations)?
    /// The terms an expansion adds (the glossary's and the learned lexicon's), each analyzed the
    /// first time a query needs it: a one-query process analyzes a few terms, not the whole glossary.
    let analyzedTerms = AnalyzedTerms()

    init(glossary: Glossary, learned: @escaping @Sendable () -> (any LearnedTranslations)?) {
        self.glossary = glossary
        self.learned = learned
    }

    /// Weight of a term in the other language, relative to the word typed.
    static let translationFactor = 0.7
    /// Weight of another spelling in the language typed (얼럿 → 경고, 알림).
    static let synonymFactor = 0.4
    /// Weight of every term of a concept whose words, as typed, no rule has (얼럿, when the
    /// rules say 경고): nothing exact can outrank them, so they stand in for the word, as a
    /// correction does (`QueryInterpreter.correctedFactor`).
    static let standInFactor = 0.8
    /// Most learned translations taken per word.
    static let learnedPerWord = 2
    /// Weakest learned pair taken: below it a pair is as often two words that merely share
    /// sentences (스크린 → isn't, 툴바 → behind) as a translation, and it adds noise, not reach.
    static let learnedMinimumWeight = 0.2
    /// Most terms of a concept searched in the other language, and in the language typed (the
    /// glossary lists the most common first): each one costs a few more posting lists.
    static let translationsPerConcept = 4
    static let synonymsPerConcept = 3

    /// The expansion blocks for `words`, in the order the words come, and the spans of words
    /// the glossary's terms cover (the plan's segments).
    /// `isKnown(term, english)` says whether the rules have a glossary term as the query spells it.
    func blocks(for words: QueryWords, analyzer: Analyzer,
                isKnown: (String, Bool) -> Bool) -> (blocks: [QueryPlan.Block], segments: [Range<Int>]) {
        let stemmer = analyzer.stemmer
        let normalized = words.words.map(\.normalized)
        let stems = words.words.map { $0.kind == .latin ? stemmer.stem($0.normalized) : nil }
        var blocks: [QueryPlan.Block] = []
        var seen = Set<UTF8Key>()
        let matches = glossary.matches(words: normalized, stems: stems)
        func add(_ text: String, _ factor: Double, for words: Range<Int>, standsIn: Bool = false, concept: Bool = false) {
            let key = UTF8Key(text.utf8.contains(0x20) ? String(text.filter { $0 != " " }) : text)
            guard factor > 0, seen.insert(key).inserted else { return }
            let analyzed = analyzedTerms.words(of: text, analyzer: analyzer)
            blocks.append(QueryPlan.Block(words: analyzed, factor: factor, slots: .all(Array(words)), findsCandidates: standsIn,
                                         spellsConcept: concept))
        }
        for match in matches {
            let typed = normalized[match.words].joined()
            seen.insert(UTF8Key(typed))
            let concept = glossary.concept(match.concept)
            let (same, other) = match.english ? (concept.english, concept.korean) : (concept.korean, concept.english)
            let unknown = !isKnown(match.term, match.english)
            for term in other.prefix(Self.translationsPerConcept) {
                add(term, unknown ? Self.standInFactor : Self.translationFactor, for: match.words, standsIn: unknown, concept: true)
            }
            for term in same.filter({ !UTF8Key.same($0.utf8.contains(0x20) ? String($0.filter { $0 != " " }) : $0, typed) })
                .prefix(Self.synonymsPerConcept) {
                add(term, unknown ? Self.standInFactor : Self.synonymFactor, for: match.words, standsIn: unknown, concept: true)
            }
        }
        let segments = matches.map(\.words)
        guard let learned = learned() else { return (blocks, segments) }
        // The learned lexicon adds what the corpus teaches, for every word but question words.
        let questions = words.questionWords
        for (i, word) in words.words.enumerated() where !questions.contains(i) {
            let translations: [(term: String, weight: Double)]
            switch word.kind {
            // A stop word says nothing a translation could find ("be" is in every other sentence).
            case .latin where !QuestionWords.isEnglish(word.normalized) && !StopWords.contains(word.normalized):
                translations = stems[i].map { learned.translations(ofEnglishStem: $0) } ?? []
            case .hangul:
                let content = QueryWords.content(ofHangul: word.normalized)
                translations = content.isEmpty ? [] : learned.translations(ofKorean: QueryWords.string(content))
            default:
                translations = []
            }
            for (term, weight) in translations.prefix(Self.learnedPerWord) where weight >= Self.learnedMinimumWeight {
                add(term, Self.translationFactor * weight, for: i..<(i + 1))
            }
        }
        return (blocks, segments)
    }
}
