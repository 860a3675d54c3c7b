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
}
