public import Foundation
public import HIGModel
public import HIGText

/// Measures ranking quality on a set of queries with known answers.
///
/// The query file is tab-separated text: `query<TAB>phrase` per line, where
/// `phrase` is a piece of text that the best answer's English or Korean text
/// contains. Lines starting with `#` and blank lines are ignored.
///
/// A result is relevant when its English texts or Korean translations contain the
/// phrase, both compared by `Normalizer.matchKey` (NFC, unified spaces and quotes,
/// lower-cased). A query's reciprocal rank is 1 / rank of its first relevant result
/// within the top 10 (0 if none); MRR@10 is their mean and recall@5 the share of
/// queries with a relevant result in the top 5.
public enum Evaluation {
    /// One line of the query file.
    public struct Case: Hashable, Sendable, Codable {
        public var query: String
        public var phrase: String
        /// 1-based line number in the file.
        public var line: Int

        public init(query: String, phrase: String, line: Int = 0) {
            self.query = query
            self.phrase = phrase
            self.line = line
        }
    }

    /// A line of the query file that is neither a comment nor `query<TAB>phrase`.
    public struct FormatError: Error, CustomStringConvertible, Sendable {
        public var line: Int
        public var text: String
        public var description: String { "line \(line): expected 'query<TAB>phrase', found '\(text)'" }
    }

    /// Parses the TSV text of a query file.
    public static func parse(_ text: String) throws -> [Case] {
        var cases: [Case] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2,
                  !fields[0].trimmingCharacters(in: .whitespaces).isEmpty,
                  !fields[1].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw FormatError(line: number + 1, text: String(line))
            }
            cases.append(Case(query: fields[0].trimmingCharacters(in: .whitespaces),
                              phrase: fields[1].trimmingCharacters(in: .whitespaces), line: number + 1))
        }
        return cases
    }

    /// Reads and parses a query file.
    public static func load(contentsOf url: URL) throws -> [Case] {
        try parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Runs every case through `searcher` and scores the rankings.
    ///
    /// - Parameter language: passed to every query (`nil`: both languages).
    /// - Complexity: one search per case with limit 10, plus, for misses only, one scan
    ///   of all rules to count how many contain the phrase at all.
    public static func run(_ cases: [Case], searcher: Searcher, language: Language? = nil) -> EvaluationReport {
        var outcomes: [EvaluationReport.Outcome] = []
        var allKeys: [[String]]?
        for item in cases {
            let phrase = Normalizer.matchKey(item.phrase)
            let response = searcher.search(SearchQuery(text: item.query, language: language, limit: 10))
            var rank: Int?
            for (i, result) in response.results.enumerated() {
                if contains(result.rule, phrase) {
                    rank = i + 1
                    break
                }
            }
            var inIndex: Int?
            if rank == nil {
                if allKeys == nil {
                    allKeys = (0..<searcher.reader.ruleCount).map { index in
                        guard let rule = try? searcher.reader.rule(at: index) else { return [] }
                        return keys(rule)
                    }
                }
                inIndex = allKeys!.filter { $0.contains { $0.contains(phrase) } }.count
            }
            outcomes.append(.init(query: item.query, phrase: item.phrase, line: item.line, rank: rank,
                                  top: response.results.prefix(3).map(\.id), rulesContainingPhrase: inIndex))
        }
        return EvaluationReport(outcomes: outcomes)
    }

    static func keys(_ rule: Rule) -> [String] {
        rule.english.map { Normalizer.matchKey($0.title + " " + $0.text) }
            + rule.translations.map { Normalizer.matchKey($0.title + " " + $0.text) }
    }

    static func contains(_ rule: Rule, _ phrase: String) -> Bool {
        keys(rule).contains { $0.contains(phrase) }
    }
}

/// The scores of an evaluation run, overall and per query.
public struct EvaluationReport: Hashable, Sendable, Codable {
    /// How one query fared.
    public struct Outcome: Hashable, Sendable, Codable {
        public var query: String
        public var phrase: String
        public var line: Int
        /// 1-based rank of the first relevant result in the top 10, or `nil`.
        public var rank: Int?
        /// The first three results.
        public var top: [RuleID]
        /// For misses: how many rules in the index contain the phrase at all
        /// (0 means the query cannot be answered from this index).
        public var rulesContainingPhrase: Int?

        public var reciprocalRank: Double { rank.map { 1 / Double($0) } ?? 0 }
    }

    public var outcomes: [Outcome]

    public init(outcomes: [Outcome]) {
        self.outcomes = outcomes
    }

    /// `hig eval --json`: the totals beside every query's outcome.
    enum CodingKeys: String, CodingKey {
        case outcomes
        case meanReciprocalRank = "mrr_at_10"
        case recallAt5 = "recall_at_5"
        case queries
        case misses
    }

    public init(from decoder: any Decoder) throws {
        outcomes = try decoder.container(keyedBy: CodingKeys.self).decode([Outcome].self, forKey: .outcomes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(outcomes, forKey: .outcomes)
        try container.encode((meanReciprocalRank * 1000).rounded() / 1000, forKey: .meanReciprocalRank)
        try container.encode((recallAt5 * 1000).rounded() / 1000, forKey: .recallAt5)
        try container.encode(outcomes.count, forKey: .queries)
        try container.encode(misses.count, forKey: .misses)
    }

    /// Mean reciprocal rank over the top 10.
    public var meanReciprocalRank: Double {
        outcomes.isEmpty ? 0 : outcomes.reduce(0) { $0 + $1.reciprocalRank } / Double(outcomes.count)
    }

    /// Share of queries with a relevant result in the top 5.
    public var recallAt5: Double {
        outcomes.isEmpty ? 0 : Double(outcomes.filter { ($0.rank ?? 99) <= 5 }.count) / Double(outcomes.count)
    }

    /// Queries with no relevant result in the top 10.
    public var misses: [Outcome] { outcomes.filter { $0.rank == nil } }

    /// A plain-text report: one line per query, then the misses, then the totals.
    ///
    ///     1.000  #1   모달 사용 시기  →  modality-2
    ///     0.000  -    전체 화면 모달  →  modality-7, …   (phrase in 1 rule)
    ///     MRR@10 0.812   recall@5 0.857   queries 35   misses 3
    public func rendered() -> String {
        var lines: [String] = []
        for outcome in outcomes {
            let rank = outcome.rank.map { "#\($0)" } ?? "-"
            let padded = rank.padding(toLength: 4, withPad: " ", startingAt: 0)
            let top = outcome.top.map(\.rawValue).joined(separator: ", ")
            lines.append("\(String(format: "%.3f", outcome.reciprocalRank))  \(padded) \(outcome.query)  →  \(top.isEmpty ? "(no results)" : top)")
        }
        let misses = self.misses
        if !misses.isEmpty {
            lines.append("")
            lines.append("misses:")
            for miss in misses {
                let found = miss.rulesContainingPhrase.map { $0 == 0 ? "no rule contains the phrase" : "phrase in \($0) rule\($0 == 1 ? "" : "s")" } ?? ""
                lines.append("  line \(miss.line): \(miss.query)  —  wanted \"\(miss.phrase)\" (\(found))")
            }
        }
        lines.append("")
        lines.append(String(format: "MRR@10 %.3f   recall@5 %.3f   queries %d   misses %d",
                            meanReciprocalRank, recallAt5, outcomes.count, misses.count))
        return lines.joined(separator: "\n")
    }
}
