/// A team-written table of UI terms: each line one concept, its English names and the
/// Korean words that stand for it, translated and transliterated (alert ↔ 경고, 알림, 얼럿, 알럿).
///
/// It seeds what an aligned corpus cannot teach: the words a Korean designer types
/// (툴바, 프로그레스 바) for terms a translation renders otherwise (도구 막대, 진행 표시기),
/// and the English behind a Korean-only rule. The text format, one concept a line:
///
///     # comment
///     toolbar | tool bar = 도구 막대 | 툴바 | 도구 모음
///
/// English terms are matched by their stems (`alerts` finds `alert`), Korean ones
/// without regard to spacing (`프로그레스바` = `프로그레스 바`) and with particles or a
/// compound after them (`툴바를`, `툴바항목`), except one-syllable ones (창, 탭), which
/// must be the whole word.
public struct Glossary: Sendable {
    /// One line of the table.
    public struct Concept: Hashable, Sendable {
        public var english: [String]
        public var korean: [String]
        /// 1-based line in the glossary text.
        public var line: Int
    }

    /// A line that is neither a comment nor `english terms = korean terms`.
    public struct FormatError: Error, CustomStringConvertible, Sendable {
        public var line: Int
        public var text: String
        public var description: String {
            "glossary line \(line): expected 'english | … = 한국어 | …', found '\(text)'"
        }
    }

    /// Where a concept was found in a query: words `words` (indices into the query's words).
    public struct Match: Hashable, Sendable {
        public var words: Range<Int>
        public var concept: Int
        /// Whether the matched term is English.
        public var english: Bool
        /// The term that matched, as the glossary writes it.
        public var term: String
    }

    public let concepts: [Concept]
    /// Every Korean term with its spaces removed (`프로그레스바`).
    public let koreanTerms: Set<String>
    /// `koreanTerms`, compared by bytes (see `UTF8Key`).
    private let koreanKeys: Set<UTF8Key>
    /// Every word of the English terms (`progress`, `bar`).
    public let englishWords: Set<String>
    /// The stems of those words, as queries are stemmed (`indic` for `indicator`).
    public let englishStems: Set<String>
    /// First stem of each English term → (concept, the term, its stems).
    private let englishIndex: [String: [(concept: Int, term: String, stems: [String])]]
    /// First syllable of each Korean term (spaces removed) → (concept, the term, its scalars).
    private let koreanIndex: [UInt32: [(concept: Int, term: String, scalars: [UInt32])]]

    /// Parses the glossary text; `stemmer` stems its English terms as queries are stemmed.
    ///
    /// - Complexity: O(text); every `hig search` parses the standard glossary once, so the
    ///   work per line is kept to what the lookups need (about 0.5 ms for the whole table).
    public init(parsing text: String, stemmer: EnglishStemmer) throws(FormatError) {
        let concepts = try Self.concepts(parsing: text)
        self.concepts = concepts
        var koreanTerms = Set<String>(minimumCapacity: concepts.count * 3)
        var englishWords = Set<String>(minimumCapacity: concepts.count * 2)
        var stemOf: [String: String] = Dictionary(minimumCapacity: concepts.count * 2)
        // Typed as the properties are, labels included: assigning a dictionary of unlabelled
        // tuples would copy it whole to convert it.
        var englishIndex: [String: [(concept: Int, term: String, stems: [String])]] = Dictionary(minimumCapacity: concepts.count * 2)
        var koreanIndex: [UInt32: [(concept: Int, term: String, scalars: [UInt32])]] = Dictionary(minimumCapacity: concepts.count)
        for (index, concept) in concepts.enumerated() {
            for term in concept.english {
                let words = Self.englishWords(term)
                englishWords.formUnion(words)
                let stems = words.map { word in
                    if let known = stemOf[word] { return known }
                    let stem = stemmer.stem(word)
                    stemOf[word] = stem
                    return stem
                }
                if let first = stems.first { englishIndex[first, default: []].append((index, term, stems)) }
            }
            for term in concept.korean {
                let scalars = term.unicodeScalars.map(\.value).filter { $0 != 0x20 }
                koreanTerms.insert(term.utf8.contains(0x20) ? String(term.filter { $0 != " " }) : term)
                if let first = scalars.first { koreanIndex[first, default: []].append((index, term, scalars)) }
            }
        }
        self.koreanTerms = koreanTerms
        koreanKeys = Set(koreanTerms.map(UTF8Key.init))
        self.englishWords = englishWords
        englishStems = Set(stemOf.values)
        self.englishIndex = englishIndex
        self.koreanIndex = koreanIndex
    }

