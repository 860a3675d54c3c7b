/// Words that make a query a question or a request without saying what it is about:
/// "how do I", "should", 언제, 어떻게, the endings of 사용하나요 and 넣어도 돼요.
///
/// Documents keep them (a guideline may well say "when"); a query gives them little
/// weight, so that in `모달은 언제 사용하나요` the words 모달 and 사용 decide. The lists are
/// general English and Korean grammar: interrogatives, modal and auxiliary verbs, the
/// first and second person, and Korean question, permission and obligation endings.
public enum QuestionWords {
    /// English interrogatives, auxiliaries and pronouns of a question (lower case, unstemmed).
    public static let english: Set<String> = [
        "how", "what", "when", "where", "which", "why", "who", "whom", "whose", "whether",
        "should", "shall", "can", "could", "would", "may", "might", "must", "ought",
        "do", "does", "did", "am", "i", "me", "my", "we", "us", "our", "you", "your",
        "need", "want", "ok", "okay", "way", "ways",
    ]

    /// Korean interrogatives and question-only words, as whole words.
    public static let koreanWords: Set<String> = [
        "언제", "어떻게", "어떤", "어떨", "왜", "무엇", "무엇을", "무엇이", "뭐", "뭘", "뭔가", "무슨", "어디", "어디에",
        "어디서", "얼마나", "몇", "어느", "누가", "하나요", "되나요", "돼요", "되요", "해요", "해야", "하죠", "할까요",
        "될까요", "있나요", "없나요", "맞나요", "좋나요", "좋을까요", "괜찮나요", "괜찮을까요", "말지", "말지는", "할지", "될지",
    ]

    /// Adverbs that season a request without saying what it is about (`잘 보이게`, `또 띄워도`,
    /// `좀`, `꼭`, `그냥`), weighed as question words are: Nori's part-of-speech stop filter drops
    /// general and conjunctive adverbs (its MAG, MAJ tags) for the same reason. Not negation (안, 못)
    /// or time and frequency (항상, 다시, 계속), on which a guideline's sense turns, nor 너무 and 많이,
    /// which say "too many".
    public static let koreanFillers: Set<String> = [
        "잘", "또", "좀", "꼭", "막", "그냥", "정말", "진짜", "아주", "매우", "되게", "엄청", "혹시", "제발", "일단",
        "그럼", "그러면", "그런데", "근데", "그래서", "그리고",
    ]

    /// Korean endings of a question, a request for permission or an obligation, taken off the
    /// end of a word (`사용하나요` → `사용`, `시작해야` → `시작`), longest first.
    public static let koreanEndings: [String] = [
        "해야하나요", "해도되나요", "해도돼요", "하려면", "하나요", "되나요", "할까요", "될까요", "인가요", "일까요",
        "한가요", "해야", "해도", "나요", "까요", "돼요", "되요", "하죠", "려면", "을지", "할지",
        // Connective endings of a 하다 verb, which say when or how rather than what
        // (`입력하자마자`, `표시하면서`): Nori drops endings (its E* tags) for the same reason.
        "하자마자", "하면서", "하는데", "하니까", "하지만", "하거나",
    ]

    /// Counters that follow 몇 ("how many") and so belong to the question: 몇 개, 몇 번, 몇 초.
    public static let koreanCounters: [String] = [
        "개", "번", "가지", "초", "분", "시간", "일", "줄", "명", "자", "글자", "단계", "단어", "배", "번째",
    ]
    /// The interrogative counters follow.
    public static let howMany = "몇"

    /// Adjectives and adverbs of degree that follow "how" and so belong to the question, as 몇's
    /// counters do: "how long", "how many", "how often" ask for a measure; the answer names it
    /// otherwise (a "concise" title, "no more than five" items).
    public static let englishDegrees: Set<String> = [
        "long", "many", "much", "often", "big", "large", "small", "far", "soon", "fast", "wide", "tall",
        "high", "deep", "early", "late", "frequently",
    ]
    /// The English interrogative degree words follow.
    public static let englishHow = "how"

    /// Whether a lower-case English word is a question word; `afterHow` says whether the word
    /// before it was "how" (then a degree word is one too: "how long").
    public static func isEnglish(_ word: String, afterHow: Bool = false) -> Bool {
        english.contains(word) || (afterHow && englishDegrees.contains(word))
    }

    /// What a question asking for an amount is answered with, as question-answering systems type
    /// the expected answer (Moldovan et al., Harabagiu et al.: a HOW-MANY question wants a count): a
    /// guideline answers "how many" by setting a limit, and "how long" by asking for brevity. Written
    /// from the general phrasing of such guidance in English and Korean; searched at low weight
    /// beside the question's own words, never in their place.
    public enum AnswerCue: Sendable, Hashable {
        /// 몇 개, how many, how much: a count, answered by a limit.
        case quantity
        /// how long, how big, how wide: a measure, answered by a size.
        case measure

        /// The cue's words, as one text to search.
        public var text: String {
            switch self {
            case .quantity: "too many limit minimize fewer maximum 너무 많이 최대 최소화 제한 줄이기"
            case .measure: "short concise brief succinct length size 짧게 간결한 길이 크기"
            }
        }
    }

    /// Degree words after "how" that ask for a count rather than a measure.
    private static let englishCounts: Set<String> = ["many", "much"]

    /// The kind of answer a question word asks for, if it asks for an amount: 몇 (how many), or a
    /// degree word after "how" (`previous` is the word before it, lower-cased).
    public static func answerCue(_ word: String, previous: String?) -> AnswerCue? {
        if word == howMany || (word.hasPrefix(howMany) && isCounter(word, afterHowMany: false)) { return .quantity }
        guard previous == englishHow, englishDegrees.contains(word) else { return nil }
        return englishCounts.contains(word) ? .quantity : .measure
    }

    /// `koreanEndings` as scalars.
    private static let endingScalars: [[UInt32]] = koreanEndings.map { $0.unicodeScalars.map(\.value) }

    /// `koreanWords` and `koreanFillers`, compared by bytes (see `UTF8Key`).
    private static let koreanKeys = Set(koreanWords.union(koreanFillers).map(UTF8Key.init))

    /// How many trailing syllables of a Hangul word are a question ending (the whole word
    /// for a question word; 0 when none, or when the ending would leave no syllable).
    public static func koreanEndingLength(_ word: String) -> Int {
        if koreanKeys.contains(UTF8Key(word)) { return word.unicodeScalars.count }
        let scalars = word.unicodeScalars.map(\.value)
        for ending in endingScalars where scalars.count > ending.count && scalars.suffix(ending.count).elementsEqual(ending) {
            return ending.count
        }
        return 0
    }

    /// Whether a Hangul word is a counter of 몇 (`개까지` after 몇, or `몇개` written together),
    /// particle and all; `afterHowMany` says whether the word before it was 몇.
    public static func isCounter(_ word: String, afterHowMany: Bool) -> Bool {
        var rest = Substring(word)
        if rest.hasPrefix(howMany) {
            rest = rest.dropFirst()
        } else if !afterHowMany {
            return false
        }
        return koreanCounters.contains { rest.hasPrefix($0) }
    }
}
