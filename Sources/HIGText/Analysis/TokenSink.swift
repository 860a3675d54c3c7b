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
