/// Finds a phrase in a text by its UTF-8 bytes: the cue lexicon asks this thousands of times per
/// document, and Foundation's `range(of:)` (locale-aware, through NSString) costs a hundred times more.
enum PhraseSearch {
    /// The start of every occurrence of `phrase` in `text`, as indices of `text`.
    ///
    /// - Complexity: O(*n* · *m*) in the worst case for *n* bytes of text and *m* of phrase; the
    ///   first byte is scanned for, so ordinary text costs about O(*n*).
    static func occurrences(of phrase: String, in text: String) -> [String.Index] {
        let needle = Array(phrase.utf8)
        guard let first = needle.first else { return [] }
        var found: [String.Index] = []
        let haystack = text.utf8
        var index = haystack.startIndex
        let last = haystack.count - needle.count
        guard last >= 0 else { return [] }
        var offset = 0
        while offset <= last {
            if haystack[index] == first {
                var matched = true
                var probe = haystack.index(after: index)
                for byte in needle.dropFirst() {
                    if haystack[probe] != byte { matched = false; break }
                    probe = haystack.index(after: probe)
                }
                if matched { found.append(index) }
            }
            index = haystack.index(after: index)
            offset += 1
        }
        return found
    }

    /// Whether `phrase` occurs in `text`.
    static func contains(_ phrase: String, in text: String) -> Bool {
        !occurrences(of: phrase, in: text).isEmpty
    }
}
