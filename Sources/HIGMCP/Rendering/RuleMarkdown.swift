import HIGModel

/// A whole rule for a model to read and cite: `get_rule`'s text and `hig://rules/{id}`.
///
/// Texts are block quotes, so their paragraphs and `• ` items keep their lines
/// and cannot be mistaken for the page's own headings.
enum RuleMarkdown {
    static func render(_ rule: Rule) -> String {
        var lines = ["# \(rule.id.rawValue): \(Markdown.oneLine(rule.title))", ""]
        lines.append("- Topic: \(Markdown.topicName(rule.topic)) (\(ResourceURI.topic(slug: rule.topic.slug).string))")
        if let section = rule.section { lines.append("- Section: \(Markdown.oneLine(section))") }
        lines.append("- Kind: \(rule.kind.rawValue)")
        if let url = HIGPage.url(of: rule.topic) { lines.append("- HIG page: \(url)") }
        lines += english(rule)
        lines += translations(rule)
        if !rule.references.isEmpty {
            lines += ["", "## References", ""] + rule.references.map { "- " + Markdown.oneLine($0) }
        }
        return lines.joined(separator: "\n")
    }

    /// Every English version with the documents that carry it.
    private static func english(_ rule: Rule) -> [String] {
        guard !rule.english.isEmpty else {
            return ["", "## English", "", "No English text yet: this rule is known only from a Korean translation."]
        }
        let several = rule.english.count > 1
        var lines = ["", several ? "## English (\(rule.english.count) versions of the HIG)" : "## English"]
        for (index, version) in rule.english.enumerated() {
            if several { lines += ["", "### Version \(index + 1)"] }
            lines += ["", Markdown.quote(version.text), ""]
            lines += version.sources.map { "Source: " + Markdown.citation($0) }
        }
        return lines
    }

    /// Every Korean translation with its source.
    private static func translations(_ rule: Rule) -> [String] {
        guard !rule.translations.isEmpty else { return ["", "## Korean", "", "No Korean translation yet."] }
        var lines = ["", "## Korean translations (\(rule.translations.count))"]
        for (index, translation) in rule.translations.enumerated() {
            lines += ["", "### \(index + 1). \(Markdown.oneLine(translation.title))", "", Markdown.quote(translation.text), ""]
            lines.append("Source: " + Markdown.citation(translation.source))
        }
        return lines
    }
}
