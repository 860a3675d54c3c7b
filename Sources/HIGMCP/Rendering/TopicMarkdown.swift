import HIGModel
import HIGSearch

/// Topics for a model: the list (`list_topics`) and one topic's rules (`hig://topics/{slug}`).
enum TopicMarkdown {
    /// The topics as a table with their counts.
    static func list(_ topics: [TopicCount], ruleCount: Int) -> String {
        var lines = ["\(topics.count) topic\(topics.count == 1 ? "" : "s"), \(ruleCount) rule\(ruleCount == 1 ? "" : "s"). "
            + "Pass a slug as search_guidelines' topic, or read hig://topics/{slug} for a topic's rules.", ""]
        lines += ["| slug | English | Korean | rules |", "| --- | --- | --- | ---: |"]
        lines += topics.map { "| \($0.topic.slug) | \($0.topic.english) | \($0.topic.korean) | \($0.count) |" }
        return lines.joined(separator: "\n")
    }

    /// A topic's rules in reading order under their section headings, each with its titles.
    ///
    /// - Parameter rules: the topic's rules, in reading order.
    static func page(_ topic: Topic, rules: [Rule]) -> String {
        var lines = ["# \(Markdown.topicName(topic))", ""]
        if let url = HIGPage.url(of: topic) { lines.append("HIG page: \(url)") }
        lines.append("\(rules.count) rule\(rules.count == 1 ? "" : "s") in reading order. "
            + "Read one with get_rule or hig://rules/{id}.")
        var section: String?? = .none
        for rule in rules {
            if section != .some(rule.section) {
                section = .some(rule.section)
                lines += ["", "## " + (rule.section.map(Markdown.oneLine) ?? "(no section)"), ""]
            }
            lines.append(entry(rule))
        }
        return lines.joined(separator: "\n")
    }

    /// `- modality-11: Always include … — 항상 모달 화면을 …`.
    private static func entry(_ rule: Rule) -> String {
        let titles = [rule.english.first?.title, rule.translations.first?.title].compactMap { $0 }.map(Markdown.oneLine)
        return "- \(rule.id.rawValue): " + titles.joined(separator: " — ")
    }
}
