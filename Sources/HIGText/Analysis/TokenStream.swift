/// The tokens of a text in flat arrays, as the index build reads them: every term's UTF-8
/// bytes back to back, and per token its kind, position and word start. Kept from text to
/// text (`removeAll` keeps the storage), so analyzing a rule allocates nothing.
///
/// The same tokens as `Analyzer.tokens(_:mode:)` gives, without the `String` per token nor
/// the offsets into the original text, which only snippets and highlights need.
///
/// Each array is longer than what it holds (a count says how much is used) and grows by doubling
/// when a write needs room: the build appends 50 million tokens at 100k rules, most of them a
/// remembered word's few tokens copied at once, and an `append` per element (a uniqueness and a
/// capacity check, or a generic `append(contentsOf:)` per word) cost more than the copy.
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

    /// A vocabulary word: where it ends in the vocabulary's bytes, and its number among the memo's
    /// vocabulary words (`memoVocabularyCount`), -1 for one the memo does not hold.
    private struct VocabularyWord: Sendable {
        var end: Int32
        var memo: Int32
    }

    /// The terms' bytes in `storage[..<used]`; the rest is room for the next terms.
    private var storage: [UInt8] = []
    private var used = 0
    /// The tokens in `entryStorage[..<count]`.
    private var entryStorage: [Entry] = []
    public private(set) var count = 0
    /// When set, the text's vocabulary words too (what `Analyzer.forEachVocabularyWord` gives,
    /// in its order): their bytes back to back in `vocabularyBytes[..<vocabularyUsed]`, and where
    /// each ends in `vocabularyWords[..<vocabularyCount]`.
    public let collectsVocabulary: Bool
    private var vocabularyBytes: [UInt8] = []
    private var vocabularyUsed = 0
    private var vocabularyWords: [VocabularyWord] = []
    private var vocabularyCount = 0
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

    /// The tokens, in order.
    public var entries: ArraySlice<Entry> { entryStorage[..<count] }

    /// Tokens the memo holds: every entry's `memo` is below this.
    public var memoTokenCount: Int { memo.entries.count }

    /// Vocabulary words the memo holds: every memo number `forEachVocabularyWord(_:)` gives is below this.
    public var memoVocabularyCount: Int { memo.vocabularyEnds.count }

    /// Empties the stream, keeping its storage.
    public mutating func removeAll() {
        used = 0
        count = 0
        vocabularyUsed = 0
        vocabularyCount = 0
    }

    /// Calls `body` with each vocabulary word of the stream's texts, in order (see `collectsVocabulary`).
    public func forEachVocabularyWord(_ body: (UnsafeRawBufferPointer) -> Void) {
        forEachVocabularyWord { word, _ in body(word) }
    }

    /// As `forEachVocabularyWord(_:)`, with each word's number among the memo's vocabulary words
    /// (-1 for one it does not hold): the same memo number is always the same word, so a caller
    /// that numbers words can remember the number instead of looking the bytes up again.
    public func forEachVocabularyWord(_ body: (UnsafeRawBufferPointer, Int) -> Void) {
        vocabularyBytes.withUnsafeBytes { bytes in
            vocabularyWords.withUnsafeBufferPointer { words in
                var start = 0
                for word in words[..<vocabularyCount] {
                    body(UnsafeRawBufferPointer(rebasing: bytes[start..<Int(word.end)]), Int(word.memo))
                    start = Int(word.end)
                }
            }
        }
    }

    @inline(__always)
    public mutating func appendVocabularyWord(_ word: UnsafeBufferPointer<UInt8>) {
        Self.reserve(&vocabularyBytes, used: vocabularyUsed, room: word.count)
        Self.reserve(&vocabularyWords, used: vocabularyCount, room: 1)
        let start = vocabularyUsed
        vocabularyBytes.withUnsafeMutableBufferPointer { bytes in
            if !word.isEmpty { (bytes.baseAddress! + start).update(from: word.baseAddress!, count: word.count) }
        }
        vocabularyUsed += word.count
        vocabularyWords[vocabularyCount] = VocabularyWord(end: Int32(vocabularyUsed), memo: -1)
        vocabularyCount += 1
    }

    /// Grows `buffer` (by doubling, at least by `room`) so that `room` more elements fit after `used`.
    @inline(__always)
    private static func reserve<T>(_ buffer: inout [T], used: Int, room: Int, filler: T) {
        if used + room > buffer.count {
            buffer.append(contentsOf: repeatElement(filler, count: max(buffer.count, room + 256)))
        }
    }

    @inline(__always)
    private static func reserve(_ buffer: inout [UInt8], used: Int, room: Int) {
        reserve(&buffer, used: used, room: room, filler: 0)
    }

    @inline(__always)
    private static func reserve(_ buffer: inout [VocabularyWord], used: Int, room: Int) {
        reserve(&buffer, used: used, room: room, filler: VocabularyWord(end: 0, memo: -1))
    }

    @inline(__always)
    private static func reserve(_ buffer: inout [Entry], used: Int, room: Int) {
        reserve(&buffer, used: used, room: room, filler: Entry(end: 0, position: 0, kind: .word, startsWord: false))
    }

    /// Calls `body` with the terms' bytes, back to back (`termRange` says where each lies).
    @inline(__always)
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<used])) }
    }

    /// Where token `index`'s term lies in the bytes.
    @inline(__always)
    public func termRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(entryStorage[index - 1].end))..<Int(entryStorage[index].end)
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
        Self.reserve(&entryStorage, used: count, room: 1)
        entryStorage[count] = Entry(end: Int32(used), position: Int32(truncatingIfNeeded: position), kind: kind,
                                    startsWord: startsWord)
        count += 1
    }

    @inline(__always)
    private mutating func reserveBytes(_ capacity: Int) {
        if used + capacity > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(storage.count, capacity + 1024)))
        }
    }

    // MARK: Words remembered

    /// Each distinct word's tokens as the analyzer gave them, positions relative to the word's
    /// first: the words (their UTF-8 bytes) numbered in `words`, word `w`'s tokens
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

    /// Writes the memo's key for a word — the UTF-8 bytes of its scalars — in the room after the
    /// terms' bytes and returns where it lies. A Hangul word of two syllables or an English word of
    /// up to eight letters is then its own key in `InternTable`, found without reading the table's
    /// arena (its scalars' four bytes each were not).
    @inline(__always)
    private mutating func writeKey(_ word: UnsafeBufferPointer<UInt32>) -> Range<Int> {
        reserveBytes(4 * word.count)
        let start = used
        let end = storage.withUnsafeMutableBufferPointer { buffer in
            var n = start
            for v in word { n += UTF8Writing.write(v, into: buffer, at: n) }
            return n
        }
        return start..<end
    }

    public mutating func replayWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) -> Bool {
        let key = writeKey(word)
        guard let found = storage.withUnsafeBytes({ memo.words.number(ifPresent: UnsafeRawBufferPointer(rebasing: $0[key])) }) else {
            return false
        }
        let w = Int(found)
        let (firstByte, endByte) = (memo.byteStarts[w], memo.byteStarts[w + 1])
        let byteCount = endByte - firstByte
        reserveBytes(byteCount)
        let base = used
        if byteCount > 0 {
            // The memo's bytes read in the outer closure: the other way round, the compiler kept them
            // alive across the mutable access with a retain and a release per word replayed.
            memo.bytes.withUnsafeBufferPointer { bytes in
                storage.withUnsafeMutableBufferPointer { storage in
                    (storage.baseAddress! + base).update(from: bytes.baseAddress! + firstByte, count: byteCount)
                }
            }
        }
        used += byteCount
        // The word's tokens, moved to where the word stands.
        let (firstToken, endToken) = (memo.tokenStarts[w], memo.tokenStarts[w + 1])
        Self.reserve(&entryStorage, used: count, room: endToken - firstToken)
        let shift = Int32(truncatingIfNeeded: position), endShift = Int32(base)
        let first = count
        entryStorage.withUnsafeMutableBufferPointer { entries in
            memo.entries.withUnsafeBufferPointer { tokens in
                for k in firstToken..<endToken {
                    var entry = tokens[k]
                    entry.end &+= endShift
                    entry.position &+= shift
                    entries[first &+ k &- firstToken] = entry
                }
            }
        }
        count += endToken - firstToken
        let (firstWord, endWord) = (memo.vocabularyStarts[w], memo.vocabularyStarts[w + 1])
        if collectsVocabulary && firstWord < endWord {
            let start = firstWord == 0 ? 0 : memo.vocabularyEnds[firstWord - 1]
            let end = memo.vocabularyEnds[endWord - 1]
            Self.reserve(&vocabularyBytes, used: vocabularyUsed, room: end - start)
            Self.reserve(&vocabularyWords, used: vocabularyCount, room: endWord - firstWord)
            let (byteBase, wordBase) = (vocabularyUsed, vocabularyCount)
            memo.vocabularyBytes.withUnsafeBufferPointer { remembered in
                vocabularyBytes.withUnsafeMutableBufferPointer { bytes in
                    (bytes.baseAddress! + byteBase).update(from: remembered.baseAddress! + start, count: end - start)
                }
            }
            let endShift = byteBase - start
            vocabularyWords.withUnsafeMutableBufferPointer { words in
                memo.vocabularyEnds.withUnsafeBufferPointer { ends in
                    for v in firstWord..<endWord {
                        words[wordBase &+ v &- firstWord] = VocabularyWord(end: Int32(ends[v] &+ endShift), memo: Int32(v))
                    }
                }
            }
            vocabularyUsed += end - start
            vocabularyCount += endWord - firstWord
        }
        return true
    }

    public mutating func beginWord() {
        wordStart = (count, used, vocabularyCount)
    }

    public mutating func endWord(_ word: UnsafeBufferPointer<UInt32>, position: Int) {
        let key = writeKey(word)
        guard storage.withUnsafeBytes({ memo.words.number(of: UnsafeRawBufferPointer(rebasing: $0[key])) }).isNew else { return }
        let shift = Int32(truncatingIfNeeded: position), endShift = Int32(wordStart.byte)
        for e in wordStart.entry..<count {
            entryStorage[e].memo = Int32(memo.entries.count)
            var entry = entryStorage[e]
            entry.end &-= endShift
            entry.position &-= shift
            memo.entries.append(entry)
        }
        memo.tokenStarts.append(memo.entries.count)
        memo.bytes.append(contentsOf: storage[wordStart.byte..<used])
        memo.byteStarts.append(memo.bytes.count)
        var start = wordStart.vocabulary == 0 ? 0 : Int(vocabularyWords[wordStart.vocabulary - 1].end)
        for v in wordStart.vocabulary..<vocabularyCount {
            vocabularyWords[v].memo = Int32(memo.vocabularyEnds.count)
            let end = Int(vocabularyWords[v].end)
            memo.vocabularyBytes.append(contentsOf: vocabularyBytes[start..<end])
            memo.vocabularyEnds.append(memo.vocabularyBytes.count)
            start = end
        }
        memo.vocabularyStarts.append(memo.vocabularyEnds.count)
    }

    /// Forgets every word remembered (and so every `memo` number given so far).
    public mutating func forgetWords() {
        memo = WordMemo()
    }
}
