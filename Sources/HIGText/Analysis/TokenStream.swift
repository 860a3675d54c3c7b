/// The tokens of a text in flat arrays, as the index build reads them: every term's UTF-8
/// bytes back to back, and per token its kind, position and word start. Kept from text to
/// text (`removeAll` keeps the storage), so analyzing a rule allocates nothing.
///
/// The same tokens as `Analyzer.tokens(_:mode:)` gives, without the `String` per token nor
/// the offsets into the original text, which only snippets and highlights need.
public struct TokenStream: Sendable, TokenSink {
    /// Per token, in analyzer order.
    public struct Entry: Sendable {
        /// Where the token's term ends in the bytes (it starts where the previous one ends).
        public var end: Int32
        public var position: Int32
        public var kind: Token.Kind
        public var startsWord: Bool
        /// The token's number among the memo's tokens (`memoTokenCount`), -1 for one the memo
        /// does not hold: the same memo token is always the same term, so a caller that numbers
        /// terms can remember the number per memo token instead of looking the bytes up again.
        public var memo: Int32 = -1
    }

    /// The terms' bytes in `storage[..<used]`; the rest is room for the next terms.
    private var storage: [UInt8] = []
    private var used = 0
    public private(set) var entries: [Entry] = []
    /// When set, the text's vocabulary words too (what `Analyzer.forEachVocabularyWord` gives,
    /// in its order): their bytes back to back, and where each ends.
    public let collectsVocabulary: Bool
    private var vocabularyBytes: [UInt8] = []
    private var vocabularyEnds: [Int] = []
    /// When set, the stream remembers each word's tokens and replays them (see `memoizesWords`).
    public let memoizesWords: Bool
    private var memo = WordMemo()
    /// Where the word being analyzed (`beginWord`) started: entries, bytes, vocabulary words.
    private var wordStart = (entry: 0, byte: 0, vocabulary: 0)

    /// A stream of tokens, and of the vocabulary's words if `vocabulary` (the index build's);
    /// with `memoizingWords`, a document's words are analyzed once per stream and then replayed.
    public init(vocabulary: Bool = false, memoizingWords: Bool = false) {
        collectsVocabulary = vocabulary
        memoizesWords = memoizingWords
    }

    /// Tokens the memo holds: every entry's `memo` is below this.
    public var memoTokenCount: Int { memo.entries.count }

    public var count: Int { entries.count }

