/// Whether text is analyzed for the index or as a query; they differ only in
/// which Hangul unigrams are emitted (see `HangulNGramFilter`).
public enum AnalysisMode: Sendable, Hashable {
    case document
    case query
}

/// The one analyzer used for documents and queries: the only place that knows
/// the order of the pipeline.
///
/// 1. `MatchText`: NFC, spaces and quotes unified, Latin lower-cased, each
///    scalar mapped back to its UTF-16 range in the original.
/// 2. `ScriptTokenizer`: Hangul phrases, Latin words, digit runs; script changes split.
/// 3. Hangul phrases → `HangulNGramFilter` (bigrams, spaced bigrams, unigrams) and
///    `ChoseongNGramFilter` (the same of their initials, 초성; in queries only where jamo were typed).
/// 4. Latin words → `StopWords` (dropped, position kept) → `EnglishStemmer`.
/// 5. Digit runs are kept as they are: `iOS13` → `io` (Porter 2 stem of `ios`), `13`.
/// 6. Words of either script also give a `SoundKey` token, prefixed by their script in
///    documents (`~e…` for English, `~k…` for Hangul) and by the other script in queries,
///    so a Hangul loanword in a query meets its English spelling in a rule, and back.
///
/// For a sink that remembers words (`TokenSink.memoizesWords`, the index build's stream), a
/// document is analyzed word by word (`hangulWords`, `latinWord`): each distinct word once, then
/// replayed; the same tokens in another order.
///
/// Positions: one per English word or number, one per Hangul syllable, so
/// adjacent terms are one apart whichever way a Korean phrase was spaced.
///
/// Example: `"모달 뷰를 닫기"` (document mode) →
/// `모@0 모달@0 달뷰@1 뷰@2 뷰를@2 를닫@3 닫@4 닫기@4`.
///
/// - Complexity: O(n) in the length of the text. Texts that NFC leaves alone
///   (ASCII, precomposed Hangul, common punctuation) take a fast path; others are
///   composed character by character.
public struct Analyzer: Sendable {
    public let stemmer: EnglishStemmer
    public var tokenizer = ScriptTokenizer()
    public var hangul = HangulNGramFilter()
    public var choseong = ChoseongNGramFilter()

    /// Bumped whenever the token stream for some input changes, so that indexes
    /// built by an older analyzer are recognised and rebuilt.
    public static let version = 4

    public init(stemmer: EnglishStemmer = EnglishStemmer()) {
        self.stemmer = stemmer
    }

    /// The tokens of `text`, in text order (by position, then start).
    public func tokens(_ text: String, mode: AnalysisMode = .document) -> [Token] {
        tokens(MatchText(text), mode: mode)
    }

