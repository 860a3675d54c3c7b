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
        forEachVocabularyWord(in: text, bytes: { body(String(decoding: $0, as: UTF8.self)) })
    }

    /// As `forEachVocabularyWord(in:_:)`, each word as its UTF-8 bytes (valid during the call).
    ///
    /// - Complexity: O(n) in the text; no allocation.
    public func forEachVocabularyWord(in text: MatchText, bytes body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let scalars = text.scalars
        tokenizer.forEachRun(in: text) { run in
            switch run {
            case let .hangul(range):
                var wordStart = range.lowerBound
                func flush(_ end: Int) {
                    defer { wordStart = end + 1 }
                    let word = scalars[wordStart..<end]
                    guard Self.keepsHangulWord(word) else { return }
                    Self.withHangulStem(word.prefix(Particles.stemLength(word)), body)
                }
                for i in range where scalars[i] == 0x20 {
                    if i > wordStart { flush(i) } else { wordStart = i + 1 }
                }
                flush(range.upperBound)
            case let .latin(range):
                guard Self.keepsEnglishWord(letters: range.count) else { return }
                Self.withWord(scalars, range) { word in
                    if !StopWords.contains(word) { body(word) }
                }
            case .number, .skipped:
                break
            }
        }
    }

    /// Whether the vocabulary keeps a Hangul word (a space-free piece of a Hangul run), as its stem.
    @inline(__always)
    static func keepsHangulWord(_ word: ArraySlice<UInt32>) -> Bool {
        word.count >= minimumHangulWord && word.allSatisfy(Script.isHangulSyllable)
    }

    /// Whether the vocabulary keeps an English word of `letters` scalars that is not a stop word.
    @inline(__always)
    static func keepsEnglishWord(letters: Int) -> Bool {
        letters >= minimumEnglishWord
    }

    /// Calls `body` with the UTF-8 bytes of a Hangul word's stem (syllables only).
    @inline(__always)
    static func withHangulStem(_ stem: ArraySlice<UInt32>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * stem.count) { buffer in
            for (k, syllable) in stem.enumerated() { UTF8Writing.writeThreeBytes(syllable, into: buffer, at: 3 * k) }
            body(UnsafeBufferPointer(buffer))
        }
    }
}