    /// The table's lines as concepts, terms normalized (`Normalizer.matchKey`).
    private static func concepts(parsing text: String) throws(FormatError) -> [Concept] {
        var concepts: [Concept] = []
        // Read as UTF-8 bytes: the separators (newline, `=`, `|`, `#`) are ASCII, and a String's
        // Character view would cost more than everything else the glossary's set-up does.
        let bytes = Array(text.utf8)
        for (number, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            // A line that starts with a letter or digit is neither blank nor a comment, which
            // spares normalizing it whole: only its terms are.
            let trimmed = { Normalizer.normalize(String(decoding: raw, as: UTF8.self)) }
            if !(raw.first.map(Self.startsTerm) ?? false) {
                let line = trimmed()
                if line.isEmpty || line.hasPrefix("#") { continue }
            }
            let sides = raw.split(separator: 0x3D, omittingEmptySubsequences: false)  // "="
            func terms(_ side: ArraySlice<UInt8>) -> [String] {
                // The spaces around a term are dropped before normalizing, as normalizing would drop
                // them: the term is then usually normalized already and kept without a copy.
                side.split(separator: 0x7C).map { term in
                    let start = term.firstIndex { $0 != 0x20 } ?? term.endIndex
                    let end = term.lastIndex { $0 != 0x20 }.map { $0 + 1 } ?? start
                    return Normalizer.matchKey(String(decoding: term[start..<end], as: UTF8.self))
                }.filter { !$0.isEmpty }
            }
            guard sides.count == 2 else { throw FormatError(line: number + 1, text: trimmed()) }
            let english = terms(sides[0]), korean = terms(sides[1])
            guard !english.isEmpty, !korean.isEmpty else { throw FormatError(line: number + 1, text: trimmed()) }
            concepts.append(Concept(english: english, korean: korean, line: number + 1))
        }
        return concepts
    }

    /// Whether a line's first byte is an ASCII letter or digit.
    private static func startsTerm(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether a normalized Korean word (spaces removed) is one of the glossary's terms.
    public func hasKoreanTerm(_ word: String) -> Bool { koreanKeys.contains(UTF8Key(word)) }

    /// Every English term with every Korean term of its concept: the glossary as seed pairs
    /// for `LexiconLearner.learn(_:seed:)`, so the learned lexicon starts from what the team wrote.
    public var seedPairs: [(english: String, korean: String)] {
        concepts.flatMap { concept in concept.english.flatMap { english in concept.korean.map { (english, $0) } } }
    }

    /// The words of an English term or query word: letters and digits, split at anything else.
    public static func englishWords(_ text: String) -> [String] {
        let lowered = text.lowercased()
        // ASCII (every English term) split by bytes; other text by Unicode letters and numbers.
        if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
            return lowered.utf8.split { !(($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39)) }
                .map { String(decoding: $0, as: UTF8.self) }
        }
        return lowered.split { !($0.isLetter || $0.isNumber) || $0 == "-" }.map(String.init)
    }

    /// The concepts named in a query, longest match first, left to right, not overlapping.
    ///
    /// - Parameters:
    ///   - words: the query's words, normalized (`Normalizer.matchKey`), one entry per word.
    ///   - stems: each word's English stem, or `nil` for a word that is not English.
    /// - Complexity: O(words · terms sharing a first word).
    public func matches(words: [String], stems: [String?]) -> [Match] {
        var out: [Match] = []
        var i = 0
        while i < words.count {
            if let match = longestMatch(at: i, words: words, stems: stems) {
                out.append(match)
                i = match.words.upperBound
            } else {
                i += 1
            }
        }
        return out
    }

    private func longestMatch(at i: Int, words: [String], stems: [String?]) -> Match? {
        // Best so far: most words, then the longest term.
        var best: (match: Match, length: Int)?
        func consider(_ match: Match, length: Int) {
            if let current = best, (current.match.words.count, current.length) >= (match.words.count, length) { return }
            best = (match, length)
        }
        if let stem = stems[i], let candidates = englishIndex[stem] {
            for (concept, term, termStems) in candidates where i + termStems.count <= words.count
                && termStems.indices.allSatisfy({ stems[i + $0] == termStems[$0] }) {
                consider(Match(words: i..<(i + termStems.count), concept: concept, english: true, term: term),
                         length: termStems.reduce(0) { $0 + $1.count })
            }
        }
        if let head = words[i].unicodeScalars.first?.value, Script.isHangulSyllable(head),
           let candidates = koreanIndex[head] {
            for (concept, term, scalars) in candidates {
                guard let end = koreanEnd(of: scalars, from: i, words: words) else { continue }
                consider(Match(words: i..<end, concept: concept, english: false, term: term), length: scalars.count)
            }
        }
        return best?.match
    }

    /// The word index after the last word a Korean term covers when it starts at word `i`,
    /// spacing ignored; `nil` if the words do not spell it.
    private func koreanEnd(of term: [UInt32], from i: Int, words: [String]) -> Int? {
        var k = 0
        var w = i
        while w < words.count && k < term.count {
            let scalars = words[w].unicodeScalars.map(\.value)
            var j = 0
            while j < scalars.count && k < term.count && scalars[j] == term[k] { j += 1; k += 1 }
            if k == term.count {
                // A one-syllable term must be the whole word, or the word less a particle.
                if term.count == 1 && j < scalars.count && Particles.stem(scalars, minimumStem: 1).count != 1 { return nil }
                return w + 1
            }
            guard j == scalars.count else { return nil }
            w += 1
        }
        return nil
    }
}