    /// The tokens of an already normalized text.
    public func tokens(_ text: MatchText, mode: AnalysisMode = .document) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(text.count)
        analyze(text, mode: mode, into: &out)
        return out
    }

    /// The tokens of an already normalized text, appended to `stream`: the same tokens as
    /// `tokens(_:mode:)`, as term bytes without offsets (what the index build reads).
    ///
    /// - Complexity: O(n) in the text; no allocation once the stream has grown to its texts.
    public func tokens(_ text: MatchText, mode: AnalysisMode = .document, into stream: inout TokenStream) {
        analyze(text, mode: mode, into: &stream)
    }

    /// The pipeline, for any sink.
    @inline(__always)
    func analyze(_ text: MatchText, mode: AnalysisMode, into out: inout some TokenSink) {
        var position = 0
        tokenizer.forEachRun(in: text) { run in
            switch run {
            case let .hangul(range):
                if mode == .document && out.memoizesWords {
                    position += hangulWords(range, in: text, position: position, into: &out)
                } else {
                    position += hangulPhrase(range, in: text, position: position, mode: mode, into: &out)
                }
            case let .latin(range):
                if mode == .document && out.memoizesWords {
                    text.scalars.withUnsafeBufferPointer { scalars in
                        let word = UnsafeBufferPointer(rebasing: scalars[range])
                        if !out.replayWord(word, position: position) {
                            out.beginWord()
                            latinWord(range, in: text, position: position, mode: mode, into: &out)
                            out.endWord(word, position: position)
                        }
                    }
                } else {
                    latinWord(range, in: text, position: position, mode: mode, into: &out)
                }
                position += 1
            case let .number(range):
                out.append(.number, position: position, startsWord: true, scalars: range.lowerBound, range.upperBound - 1,
                           of: text, capacity: range.count) { buffer in
                    for (k, i) in range.enumerated() { buffer[k] = UInt8(text.scalars[i]) }
                    return range.count
                }
                position += 1
            case .skipped:
                position += 1
            }
        }
    }

    /// The tokens of a Hangul phrase, filter after filter; returns the positions it takes (one per unit).
    @inline(__always)
    func hangulPhrase(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                      into out: inout some TokenSink) -> Int {
        Self.soundTokens(ofHangul: range, in: text, position: position, mode: mode, into: &out)
        let used = hangul.tokens(range, in: text, position: position, mode: mode, into: &out)
        choseong.tokens(range, in: text, position: position, mode: mode, into: &out)
        choseong.wordTokens(range, in: text, position: position, mode: mode, into: &out)
        return used
    }

    /// A document's Hangul phrase word by word, for a sink that remembers words: each word's own
    /// tokens — those the word alone gives as a phrase — replayed if the sink has seen the word, made
    /// once otherwise, and between two words the two tokens that span the space (`.spacedBigram`
    /// of the syllables, `.choseongSpacedBigram` of their initials). The same tokens as
    /// `hangulPhrase`, in another order; returns the positions the phrase takes.
    ///
    /// - Complexity: O(phrase) scalars read, and per word seen before one look-up and a copy of its
    ///   tokens instead of four filters and the word's particle and sound key.
    @inline(__always)
    func hangulWords(_ range: Range<Int>, in text: MatchText, position: Int, into out: inout some TokenSink) -> Int {
        text.scalars.withUnsafeBufferPointer { scalars in
            var offset = 0
            var start = range.lowerBound
            while start < range.upperBound {
                var end = start + 1
                while end < range.upperBound && scalars[end] != 0x20 { end += 1 }
                let word = UnsafeBufferPointer(rebasing: scalars[start..<end])
                let wordPosition = position + offset
                if !out.replayWord(word, position: wordPosition) {
                    out.beginWord()
                    _ = hangulPhrase(start..<end, in: text, position: wordPosition, mode: .document, into: &out)
                    out.endWord(word, position: wordPosition)
                }
                offset += end - start
                var next = end
                while next < range.upperBound && scalars[next] == 0x20 { next += 1 }
                if next < range.upperBound {
                    let (last, first) = (scalars[end - 1], scalars[next])
                    let lone = end - start == 1
                    if Script.isHangulSyllable(last) && Script.isHangulSyllable(first) {
                        HangulNGramFilter.append(last, first, .spacedBigram, position: position + offset - 1, startsWord: lone,
                                                 scalars: end - 1, next, of: text, into: &out)
                    }
                    if let a = ChoseongNGramFilter.initial(last), let b = ChoseongNGramFilter.initial(first) {
                        HangulNGramFilter.append(a, b, .choseongSpacedBigram, position: position + offset - 1, startsWord: lone,
                                                 scalars: end - 1, next, of: text, into: &out)
                    }
                }
                start = next
            }
            return offset
        }
    }

    /// The tokens of a Latin word: none for a stop word, else its stem and sound key.
    @inline(__always)
    func latinWord(_ range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                   into out: inout some TokenSink) {
        Self.withWord(text.scalars, range) { word in
            guard !StopWords.contains(word) else { return }
            if out.collectsVocabulary && Self.keepsEnglishWord(letters: range.count) { out.appendVocabularyWord(word) }
            stemmer.withStem(of: word) { stem in
                out.append(.word, position: position, startsWord: true, scalars: range.lowerBound, range.upperBound - 1,
                           of: text, capacity: stem.count) { buffer in
                    buffer.baseAddress!.initialize(from: stem.baseAddress!, count: stem.count)
                    return stem.count
                }
            }
            Self.soundToken(ofEnglish: word, range: range, in: text, position: position, mode: mode, into: &out)
        }
    }

    /// A token over the scalars `range` of a normalized text, its offsets mapped back to the original.
    @inline(__always)
    static func token(_ term: String, _ kind: Token.Kind, range: Range<Int>, in text: MatchText, position: Int) -> Token {
        Token(term, kind, position: position, start: Int(text.starts[range.lowerBound]), end: Int(text.ends[range.upperBound - 1]))
    }

    /// The `SoundKey` token of an English word, if its key is long enough.
    static func soundToken(ofEnglish word: String, range: Range<Int>, in text: MatchText, position: Int,
                           mode: AnalysisMode) -> Token? {
        var out: [Token] = []
        var word = word
        word.withUTF8 { soundToken(ofEnglish: $0, range: range, in: text, position: position, mode: mode, into: &out) }
        return out.first
    }

    /// Appends the `SoundKey` token of an English word (its UTF-8 bytes), if its key is long enough.
    @inline(__always)
    static func soundToken(ofEnglish word: UnsafeBufferPointer<UInt8>, range: Range<Int>, in text: MatchText, position: Int,
                           mode: AnalysisMode, into out: inout some TokenSink) {
        let prefix = mode == .document ? SoundKey.englishPrefixBytes : SoundKey.hangulPrefixBytes
        out.append(.sound, position: position, startsWord: true, scalars: range.lowerBound, range.upperBound - 1, of: text,
                   capacity: 2 + SoundKey.maximumEnglishKeyLength(word.count)) { buffer in
            let count = SoundKey.english(bytes: word, into: UnsafeMutableBufferPointer(rebasing: buffer[2...]))
            guard count > 0 else { return 0 }
            buffer[0] = prefix.0
            buffer[1] = prefix.1
            return 2 + count
        }
    }

    /// Appends a `SoundKey` token for each word of a Hangul phrase (its particle left off),
    /// at the position of the word's first syllable; and the word's vocabulary stem, for a sink
    /// that collects them (the same words as `forEachVocabularyWord`, found on this pass).
    @inline(__always)
    static func soundTokens(ofHangul range: Range<Int>, in text: MatchText, position: Int, mode: AnalysisMode,
                            into out: inout some TokenSink) {
        let scalars = text.scalars
        let prefix = mode == .document ? SoundKey.hangulPrefixBytes : SoundKey.englishPrefixBytes
        var syllable = 0
        var wordStart = range.lowerBound
        var wordPosition = position
        var wordCount = 0
        func flush() {
            defer { wordCount = 0 }
            let word = scalars[wordStart..<(wordStart + wordCount)]
            let stem = Particles.stemLength(word)
            if out.collectsVocabulary && keepsHangulWord(word) {
                withHangulStem(word.prefix(stem)) { out.appendVocabularyWord($0) }
            }
            guard stem >= 2 else { return }
            // The stem's syllables are the first `stem` scalars of the word (no spaces inside a word).
            out.append(.sound, position: wordPosition, startsWord: true, scalars: wordStart, wordStart + stem - 1, of: text,
                       capacity: 2 + 2 * stem) { buffer in
                let count = SoundKey.hangul(word.prefix(stem), into: UnsafeMutableBufferPointer(rebasing: buffer[2...]))
                guard count > 0 else { return 0 }
                buffer[0] = prefix.0
                buffer[1] = prefix.1
                return 2 + count
            }
        }
        for i in range {
            if scalars[i] == 0x20 {
                if wordCount > 0 { flush() }
                continue
            }
            if wordCount == 0 {
                wordStart = i
                wordPosition = position + syllable
            }
            wordCount += 1
            syllable += 1
        }
        if wordCount > 0 { flush() }
    }

    /// Calls `body` with the UTF-8 bytes of the scalars `range` (a Latin word or number: every
    /// scalar below U+0800, at most `ScriptTokenizer.maxWordLength` of them in a word).
    @inline(__always)
    static func withWord(_ scalars: [UInt32], _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * range.count) { buffer in
            var n = 0
            for i in range { n += UTF8Writing.write(scalars[i], into: buffer, at: n) }
            body(UnsafeBufferPointer(rebasing: buffer[..<n]))
        }
    }

    /// The scalars `range` as a string, written as UTF-8 directly (they are below U+0800).
    @inline(__always)
    static func string(_ scalars: [UInt32], _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count * 2) { buffer in
            var n = 0
            for i in range {
                let v = scalars[i]
                if v < 0x80 {
                    buffer[n] = UInt8(v)
                    n += 1
                } else {
                    buffer[n] = UInt8(0xC0 | (v >> 6))
                    buffer[n + 1] = UInt8(0x80 | (v & 0x3F))
                    n += 2
                }
            }
            return n
        }
    }

    /// The distinct terms of `text` in order of first appearance (query helper).
    public func terms(_ text: String, mode: AnalysisMode = .query) -> [String] {
        var seen = Set<String>()
        return tokens(text, mode: mode).compactMap { seen.insert($0.term).inserted ? $0.term : nil }
    }
}
