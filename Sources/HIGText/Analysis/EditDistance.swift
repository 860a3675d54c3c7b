/// Edit distances for typo tolerance.
public enum EditDistance {
    /// The optimal-string-alignment Damerau–Levenshtein distance between `a` and `b`
    /// (substitution, insertion, deletion, and a swap of two adjacent elements each cost 1),
    /// or `nil` when it is above `limit`.
    ///
    /// Only the band of width `2·limit + 1` around the diagonal is computed, and the
    /// computation stops as soon as a row is all above `limit`.
    ///
    /// - Complexity: O(min(|a|, |b|) · limit).
    public static func damerauLevenshtein<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int? {
        let n = a.count, m = b.count
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) <= limit ? max(n, m) : nil }
        let big = limit + 1
        // Three rows: two back (for swaps), one back, current.
        var previous2 = [Int](repeating: big, count: m + 1)
        var previous = [Int](0...m).map { min($0, big) }
        var current = [Int](repeating: big, count: m + 1)
        for i in 1...n {
            current[0] = min(i, big)
            let low = max(1, i - limit), high = min(m, i + limit)
            if low > 1 { current[low - 1] = big }
            var rowMin = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = min(value, big)
                rowMin = min(rowMin, current[j])
            }
            if high < m { current[high + 1] = big }
            if rowMin > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[m] <= limit ? previous[m] : nil
    }

    /// Edits an English word of `length` letters may have and still be corrected: none up to
    /// 3 letters (too many words are one edit apart), 1 up to 7, 2 beyond (Elasticsearch's
    /// AUTO fuzziness, shifted by one letter because query words are often abbreviations).
    public static func englishLimit(length: Int) -> Int {
        length <= 3 ? 0 : length <= 7 ? 1 : 2
    }

    /// Keystroke edits a Hangul word of `syllables` syllables may have: one for words of two
    /// to five syllables (모덜 → 모달, 프로그래스 → 프로그레스), two for longer ones; none for one
    /// syllable, where one keystroke changes the word.
    public static func hangulLimit(syllables: Int) -> Int {
        syllables <= 1 ? 0 : syllables <= 5 ? 1 : 2
    }
}
