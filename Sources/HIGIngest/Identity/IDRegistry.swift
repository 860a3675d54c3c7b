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
        for (offset, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
        // Then new rules take the next free number of their topic, in reading order.
        for index in pending {
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
