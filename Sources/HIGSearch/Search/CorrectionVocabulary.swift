import HIGText

/// The words a misspelt query word may be corrected to: the index's vocabulary and the
/// glossary's terms, each with how many rules use it and what it is compared by —
/// keystroke jamo for Hangul (모달 → ㅁㅗㄷㅏㄹ), letters for English — grouped by that length
/// so a scan only meets words that could be close enough.
///
/// Built once per searcher, on the first query that needs it.
///
/// - Complexity: building is O(vocabulary); `nearest` scans the words whose length is within
///   the limit, O(candidates · length · limit).
final class CorrectionVocabulary: Sendable {
    struct Entry: Sendable {
        var word: String
        var rules: Int
        var keys: [UInt32]
        /// Which keys the word has, one bit per key (folded into 64): an edit changes at most
        /// two bits, so words whose bits differ in more than 2 · limit places are skipped unread.
        var signature: UInt64

        init(word: String, rules: Int, keys: [UInt32]) {
            self.word = word
            self.rules = rules
            self.keys = keys
            signature = Self.signature(keys)
        }

        static func signature(_ keys: [UInt32]) -> UInt64 {
            keys.reduce(0) { $0 | 1 << UInt64($1 % 64) }
        }
    }

    /// A candidate and its distance from the word asked about.
    struct Candidate {
        var entry: Entry
        var distance: Int
    }

    private let hangul: [[Entry]]
    private let english: [[Entry]]

    init(words: [(word: String, rules: Int)], glossary: Glossary) {
        var rules: [String: Int] = [:]
        for (word, count) in words { rules[word] = count }
        // A glossary term the rules never use still counts as a word, a weak one.
        for term in glossary.koreanTerms where term.unicodeScalars.allSatisfy(Script.isHangulSyllable) && rules[term] == nil {
            rules[term] = 1
        }
        for word in glossary.englishWords where word.count >= Analyzer.minimumEnglishWord && rules[word] == nil {
            rules[word] = 1
        }
        var hangul: [[Entry]] = [], english: [[Entry]] = []
        func add(_ entry: Entry, to groups: inout [[Entry]]) {
            while groups.count <= entry.keys.count { groups.append([]) }
            groups[entry.keys.count].append(entry)
        }
        for (word, count) in rules {
            let scalars = word.unicodeScalars.map(\.value)
            if scalars.allSatisfy(Script.isHangulSyllable) {
                add(Entry(word: word, rules: count, keys: CompatibilityJamo.keystrokes(of: scalars)), to: &hangul)
            } else if scalars.allSatisfy(Script.isLatinLetter) {
                add(Entry(word: word, rules: count, keys: scalars), to: &english)
            }
        }
        // Deterministic scans: most used first, then bytewise.
        for i in hangul.indices { hangul[i].sort { ($1.rules, $0.word) < ($0.rules, $1.word) } }
        for i in english.indices { english[i].sort { ($1.rules, $0.word) < ($0.rules, $1.word) } }
        self.hangul = hangul
        self.english = english
    }

    /// The Hangul words nearest to `word` by keystroke edits, at most `limit` away:
    /// the closest ones, most used first.
    func nearest(hangul word: String, limit: Int) -> [Candidate] {
        nearest(CompatibilityJamo.keystrokes(of: word.unicodeScalars.map(\.value)), in: hangul, limit: limit)
    }

    /// The English words nearest to `word` (lower case) by Damerau–Levenshtein edits.
    func nearest(english word: String, limit: Int) -> [Candidate] {
        nearest(word.unicodeScalars.map(\.value), in: english, limit: limit)
    }

    private func nearest(_ keys: [UInt32], in groups: [[Entry]], limit: Int) -> [Candidate] {
        guard limit > 0, !keys.isEmpty else { return [] }
        var best: [Candidate] = []
        var bestDistance = limit
        let signature = Entry.signature(keys)
        for length in max(1, keys.count - limit)...(keys.count + limit) where length < groups.count {
            for entry in groups[length] where (entry.signature ^ signature).nonzeroBitCount <= 2 * bestDistance
                && entry.keys != keys {
                guard let distance = EditDistance.damerauLevenshtein(keys, entry.keys, limit: bestDistance) else { continue }
                if distance < bestDistance {
                    bestDistance = distance
                    best.removeAll()
                }
                best.append(Candidate(entry: entry, distance: distance))
            }
        }
        return best.sorted { ($1.entry.rules, $0.entry.word) < ($0.entry.rules, $1.entry.word) }
    }
}
