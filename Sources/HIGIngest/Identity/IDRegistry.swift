public import Foundation
public import HIGModel
import HIGText

/// The committed record of which rule has which ID (`Corpus/ids.tsv`), so IDs stay
/// the same when the corpus is re-indexed or a document is added.
///
/// Each rule is known by keys: its English titles and its translations' titles,
/// normalized. A rule keeps the ID any of its keys had; a new rule gets the next
/// free number in its topic. Numbers are never reused.
///
/// ```
/// # hig rule IDs: id<TAB>language<TAB>normalized title
/// modality-7	en	always include a button that dismisses the modal view.
/// modality-7	ko	모달 뷰를 닫는 버튼을 항상 포함하세요.
/// ```
public struct IDRegistry: Sendable, Equatable {
    public static let fileName = "ids.tsv"

    /// (id, language, key) rows.
    public private(set) var rows: [Row]

    public struct Row: Sendable, Hashable, Comparable {
        public var id: RuleID
        public var language: String
        public var key: String

        public static func < (lhs: Row, rhs: Row) -> Bool {
            (lhs.id, lhs.language, lhs.key) < (rhs.id, rhs.language, rhs.key)
        }
    }

    public init(rows: [Row] = []) {
        self.rows = rows
    }

    /// Reads `ids.tsv`; a missing file is an empty registry. Malformed lines are reported and skipped.
    public static func load(from url: URL) -> (registry: IDRegistry, problems: [String]) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (IDRegistry(), []) }
        var rows: [Row] = []
        var problems: [String] = []
        // "\r\n" is one Character, so splitting at "\n" alone would read a CRLF file (as git's
        // autocrlf checks it out on Windows) as a single row.
        let lines = String(decoding: data, as: UTF8.self)
            .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, line) in lines.enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, RuleID(String(fields[0])).number != nil, !fields[2].isEmpty else {
                problems.append("\(url.lastPathComponent):\(offset + 1): not \"id<TAB>language<TAB>title\"; line ignored")
                continue
            }
            rows.append(Row(id: RuleID(String(fields[0])), language: String(fields[1]), key: String(fields[2])))
        }
        return (IDRegistry(rows: rows), problems)
    }

    /// The registry as file bytes: a header, then rows sorted by ID.
    public func serialized() -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * 64)
        bytes += "# hig rule IDs, kept so that IDs stay stable: id<TAB>language<TAB>normalized title.\n".utf8
        bytes += "# Written by `hig index`; commit it with the corpus. Numbers are never reused.\n".utf8
        for row in rows.sorted() {
            bytes += row.id.rawValue.utf8
            bytes.append(0x09)
            bytes += row.language.utf8
            bytes.append(0x09)
            bytes += row.key.utf8
            bytes.append(0x0A)
        }
        return Data(bytes)
    }

    /// The keys a rule is known by.
    static func keys(of rule: Rule) -> [(String, String)] {
        rule.english.map { ("en", key($0.title)) } + rule.translations.map { ("ko", key($0.title)) }
    }

    /// A title as the registry keeps it: normalized, lower-cased, on one line without tabs (the file's separators).
    static func key(_ title: String) -> String {
        let key = Normalizer.matchKey(title)
        guard key.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return key }
        return String(String.UnicodeScalarView(key.unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }

    /// How alike two titles must be (Dice over character bigrams) for an edited rule to keep its ID.
    static let resemblanceThreshold = 0.7

    /// The best agreement between a rule's keys and a registry entry's, language by language.
    static func resemblance(_ keys: [(String, String)], _ other: [(String, String)]) -> Double {
        var best = 0.0
        for (language, key) in keys {
            for (otherLanguage, otherKey) in other where otherLanguage == language {
                if key.hasPrefix(otherKey) || otherKey.hasPrefix(key) { return 1 }
                best = max(best, dice(key, otherKey))
            }
        }
        return best
    }

    static func dice(_ a: String, _ b: String) -> Double {
        func bigrams(_ text: String) -> [String: Int] {
            let characters = Array(text)
            var counts: [String: Int] = [:]
            for i in characters.indices.dropLast() { counts[String(characters[i...(i + 1)]), default: 0] += 1 }
            return counts
        }
        let x = bigrams(a), y = bigrams(b)
        let total = x.values.reduce(0, +) + y.values.reduce(0, +)
        guard total > 0 else { return 0 }
        let shared = x.reduce(0) { $0 + min($1.value, y[$1.key] ?? 0) }
        return 2 * Double(shared) / Double(total)
    }

    /// Gives every rule its ID (reusing the registry's) and returns the registry updated with their keys.
    ///
    /// An ID belongs to its topic (the part before its number): a rule is matched only with IDs of its own
    /// topic, so the same text under two pages is two rules, each with its page's ID. Matching is a global
    /// assignment, not first come first served: every (rule, ID) pair that shares keys is ranked by how
    /// many keys it shares (and how few of the rule's keys the ID lacks), and pairs are taken best first;
    /// so the result does not depend on the order of files or rules. Rules left over take the unclaimed
    /// ID of their topic their titles closely resemble, then the next number of their topic. Rows are
    /// never removed, so numbers are never reused.
    ///
    /// - Complexity: O(*k* log *k*) for *k* matching (rule, ID) pairs, plus the resemblance pass over
    ///   the unclaimed IDs of each topic that still has unmatched rules.
    func assign(_ rules: [Rule]) -> (rules: [Rule], registry: IDRegistry) {
        let keys = rules.map(Self.keys(of:))
        var matching = Matching(rules: rules, keys: keys)
        matching.matchExactKeys(rows)
        matching.matchResemblingTitles(rows)
        var assigned = rules
        var highest: [String: Int] = [:]
        for row in rows { highest[row.id.topicSlug] = max(highest[row.id.topicSlug] ?? 0, row.id.number ?? 0) }
        // New rules take the next free number of their topic, in reading order.
        for index in assigned.indices {
            if let id = matching.ids[index] {
                assigned[index].id = id
                continue
            }
            let slug = assigned[index].topic.slug
            let number = (highest[slug] ?? 0) + 1
            highest[slug] = number
            assigned[index].id = RuleID(topic: slug, number: number)
        }
        var updated = Set(rows)
        for (index, rule) in assigned.enumerated() {
            for (language, key) in keys[index] where !key.isEmpty {
                updated.insert(Row(id: rule.id, language: language, key: key))
            }
        }
        return (assigned, IDRegistry(rows: updated.sorted()))
    }

    /// Rules matched with registry IDs, best pairs first, each rule and ID taken once.
    private struct Matching {
        let rules: [Rule]
        let keys: [[(String, String)]]
        var ids: [RuleID?]
        var claimed: [RuleID: Int] = [:]

        init(rules: [Rule], keys: [[(String, String)]]) {
            self.rules = rules
            self.keys = keys
            ids = Array(repeating: nil, count: rules.count)
        }

        /// Takes (rule, ID) candidates in order, skipping rules and IDs already matched.
        mutating func take(_ candidates: [(rule: Int, id: RuleID)]) {
            for candidate in candidates where ids[candidate.rule] == nil && claimed[candidate.id] == nil {
                ids[candidate.rule] = candidate.id
                claimed[candidate.id] = candidate.rule
            }
        }

        /// Exact keys within the rule's topic: most keys shared, fewest of the rule's keys missing.
        mutating func matchExactKeys(_ rows: [Row]) {
            struct Key: Hashable { var language: String; var key: String }
            var idsByKey: [Key: [RuleID]] = [:]
            for row in rows { idsByKey[Key(language: row.language, key: row.key), default: []].append(row.id) }
            var candidates: [(rule: Int, id: RuleID, shared: Int, missing: Int)] = []
            for (index, rule) in rules.enumerated() {
                var shared: [RuleID: Int] = [:]
                for (language, key) in keys[index] {
                    for id in idsByKey[Key(language: language, key: key)] ?? [] where id.topicSlug == rule.topic.slug { shared[id, default: 0] += 1 }
                }
                for (id, count) in shared { candidates.append((index, id, count, keys[index].count - count)) }
            }
            candidates.sort { ($1.shared, $0.missing, $0.rule, $0.id) < ($0.shared, $1.missing, $1.rule, $1.id) }
            take(candidates.map { ($0.rule, $0.id) })
        }

        /// Edited titles (a typo fixed, a sentence split differently): the unclaimed ID of the topic that resembles most.
        mutating func matchResemblingTitles(_ rows: [Row]) {
            var keysByID: [RuleID: [(String, String)]] = [:]
            for row in rows { keysByID[row.id, default: []].append((row.language, row.key)) }
            let pendingTopics = Set(rules.indices.filter { ids[$0] == nil }.map { rules[$0].topic.slug })
            let unclaimed = keysByID.keys.filter { claimed[$0] == nil && pendingTopics.contains($0.topicSlug) }
            let unclaimedByTopic = Dictionary(grouping: unclaimed, by: \.topicSlug)
            var candidates: [(rule: Int, id: RuleID, score: Double)] = []
            for index in rules.indices where ids[index] == nil {
                for id in unclaimedByTopic[rules[index].topic.slug] ?? [] {
                    let score = IDRegistry.resemblance(keys[index], keysByID[id]!)
                    if score >= IDRegistry.resemblanceThreshold { candidates.append((index, id, score)) }
                }
            }
            candidates.sort { ($1.score, $0.rule, $0.id) < ($0.score, $1.rule, $1.id) }
            take(candidates.map { ($0.rule, $0.id) })
        }
    }
}
