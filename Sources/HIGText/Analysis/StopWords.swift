/// A short list of English function words that carry no meaning for search.
///
/// They are dropped from documents and queries alike (their positions are kept,
/// so `dismisses the modal` still counts `dismiss` and `modal` as near). The
/// list follows the classic short lists but keeps negations (`no`, `not`,
/// `don't`): HIG rules are often "Don't …". A query made only of stop words
/// analyzes to nothing and so finds nothing.
public enum StopWords {
    public static let english: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into",
        "is", "it", "its", "of", "on", "or", "such", "that", "the", "their", "then", "there",
        "these", "they", "this", "to", "was", "will", "with",
    ]

    /// Whether `word` (lower-cased, unstemmed) is an English stop word.
    @inline(__always)
    public static func contains(_ word: String) -> Bool {
        word.utf8.count <= 5 && english.contains(word)
    }

    /// Whether `word` (its UTF-8 bytes, lower-cased, unstemmed) is an English stop word: a
    /// look-up of the word packed into one integer, no string made.
    @inline(__always)
    public static func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= longest else { return false }
        let key = pack(word)
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
        while true {
            let entry = packed[slot]
            if entry == 0 { return false }
            if entry == key { return true }
            slot = (slot + 1) & 63
        }
    }

    /// Bytes of the longest stop word (five; `pack` takes up to eight): no longer word is looked up.
    static let longest = english.map(\.utf8.count).max() ?? 0

    /// Up to eight bytes as one integer, first byte lowest; never 0 for a non-empty word.
    @inline(__always)
    static func pack(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        for (i, byte) in word.enumerated() { key |= UInt64(byte) << UInt64(8 * i) }
        return key
    }

    /// The stop words packed, in a table of 64 slots (open addressing; 0 is empty).
    static let packed: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 64)
        for word in english {
            var word = word
            let key = word.withUTF8 { pack($0) }
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
            while table[slot] != 0 { slot = (slot + 1) & 63 }
            table[slot] = key
        }
        return table
    }()
}
