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
        var text = "# hig rule IDs, kept so that IDs stay stable: id<TAB>language<TAB>normalized title.\n"
        text += "# Written by `hig index`; commit it with the corpus. Numbers are never reused.\n"
        for row in rows.sorted() {
            text += "\(row.id)\t\(row.language)\t\(row.key)\n"
        }
        return Data(text.utf8)
    }

    /// The keys a rule is known by.
    static func keys(of rule: Rule) -> [(String, String)] {
        rule.english.map { ("en", key($0.title)) } + rule.translations.map { ("ko", key($0.title)) }
    }

    static func key(_ title: String) -> String {
        Normalizer.matchKey(title).replacingOccurrences(of: "\t", with: " ")
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
    func assign(_ rules: [Rule]) -> (rules: [Rule], registry: IDRegistry) {
        var byKey: [String: RuleID] = [:]
        var highest: [String: Int] = [:]
        for row in rows {
            byKey[row.language + "\t" + row.key] = row.id
            highest[row.id.topicSlug] = max(highest[row.id.topicSlug] ?? 0, row.id.number ?? 0)
        }
        var used = Set<RuleID>()
        var assigned = rules
        var pending: [Int] = []
        // First, every rule that any of its keys already names keeps that ID (the most named one).
        for index in assigned.indices {
            let keys = Self.keys(of: assigned[index])
            var votes: [RuleID: Int] = [:]
            for (language, key) in keys {
                if let id = byKey[language + "\t" + key], !used.contains(id) { votes[id, default: 0] += 1 }
            }
            if let id = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
                assigned[index].id = id
                used.insert(id)
            } else {
                pending.append(index)
            }
        }
        // A rule whose titles were edited (a typo fixed, a sentence split differently) keeps the ID
        // of the unclaimed registry entry its titles closely resemble, in the same topic.
        var claimable: [RuleID: [(String, String)]] = [:]
        for row in rows where !used.contains(row.id) { claimable[row.id, default: []].append((row.language, row.key)) }
        var stillPending: [Int] = []
        for index in pending {
            let keys = Self.keys(of: assigned[index])
            let best = claimable.keys.filter { $0.topicSlug == assigned[index].topic.slug && !used.contains($0) }.sorted()
                .map { id in (id, Self.resemblance(keys, claimable[id]!)) }
                .max { $0.1 < $1.1 }
            if let (id, score) = best, score >= Self.resemblanceThreshold {
                assigned[index].id = id
                used.insert(id)
            } else {
                stillPending.append(index)
            }
        }
        // Then new rules take the next free number of their topic, in reading order.
        for index in stillPending {
            let slug = assigned[index].topic.slug
            let number = (highest[slug] ?? 0) + 1
            highest[slug] = number
            assigned[index].id = RuleID(topic: slug, number: number)
        }
        var updated: [String: Row] = [:]
        for row in rows { updated[row.language + "\t" + row.key] = row }
        for rule in assigned {
            for (language, key) in Self.keys(of: rule) where !key.isEmpty {
                updated[language + "\t" + key] = Row(id: rule.id, language: language, key: key)
            }
        }
        return (assigned, IDRegistry(rows: updated.values.sorted()))
    }
}
