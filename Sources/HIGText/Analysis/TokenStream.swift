/// The tokens of a text in flat arrays, as the index build reads them: every term's UTF-8
/// bytes back to back, and per token its kind, position and word start. Kept from text to
/// text (`removeAll` keeps the capacity), so analyzing a rule allocates nothing.
///
/// The same tokens as `Analyzer.tokens(_:mode:)` gives, without the `String` per token nor
/// the offsets into the original text, which only snippets and highlights need.
public struct TokenStream: Sendable, TokenSink {
    /// Per token, in analyzer order.
    public struct Entry: Sendable {
        /// Where the token's term ends in `bytes` (it starts where the previous one ends).
        public var end: Int32
        public var position: Int32
        public var kind: Token.Kind
        public var startsWord: Bool
    }

    /// The terms' bytes, back to back.
    public private(set) var bytes: [UInt8] = []
    public private(set) var entries: [Entry] = []

    public init() {}

    public var count: Int { entries.count }

    /// Empties the stream, keeping its storage.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// Where token `index`'s term lies in `bytes`.
    @inline(__always)
    public func termRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(entries[index - 1].end))..<Int(entries[index].end)
    }

    /// Token `index`'s term as a string (for tests and debugging).
    public func term(_ index: Int) -> String {
        String(decoding: bytes[termRange(index)], as: UTF8.self)
    }

    @inline(__always)
    public mutating func append(_ kind: Token.Kind, position: Int, startsWord: Bool, scalars first: Int, _ last: Int,
                                of text: MatchText, capacity: Int, term: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let start = bytes.count
        // Room first, then the term written in place; what it did not use is given back.
        bytes.append(contentsOf: repeatElement(0, count: capacity))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            term(UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + capacity)]))
        }
        bytes.removeLast(capacity - written)
        guard written > 0 else { return }
        entries.append(Entry(end: Int32(bytes.count), position: Int32(truncatingIfNeeded: position), kind: kind,
                             startsWord: startsWord))
    }
}