    /// Empties the stream, keeping its storage.
    public mutating func removeAll() {
        used = 0
        entries.removeAll(keepingCapacity: true)
        vocabularyBytes.removeAll(keepingCapacity: true)
        vocabularyEnds.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with each vocabulary word of the stream's texts, in order (see `collectsVocabulary`).
    public func forEachVocabularyWord(_ body: (UnsafeRawBufferPointer) -> Void) {
        vocabularyBytes.withUnsafeBytes { bytes in
            var start = 0
            for end in vocabularyEnds {
                body(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
        }
    }

    @inline(__always)
    public mutating func appendVocabularyWord(_ word: UnsafeBufferPointer<UInt8>) {
        vocabularyBytes.append(contentsOf: word)
        vocabularyEnds.append(vocabularyBytes.count)
    }

    /// Calls `body` with the terms' bytes, back to back (`termRange` says where each lies).
    @inline(__always)
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<used])) }
    }

    /// Where token `index`'s term lies in the bytes.
    @inline(__always)
    public func termRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(entries[index - 1].end))..<Int(entries[index].end)
    }

    /// Token `index`'s term as a string (for tests and debugging).
    public func term(_ index: Int) -> String {
        withBytes { String(decoding: UnsafeRawBufferPointer(rebasing: $0[termRange(index)]), as: UTF8.self) }
    }

    @inline(__always)
    public mutating func append(_ kind: Token.Kind, position: Int, startsWord: Bool, scalars first: Int, _ last: Int,
                                of text: MatchText, capacity: Int, term: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        reserveBytes(capacity)
        let start = used
        let written = storage.withUnsafeMutableBufferPointer { buffer in
            term(UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + capacity)]))
        }
        guard written > 0 else { return }
        used += written
        entries.append(Entry(end: Int32(used), position: Int32(truncatingIfNeeded: position), kind: kind,
                             startsWord: startsWord))
    }

    @inline(__always)
    private mutating func reserveBytes(_ capacity: Int) {
        if used + capacity > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(storage.count, capacity + 1024)))
        }
    }

    // MARK: Words remembered

    /// Each distinct word's tokens as the analyzer gave them, positions relative to the word's
    /// first: the word's scalars (their bytes) numbered in `words`, word `w`'s tokens
    /// `entries[tokenStarts[w]..<tokenStarts[w + 1]]` with their terms in `bytes` back to back
    /// (`end` relative to the word's first term), its vocabulary words likewise.
    private struct WordMemo: Sendable {
        var words = InternTable()
        var tokenStarts: [Int] = [0]
        var entries: [Entry] = []
        var byteStarts: [Int] = [0]
        var bytes: [UInt8] = []
        var vocabularyStarts: [Int] = [0]
        var vocabularyEnds: [Int] = []
        var vocabularyBytes: [UInt8] = []
    }

    public mutating func replayWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) -> Bool {
        guard let w = memo.words.number(ifPresent: UnsafeRawBufferPointer(word)).map(Int.init) else { return false }
        let (firstByte, endByte) = (memo.byteStarts[w], memo.byteStarts[w + 1])
        let byteCount = endByte - firstByte
        reserveBytes(byteCount)
        let base = used
        storage.withUnsafeMutableBufferPointer { storage in
            memo.bytes.withUnsafeBufferPointer { bytes in
                if byteCount > 0 {
                    (storage.baseAddress! + base).update(from: bytes.baseAddress! + firstByte, count: byteCount)
                }
            }
        }
        used += byteCount
        let shift = Int32(truncatingIfNeeded: position), endShift = Int32(base)
        for k in memo.tokenStarts[w]..<memo.tokenStarts[w + 1] {
            var entry = memo.entries[k]
            entry.end &+= endShift
            entry.position &+= shift
            entries.append(entry)
        }
        if collectsVocabulary {
            memo.vocabularyBytes.withUnsafeBufferPointer { bytes in
                var start = memo.vocabularyStarts[w] == 0 ? 0 : memo.vocabularyEnds[memo.vocabularyStarts[w] - 1]
                for v in memo.vocabularyStarts[w]..<memo.vocabularyStarts[w + 1] {
                    let end = memo.vocabularyEnds[v]
                    appendVocabularyWord(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
        }
        return true
    }

    public mutating func beginWord() {
        wordStart = (entries.count, used, vocabularyEnds.count)
    }

    public mutating func endWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) {
        guard memo.words.number(of: UnsafeRawBufferPointer(word)).isNew else { return }
        let shift = Int32(truncatingIfNeeded: position), endShift = Int32(wordStart.byte)
        for e in wordStart.entry..<entries.count {
            entries[e].memo = Int32(memo.entries.count)
            var entry = entries[e]
            entry.end &-= endShift
            entry.position &-= shift
            memo.entries.append(entry)
        }
        memo.tokenStarts.append(memo.entries.count)
        memo.bytes.append(contentsOf: storage[wordStart.byte..<used])
        memo.byteStarts.append(memo.bytes.count)
        var start = wordStart.vocabulary == 0 ? 0 : vocabularyEnds[wordStart.vocabulary - 1]
        for v in wordStart.vocabulary..<vocabularyEnds.count {
            memo.vocabularyBytes.append(contentsOf: vocabularyBytes[start..<vocabularyEnds[v]])
            memo.vocabularyEnds.append(memo.vocabularyBytes.count)
            start = vocabularyEnds[v]
        }
        memo.vocabularyStarts.append(memo.vocabularyEnds.count)
    }

    /// Forgets every word remembered (and so every `memo` number given so far).
    public mutating func forgetWords() {
        memo = WordMemo()
    }
}
