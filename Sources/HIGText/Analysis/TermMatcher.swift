/// A set of terms that the analyzer can look for without building every token:
/// Hangul n-grams are compared as packed scalars and only words whose first letter
/// starts some wanted term are stemmed. Used to mark query terms in result text.
public struct TermMatcher: Sendable {
    public let terms: Set<String>
    /// Wanted Hangul unigrams and bigrams, as `first << 32 | second` (second 0 for unigrams).
    let hangul: Set<UInt64>
    /// First scalars of wanted words and numbers. (Porter 2 keeps a word's first letter.)
    let initials: Set<UInt32>
    /// Bit `s & 1023` set for the first syllable of every wanted n-gram: a one-instruction pre-check.
    let syllableBits: [UInt64]
    /// Bit set for the ASCII initials of wanted words and numbers.
    let asciiInitials: (UInt64, UInt64)
    /// Wanted `SoundKey` terms (`~e…`, `~k…`).
    let sounds: Set<String>
    /// Wanted initials' n-grams (`ㅁㄷ`, `ㅂ`), packed as `hangul` is.
    let choseong: Set<UInt64>
    /// Wanted word-initials terms (`=ㄷㅌㅌ`).
    let choseongWords: Set<String>

    /// Whether any wanted term is a Hangul n-gram, or an English word or number.
    public var hasHangul: Bool { !hangul.isEmpty || !choseong.isEmpty || !choseongWords.isEmpty }
    public var hasLatin: Bool { !initials.isEmpty || !sounds.isEmpty }

    /// Whether `term` is one that Latin text can give (an English word, a number, a sound
    /// key): what ``hasLatin`` asks of every term, for callers that need no matcher.
    public static func canMatchLatin(_ term: String) -> Bool {
        if term.hasPrefix("~") { return true }
        guard term.utf8.first != ChoseongNGramFilter.wordMark, let first = term.unicodeScalars.first?.value else { return false }
        return !Script.isHangulSyllable(first) && !Script.isCompatibilityJamo(first)
    }

    public init(_ terms: some Sequence<String>) {
        let set = Set(terms)
        self.terms = set
        var hangul = Set<UInt64>()
        var initials = Set<UInt32>()
        var sounds = Set<String>()
        var choseong = Set<UInt64>()
        var choseongWords = Set<String>()
        for term in set {
            if term.hasPrefix("~") {
                sounds.insert(term)
                continue
            }
            if term.utf8.first == ChoseongNGramFilter.wordMark {
                choseongWords.insert(term)
                continue
            }
            let scalars = Array(term.unicodeScalars.map(\.value))
            guard let first = scalars.first else { continue }
            if Script.isHangulSyllable(first) {
                if scalars.count <= 2 { hangul.insert(Self.key(first, scalars.count == 2 ? scalars[1] : 0)) }
            } else if Script.isCompatibilityJamo(first) {
                if scalars.count <= 2 { choseong.insert(Self.key(first, scalars.count == 2 ? scalars[1] : 0)) }
            } else {
                initials.insert(first)
            }
        }
        self.hangul = hangul
        self.initials = initials
        self.sounds = sounds
        self.choseong = choseong
        self.choseongWords = choseongWords
        var bits = [UInt64](repeating: 0, count: 16)
        for key in hangul {
            let first = Int(key >> 32) & 1023
            bits[first >> 6] |= 1 << UInt64(first & 63)
        }
        syllableBits = bits
        var low: UInt64 = 0, high: UInt64 = 0
        for initial in initials where initial < 128 {
            if initial < 64 { low |= 1 << UInt64(initial) } else { high |= 1 << UInt64(initial - 64) }
        }
        asciiInitials = (low, high)
    }

    @inline(__always) func mayStartNGram(_ syllable: UInt32) -> Bool {
        let bit = Int(syllable) & 1023
        return syllableBits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    @inline(__always) func mayStartWord(_ scalar: UInt32) -> Bool {
        if scalar < 64 { return asciiInitials.0 & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return asciiInitials.1 & (1 << UInt64(scalar - 64)) != 0 }
        return initials.contains(scalar)
    }

    @inline(__always) static func key(_ a: UInt32, _ b: UInt32) -> UInt64 { UInt64(a) << 32 | UInt64(b) }

    var isEmpty: Bool { terms.isEmpty }
}

extension Analyzer {
    /// The tokens of `text` whose term is one of `matcher`'s terms, in text order;
    /// the same tokens `tokens(_:mode:)` would give, filtered, but much cheaper.
    public func tokens(_ text: MatchText, mode: AnalysisMode = .document, matching matcher: TermMatcher) -> [Token] {
        var out: [Token] = []
        guard !matcher.isEmpty else { return out }
        var position = 0
        tokenizer.forEachRun(in: text) { run in
            switch run {
            case let .hangul(range):
                if !matcher.sounds.isEmpty {
                    var sounds: [Token] = []
                    Self.soundTokens(ofHangul: range, in: text, position: position, mode: mode, into: &sounds)
                    out += sounds.filter { matcher.sounds.contains($0.term) }
                }
                // Cheap check first: does the phrase hold any wanted n-gram at all?
                var wanted = false
                var previous: UInt32 = 0
                for i in range where text.scalars[i] != 0x20 {
                    let s = text.scalars[i]
                    if matcher.mayStartNGram(s) && matcher.hangul.contains(TermMatcher.key(s, 0)) {
                        wanted = true
                        break
                    }
                    if previous != 0 && matcher.mayStartNGram(previous) && matcher.hangul.contains(TermMatcher.key(previous, s)) {
                        wanted = true
                        break
                    }
                    previous = s
                }
                if !matcher.choseong.isEmpty {
                    choseong.tokens(range, in: text, position: position, mode: mode, into: &out) { a, b in
                        matcher.choseong.contains(TermMatcher.key(a, b))
                    }
                }
                if !matcher.choseongWords.isEmpty {
                    choseong.wordTokens(range, in: text, position: position, mode: mode, into: &out) {
                        matcher.choseongWords.contains($0)
                    }
                }
                if wanted {
                    position += hangul.tokens(range, in: text, position: position, mode: mode, into: &out) { a, b in
                        matcher.mayStartNGram(a) && matcher.hangul.contains(TermMatcher.key(a, b))
                    }
                } else {
                    var units = 0
                    for i in range where text.scalars[i] != 0x20 { units += 1 }
                    position += units
                }
            case let .latin(range), let .number(range):
                if !matcher.sounds.isEmpty, case .latin = run,
                   let sound = Self.soundToken(ofEnglish: Self.string(text.scalars, range), range: range, in: text,
                                               position: position, mode: mode),
                   matcher.sounds.contains(sound.term) {
                    out.append(sound)
                }
                if matcher.mayStartWord(text.scalars[range.lowerBound]) {
                    let word = Self.string(text.scalars, range)
                    let isNumber = Script.isDigit(text.scalars[range.lowerBound])
                    if isNumber || !StopWords.contains(word) {
                        let term = isNumber ? word : stemmer.stem(word)
                        if matcher.terms.contains(term) {
                            out.append(Self.token(term, isNumber ? .number : .word, range: range, in: text, position: position))
                        }
                    }
                }
                position += 1
            case .skipped:
                position += 1
            }
        }
        // Keys and initials of a phrase were appended before its n-grams: back to text order.
        out.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        return out
    }
}
