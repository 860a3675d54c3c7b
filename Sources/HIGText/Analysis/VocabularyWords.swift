extension Analyzer {
    /// Shortest Hangul word, in syllables, the vocabulary keeps: one-syllable words are
    /// never corrected nor completed (one keystroke makes another word).
    public static let minimumHangulWord = 2
    /// Shortest English word, in letters, the vocabulary keeps (see `EditDistance.englishLimit`).
    public static let minimumEnglishWord = 4

    /// Calls `body` with each word of `text` as the vocabulary keeps it: Hangul words
    /// without their particle (`모달을` → `모달`), English words lower-cased and unstemmed
    /// (`dismisses`), stop words and numbers left out. These are the words typo correction,
    /// completion and "did you mean" choose from.
    ///
    /// - Complexity: O(n) in the text; one string per word.
    public func forEachVocabularyWord(in text: MatchText, _ body: (String) -> Void) {
        let scalars = text.scalars
        tokenizer.forEachRun(in: text) { run in
            switch run {
            case let .hangul(range):
                var word: [UInt32] = []
                func flush() {
                    defer { word.removeAll(keepingCapacity: true) }
                    guard word.count >= Self.minimumHangulWord, word.allSatisfy(Script.isHangulSyllable) else { return }
                    body(Self.syllableString(word[..<Particles.stemLength(word)]))
                }
                for i in range {
                    if scalars[i] == 0x20 { flush() } else { word.append(scalars[i]) }
                }
                flush()
            case let .latin(range):
                guard range.count >= Self.minimumEnglishWord else { return }
                let word = Self.string(scalars, range)
                if !StopWords.contains(word) { body(word) }
            case .number, .skipped:
                break
            }
        }
    }

    /// Hangul syllables as a string, written as UTF-8 directly (every syllable is 3 bytes).
    @inline(__always)
    static func syllableString(_ syllables: ArraySlice<UInt32>) -> String {
        UTF8Writing.string(threeByte: syllables)
    }
}
