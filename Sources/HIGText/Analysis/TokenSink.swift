/// Where the analyzer's filters put the tokens they make: `[Token]` for callers that want
/// values (queries, snippets), `TokenStream` for the index build, which wants the terms'
/// bytes and no `String` per token. Both receive the same tokens in the same order.
public protocol TokenSink {
    /// Appends a token of `kind` over the normalized scalars `first...last` of `text`.
    ///
    /// `term` writes the term's UTF-8 bytes into a buffer of `capacity` bytes and returns
    /// how many it wrote; 0 means there is no token after all (a sound key too short).
    mutating func append(_ kind: Token.Kind, position: Int, startsWord: Bool, scalars first: Int, _ last: Int,
                         of text: MatchText, capacity: Int, term: (UnsafeMutableBufferPointer<UInt8>) -> Int)

    /// Whether the sink also takes the text's vocabulary words (`appendVocabularyWord`), which the
    /// analyzer then finds on the same pass instead of a second one (`Analyzer.forEachVocabularyWord`).
    var collectsVocabulary: Bool { get }

    /// Takes a word as the vocabulary keeps it (its UTF-8 bytes, valid during the call).
    mutating func appendVocabularyWord(_ word: UnsafeBufferPointer<UInt8>)

    /// Whether the sink remembers the tokens of each word it has been given and can replay them
    /// (`replayWord`), so the analyzer analyzes a document's words word by word, each distinct
    /// word once. Only for `.document` analysis, and only for a sink that does not read token
    /// order: a word's tokens then come together, not filter after filter over the phrase.
    var memoizesWords: Bool { get }

    /// Appends the tokens (and vocabulary word) the word of normalized scalars `word` gave when it
    /// was last analyzed, moved to start at `position`; `false` if the sink has not seen the word.
    mutating func replayWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) -> Bool

    /// Starts a word whose tokens (and vocabulary word) the analyzer is about to append.
    mutating func beginWord()

    /// Ends the word begun last: the sink remembers the tokens appended since, relative to `position`.
    mutating func endWord(_ word: UnsafeBufferPointer<UInt32>, position: Int)
}

extension TokenSink {
    public var memoizesWords: Bool { false }
    public mutating func replayWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) -> Bool { false }
    public mutating func beginWord() {}
    public mutating func endWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) {}
}

extension Array: TokenSink where Element == Token {
    /// Appends a `Token` whose offsets are those of the original text (`MatchText.starts`, `ends`).
    @inline(__always)
    public mutating func append(_ kind: Token.Kind, position: Int, startsWord: Bool, scalars first: Int, _ last: Int,
                                of text: MatchText, capacity: Int, term: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let string = String(unsafeUninitializedCapacity: capacity, initializingUTF8With: term)
        guard !string.isEmpty else { return }
        append(Token(string, kind, position: position, start: Int(text.starts[first]), end: Int(text.ends[last]),
                     startsWord: startsWord))
    }

    /// Tokens only: the vocabulary is read with `Analyzer.forEachVocabularyWord`.
    public var collectsVocabulary: Bool { false }

    public mutating func appendVocabularyWord(_ word: UnsafeBufferPointer<UInt8>) {}
}
