import HIGText

/// The words of a query as typed, each with its script and where it stands in the text:
/// what corrections, completion, the glossary and question words work on. Words are
/// the tokenizer's runs, Hangul phrases split at their spaces (`모달 뷰를` → `모달`, `뷰를`;
/// `toolbar를` → `toolbar`, `를`).
struct QueryWords {
    enum Kind: Equatable {
        /// Hangul syllables only.
        case hangul
        /// Compatibility jamo, alone or with syllables (`ㅁㄷ`, `모ㄷ`).
        case jamo
        case latin
        case number
    }

    struct Word {
        var kind: Kind
        /// The word normalized (NFC, lower-cased): what the analyzer sees.
        var normalized: String
        /// The word as typed, for Latin words only (case kept: `Q` types ㅃ on a Korean keyboard).
        var original: String
        /// Where the word stands in the query text, in UTF-16 code units.
        var utf16: Range<Int>
        /// Where the word stands in `match.scalars`.
        var scalars: Range<Int>
    }

    let text: String
    /// The text normalized, as the analyzer reads it.
    let match: MatchText
    private(set) var words: [Word] = []
    /// The text's tokens as a query (`Analyzer.tokens(match, mode: .query)`), and its UTF-16
    /// code units: what a plan reads of a block, made once (the glossary's terms are analyzed
    /// once per searcher, then shared by every query that names them).
    let tokens: [Token]
    let units: [UInt16]
    /// The UTF-16 ranges of the query's question words and endings (`how`, `언제`, the 하나요 of
    /// `사용하나요`), which the plan weighs down.
    private(set) var questionRanges: [Range<Int>] = []

    init(_ text: String, analyzer: Analyzer) {
        self.text = text
        let match = MatchText(text)
        self.match = match
        func word(_ kind: Kind, _ range: Range<Int>) -> Word {
            let start = Int(match.starts[range.lowerBound]), end = Int(match.ends[range.upperBound - 1])
            var original = ""
            if kind == .latin {
                let units = text.utf16
                original = String(units[units.index(units.startIndex, offsetBy: start)..<units.index(units.startIndex, offsetBy: end)])!
            }
            return Word(kind: kind, normalized: Self.string(match.scalars[range]), original: original, utf16: start..<end,
                        scalars: range)
        }
        var words: [Word] = []
        analyzer.tokenizer.forEachRun(in: match) { run in
            switch run {
            case let .hangul(range):
                var start = range.lowerBound
                for i in range.lowerBound...range.upperBound where i == range.upperBound || match.scalars[i] == 0x20 {
                    if i > start {
                        let jamo = match.scalars[start..<i].contains(where: Script.isCompatibilityJamo)
                        words.append(word(jamo ? .jamo : .hangul, start..<i))
                    }
                    start = i + 1
                }
            case let .latin(range): words.append(word(.latin, range))
            case let .number(range): words.append(word(.number, range))
            case .skipped: break
            }
        }
        self.words = words
        tokens = analyzer.tokens(match, mode: .query)
        units = Array(text.utf16)
        questionRanges = findQuestionRanges()
    }

    /// Whether the query ends inside its last word (no space or punctuation after it): the
    /// user may still be typing it.
    var endsInWord: Bool {
        guard let last = words.last else { return false }
        return last.utf16.upperBound == text.utf16.count
    }

    /// See ``questionRanges``.
    private func findQuestionRanges() -> [Range<Int>] {
        words.indices.compactMap { i in
            let word = words[i]
            switch word.kind {
            case .latin:
                let afterHow = i > 0 && words[i - 1].normalized == QuestionWords.englishHow
                return QuestionWords.isEnglish(word.normalized, afterHow: afterHow) ? word.utf16 : nil
            case .hangul:
                let afterHowMany = i > 0 && words[i - 1].normalized == QuestionWords.howMany
                if QuestionWords.isCounter(word.normalized, afterHowMany: afterHowMany) { return word.utf16 }
                let length = QuestionWords.koreanEndingLength(word.normalized)
                guard length > 0 else { return nil }
                let first = word.scalars.upperBound - length
                return Int(match.starts[first])..<word.utf16.upperBound
            default:
                return nil
            }
        }
    }

    /// The indices of the words that lie wholly inside a question word or ending (`언제`, `하나요`,
    /// the `개까지` of `몇 개까지`): they say what kind of answer is wanted, not what it is about,
    /// so they are neither corrected nor translated.
    var questionWords: Set<Int> {
        let questions = questionRanges
        return Set(words.indices.filter { i in
            questions.contains { $0.contains(words[i].utf16.lowerBound) && words[i].utf16.upperBound <= $0.upperBound }
        })
    }

    /// What a normalized Hangul word says, less its question ending and particle (사용하나요 →
    /// 사용, 시트를 → 시트), as scalars from the word's start: the one place a query word's
    /// content is cut (its translations, its coverage, whether the index knows it).
    static func content(ofHangul normalized: String) -> ArraySlice<UInt32> {
        let scalars = normalized.unicodeScalars.map(\.value)
        return Particles.stem(scalars.dropLast(QuestionWords.koreanEndingLength(normalized)))
    }

    /// Scalars of `MatchText` as a string, written as UTF-8 directly.
    static func string(_ scalars: ArraySlice<UInt32>) -> String {
        UTF8Writing.string(scalars)
    }

    /// The query with some words replaced (`replacements[i]` for word `i`), the rest as typed.
    func replacing(_ replacements: [Int: String]) -> String {
        var units = Array(text.utf16)
        for (index, replacement) in replacements.sorted(by: { $0.key > $1.key }) {
            units.replaceSubrange(words[index].utf16, with: replacement.utf16)
        }
        return String(decoding: units, as: UTF16.self)
    }
}
