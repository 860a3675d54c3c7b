import Foundation
import HIGModel

/// One rule as the peer engines see it: the JSON-lines record of `../shared/bench/`
/// (`{"id","title_en","text_en","title_ko","text_ko"}`).
///
/// Several English versions or Korean translations of a rule are joined with
/// newlines, so the four fields hold exactly the text `hig` indexes for it.
struct BenchRecord: Codable, Hashable, Sendable {
    var id: String
    var title_en: String
    var text_en: String
    var title_ko: String
    var text_ko: String

    /// The four fields joined with newlines: what `peers.py` writes per record for
    /// ripgrep, and what quality judgements search for answers in.
    var text: String { [title_en, text_en, title_ko, text_ko].joined(separator: "\n") }

    /// UTF-8 bytes of the four fields: the "raw text" every size and speed is divided by.
    var rawBytes: Int { title_en.utf8.count + text_en.utf8.count + title_ko.utf8.count + text_ko.utf8.count }

    /// The ID of the real rule a record was made from: itself for an original,
    /// the part after `syn-<7 digits>-` for one `scale.py` recombined.
    var originID: String {
        guard id.hasPrefix("syn-") else { return id }
        let parts = id.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 ? String(parts[2]) : id
    }

    var isOriginal: Bool { !id.hasPrefix("syn-") }
}

extension BenchRecord {
    /// The record of a real rule: its English versions and translations joined.
    init(rule: Rule) {
        id = rule.id.rawValue
        title_en = rule.english.map(\.title).joined(separator: "\n")
        text_en = rule.english.map(\.text).joined(separator: "\n")
        title_ko = rule.translations.map(\.title).joined(separator: "\n")
        text_ko = rule.translations.map(\.text).joined(separator: "\n")
    }

    /// The rule `hig` indexes for this record: the same four texts, the topic, kind
    /// and section of the real rule it came from (`origins`), and a synthetic source
    /// pointing at the record's line in the records file.
    ///
    /// References of the real rules are left out: the peers never see them.
    func rule(number: Int, origins: [String: Rule]) -> Rule {
        let origin = origins[originID]
        let source = Source(document: "records.jsonl", title: "synthetic", lines: LineRange(number + 1, number + 1))
        let english = title_en.isEmpty && text_en.isEmpty
            ? [] : [EnglishText(title: title_en, text: text_en, sources: [source])]
        let korean = title_ko.isEmpty && text_ko.isEmpty
            ? [] : [Translation(title: title_ko, text: text_ko, source: source)]
        return Rule(id: RuleID(id),
                    topic: origin?.topic ?? Topic(slug: "synthetic", english: "Synthetic", korean: "합성"),
                    section: origin?.section, kind: origin?.kind ?? .guideline,
                    english: english, translations: korean, order: number)
    }
}
