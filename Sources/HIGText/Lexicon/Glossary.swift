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

    /// The parsed glossary, looked up in place (`GlossaryTable`): built here from the text, or
    /// taken from an index that stores it, so a query process need not parse the text.
    public let table: GlossaryTable

    /// Parses the glossary text; `stemmer` stems its English terms as queries are stemmed.
    ///
    /// - Complexity: O(text), about 8 million instructions for the standard glossary: a search
    ///   takes the parsed tables from its index instead (`init(table:)`).
    public init(parsing text: String, stemmer: EnglishStemmer) throws(FormatError) {
        table = GlossaryTable(concepts: try Self.concepts(parsing: text), stemmer: stemmer)
    }

    /// The glossary a table holds (one `GlossaryTable(bytes:owner:)` checked).
    public init(table: GlossaryTable) {
        self.table = table
    }

    /// Every concept, decoded. - Complexity: O(glossary); a look-up uses `concept(_:)`.
    public var concepts: [Concept] { (0..<table.conceptCount).map(table.concept) }

    /// Concept number `number` of `matches`.
    public func concept(_ number: Int) -> Concept { table.concept(number) }

    /// Every Korean term with its spaces removed (`프로그레스바`), decoded.
    public var koreanTerms: Set<String> { Set(table.strings(in: .koreanTerms)) }
    /// Every word of the English terms (`progress`, `bar`), decoded.
    public var englishWords: Set<String> { Set(table.strings(in: .englishWords)) }
    /// The stems of those words, as queries are stemmed (`indic` for `indicator`), decoded.
    public var englishStems: Set<String> { Set(table.strings(in: .englishStems)) }

    /// Whether `stem` is the stem of a word of the English terms. - Complexity: O(log terms).
    public func hasEnglishStem(_ stem: String) -> Bool { table.contains(stem, in: .englishStems) }

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
    /// - Complexity: O(log terms), no allocation.
    public func hasKoreanTerm(_ word: String) -> Bool { table.contains(word, in: .koreanTerms) }

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
        if let stem = stems[i] {
            for candidate in table.englishEntries(firstStem: stem) where i + candidate.stems.count <= words.count
                && candidate.stems.indices.allSatisfy({ stems[i + $0] == candidate.stems[$0] }) {
                consider(Match(words: i..<(i + candidate.stems.count), concept: candidate.concept, english: true,
                               term: candidate.term),
                         length: candidate.stems.reduce(0) { $0 + $1.count })
            }
        }
        if let head = words[i].unicodeScalars.first?.value, Script.isHangulSyllable(head) {
            let entries = table.koreanEntries(firstScalar: head)
            for candidate in entries {
                guard let end = koreanEnd(of: candidate.scalars, from: i, words: words) else { continue }
                consider(Match(words: i..<end, concept: candidate.concept, english: false, term: candidate.term),
                         length: candidate.scalars.count)
            }
            // A verb the glossary names by its noun form (닫기), typed in another form (닫아야, 숨겨도).
            let word = words[i].unicodeScalars.map(\.value)
            for stemHead in VerbForms.stemHeads(typed: head) {
                for candidate in stemHead == head ? entries : table.koreanEntries(firstScalar: stemHead) {
                    guard let stem = Self.verbStem(candidate), VerbForms.isForm(word, ofStem: stem) else { continue }
                    // As long as its stem: a noun spelled the same (열 "column", 열을) keeps the word.
                    consider(Match(words: i..<(i + 1), concept: candidate.concept, english: false, term: candidate.term),
                             length: stem.count)
                }
            }
        }
        return best?.match
    }

    /// The stem of a glossary term that is one verb in its noun form (닫기 → 닫, 숨기기 → 숨기), else nil.
    static func verbStem(_ entry: GlossaryTable.KoreanEntry) -> [UInt32]? {
        guard entry.scalars.count >= 2, entry.scalars.last == Self.nominalEnding, !entry.term.utf8.contains(0x20) else { return nil }
        return Array(entry.scalars.dropLast())
    }

    /// 기, the ending that makes a verb a noun (닫기 "closing").
    static let nominalEnding: UInt32 = 0xAE30

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
