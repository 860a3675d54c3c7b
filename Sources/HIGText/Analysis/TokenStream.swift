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

    /// A stream of tokens, and of the vocabulary's words if `vocabulary` (the index build's).
    public init(vocabulary: Bool = false) {
        collectsVocabulary = vocabulary
    }

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
        if used + capacity > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(storage.count, capacity + 1024)))
        }
        let start = used
        let written = storage.withUnsafeMutableBufferPointer { buffer in
            term(UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + capacity)]))
        }
        guard written > 0 else { return }
        used += written
        entries.append(Entry(end: Int32(used), position: Int32(truncatingIfNeeded: position), kind: kind,
                             startsWord: startsWord))
    }
}
