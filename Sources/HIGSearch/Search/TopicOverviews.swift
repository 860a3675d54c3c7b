import HIGText

/// Which topic a whole query names, and that topic's first rule (its overview), which then
/// comes first (`멀티태스킹`, `progress indicators`, `toolbar`, `툴바`).
///
/// A topic is named by, in this order:
/// 1. its slug, English or Korean name, compared without case, spaces or punctuation
///    (`TopicMatch.key`), or its Korean name's initials (ㅁㅌㅌㅅㅋ, three or more);
/// 2. its English name with every word stemmed as queries are: people type a component
///    in the singular (`toolbar`, `navigation bar`, `menu` for Toolbars, Navigation bars, Menus);
/// 3. any term of a glossary concept one of whose terms names the topic so: the words a
///    designer types for what the page is called (툴바 and 도구 모음 for 도구 막대, 모달 for
///    Modality through `modal`).
///
/// The glossary's names are made on the first query that is wholly a glossary term.
final class TopicOverviews: Sendable {
    /// Fewest initials that name a topic: two (ㅁㄷ) name too many words.
    static let minimumInitials = 3

    /// Names and initials (step 1) → the topic's first rule.
    private let exact: [String: Int]
    /// Stemmed English names (step 2) → the topic's first rule.
    private let stemmed: [String: Int]
    /// Glossary terms (step 3, keyed as steps 1 and 2 key a query) → the topic's first rule.
    private let glossaryNames: LazyValue<[String: Int]>
    private let glossary: Glossary
    private let stemmer: EnglishStemmer

    /// - Complexity: O(rules), to find each topic's first rule.
    init(reader: IndexReader, glossary: Glossary, stemmer: EnglishStemmer) {
        var exact: [String: Int] = [:], stemmed: [String: Int] = [:]
        var seen = Set<Int>()
        for rule in 0..<reader.ruleCount where seen.count < reader.topics.count {
            let topic = reader.topicIndex(ofRule: rule)
            guard seen.insert(topic).inserted else { continue }
            let names = reader.topics[topic].topic
            for name in [names.slug, names.english, names.korean] { exact[TopicMatch.key(name)] = rule }
            let initials = names.korean.unicodeScalars.compactMap { HangulSyllable.initialJamo(of: $0.value) }
            let key = TopicMatch.key(QueryWords.string(initials[...]))
            if initials.count >= Self.minimumInitials && exact[key] == nil { exact[key] = rule }
            let english = Self.stemmedKey(names.english, stemmer: stemmer)
            if !english.isEmpty && stemmed[english] == nil { stemmed[english] = rule }
        }
        self.exact = exact
        self.stemmed = stemmed
        self.glossary = glossary
        self.stemmer = stemmer
        let names = exact, stems = stemmed
        glossaryNames = LazyValue { Self.glossaryNames(glossary, exact: names, stemmed: stems, stemmer: stemmer) }
    }

    /// The overview of the topic `text` names as a whole, if it names one.
    ///
    /// - Complexity: a few dictionary look-ups and one stem per word.
    func overview(named text: String) -> Int? {
        let key = TopicMatch.key(text)
        guard !key.isEmpty else { return nil }
        if let rule = exact[key] { return rule }
        let stems = Self.stems(text, stemmer: stemmer)
        let english = stems.joined()
        if let rule = stemmed[english] { return rule }
        let isGlossaryTerm = glossary.hasKoreanTerm(key) || (!stems.isEmpty && stems.allSatisfy(glossary.hasEnglishStem))
        guard isGlossaryTerm else { return nil }
        return glossaryNames.value[key] ?? glossaryNames.value[english]
    }

    /// The English words of `text`, each stemmed, run together (`Navigation bars` → `navigbar`);
    /// empty when `text` has no English word.
    static func stemmedKey(_ text: String, stemmer: EnglishStemmer) -> String {
        stems(text, stemmer: stemmer).joined()
    }

    /// The stems of `text`'s words when they are all English (letters and digits), else none.
    private static func stems(_ text: String, stemmer: EnglishStemmer) -> [String] {
        // Hangul is a letter, so it would sit in some word that is not English: no key, and no
        // need to split the text by Unicode letters (what most of a Korean query's look-up cost).
        if text.unicodeScalars.contains(where: { Script.isHangulSyllable($0.value) || Script.isCompatibilityJamo($0.value) }) {
            return []
        }
        let words = Glossary.englishWords(text)
        guard words.allSatisfy({ $0.unicodeScalars.allSatisfy { Script.isLatinLetter($0.value) || Script.isDigit($0.value) } })
        else { return [] }
        return words.map { stemmer.stem($0) }
    }

    /// Every term of each concept that names a topic by one of its terms, keyed as a query is
    /// (Korean by `TopicMatch.key`, English by `stemmedKey`); a name a topic already has stays its.
    private static func glossaryNames(_ glossary: Glossary, exact: [String: Int], stemmed: [String: Int],
                                      stemmer: EnglishStemmer) -> [String: Int] {
        var names: [String: Int] = [:]
        for concept in glossary.concepts {
            let english = concept.english.map { stemmedKey($0, stemmer: stemmer) }.filter { !$0.isEmpty }
            let korean = concept.korean.map(TopicMatch.key).filter { !$0.isEmpty }
            guard let rule = english.lazy.compactMap({ stemmed[$0] }).first ?? korean.lazy.compactMap({ exact[$0] }).first
            else { continue }
            for key in english + korean where exact[key] == nil && stemmed[key] == nil && names[key] == nil {
                names[key] = rule
            }
        }
        return names
    }
}
