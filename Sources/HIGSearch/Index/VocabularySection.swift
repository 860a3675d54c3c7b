import HIGText

/// The vocabulary section: every word of the indexed rules as `Analyzer.forEachVocabularyWord`
/// gives it (Hangul words without their particle, English words unstemmed), with the
/// number of rules that use it. Typo correction, completion of a half-typed word and
/// "did you mean" choose from it.
///
/// ```
/// vocabulary  u32 count n · u32 offsets[n + 1] into the blob · u32 rule counts[n]
///             · blob: the words' UTF-8 bytes, sorted bytewise, back to back
/// ```
///
/// Encoder, validation and reads live here together.
enum VocabularySection {
    /// The section for `words`, each used by `rules[number]` rules.
    static func encode(_ words: InternTable, rules: [Int]) -> [UInt8] {
        let entries = rules.indices.map { (bytes: words.bytes(of: $0), rules: rules[$0]) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        var w = ByteWriter()
        w.u32(UInt32(entries.count))
        OffsetTable.encode(entries.lazy.map(\.bytes.count), into: &w)
        for entry in entries { w.u32(UInt32(min(entry.rules, Int(UInt32.max)))) }
        for entry in entries { w.append(entry.bytes) }
        return w.bytes
    }

    /// Checks the table: counts fit, offsets increase and stay inside the blob.
    static func validate(_ raw: RawBytes, _ range: Range<Int>) throws(IndexError) -> Int {
        guard range.count >= 8, let count = raw.u32(range.lowerBound).map(Int.init),
              count < 1 << 26, range.lowerBound + 4 + 4 * (2 * count + 1) <= range.upperBound else {
            throw .corrupt(.vocabulary, "bad table")
        }
        let table = range.lowerBound + 4
        let blob = table + OffsetTable.size(count: count) + 4 * count
        try OffsetTable.validate(raw, table: table, count: count, blob: blob, end: range.upperBound, section: .vocabulary)
        return count
    }
}

extension IndexReader {
    /// Number of words in the vocabulary.
    var vocabularyCount: Int { layout.vocabularyCount }

    /// Word number `index` of the vocabulary (bytewise order) and the number of rules using it.
    func vocabularyEntry(_ index: Int, in raw: RawBytes) -> (word: UnsafeRawBufferPointer, rules: Int) {
        let table = layout.vocabulary.lowerBound + 4
        let count = layout.vocabularyCount
        let blob = table + OffsetTable.size(count: count) + 4 * count
        let start = Int(raw.u32(table + 4 * index)!), end = Int(raw.u32(table + 4 * index + 4)!)
        let rules = Int(raw.u32(table + 4 * (count + 1) + 4 * index)!)
        return (raw.bytes(blob + start, end - start)!, rules)
    }

    /// The first vocabulary index whose word is not below `key` (bytewise).
    ///
    /// - Complexity: O(log n) comparisons in the mapped bytes.
    func vocabularyLowerBound(_ key: some Collection<UInt8>, in raw: RawBytes) -> Int {
        var low = 0, high = layout.vocabularyCount
        while low < high {
            let mid = (low + high) / 2
            if compare(vocabularyEntry(mid, in: raw).word, key) < 0 { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// How many rules use `word` (0 when the vocabulary does not have it).
    func rulesUsing(word: String) -> Int {
        let key = Array(word.utf8)
        return withBytes { raw in
            let index = vocabularyLowerBound(key, in: raw)
            guard index < layout.vocabularyCount else { return 0 }
            let entry = vocabularyEntry(index, in: raw)
            return compare(entry.word, key) == 0 ? entry.rules : 0
        }
    }

    /// The vocabulary's words that start with `prefix` and continue with a scalar in `next`
    /// (`nil`: any continuation, the prefix itself included), with their rule counts.
    ///
    /// - Complexity: O(log n + matches): syllables of one range are one byte range in UTF-8.
    func vocabularyWords(prefix: String, next: ClosedRange<UInt32>? = nil) -> [(word: String, rules: Int)] {
        var low = Array(prefix.utf8), high = low
        if let next {
            low += String(Character(Unicode.Scalar(next.lowerBound)!)).utf8
            high += String(Character(Unicode.Scalar(next.upperBound)!)).utf8
        }
        return withBytes { raw in
            var out: [(String, Int)] = []
            var index = vocabularyLowerBound(low, in: raw)
            while index < layout.vocabularyCount {
                let entry = vocabularyEntry(index, in: raw)
                let head = entry.word.prefix(high.count)
                guard compare(UnsafeRawBufferPointer(rebasing: head), high) <= 0 else { break }
                out.append((String(decoding: entry.word, as: UTF8.self), entry.rules))
                index += 1
            }
            return out
        }
    }

    /// Every vocabulary word with its rule count, in bytewise order.
    ///
    /// - Complexity: O(n); one string per word.
    func allVocabularyWords() -> [(word: String, rules: Int)] {
        withBytes { raw in
            (0..<layout.vocabularyCount).map { index in
                let entry = vocabularyEntry(index, in: raw)
                return (String(decoding: entry.word, as: UTF8.self), entry.rules)
            }
        }
    }
}
