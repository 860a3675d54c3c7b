import HIGModel

/// Shows rules to people: a rule's Korean and English side by side (stacked on
/// narrow terminals), each text pointing to the documents it comes from, listed by
/// title with their translators and links; lists of rules with both titles.
struct RuleRenderer {
    var terminal: Terminal

    /// Two columns from 100 terminal columns up; below that, one after the other.
    var sideBySide: Bool { terminal.width >= 100 }

    /// A text and the line above it saying what it is and where it is from.
    private typealias Block = (label: String, text: String)

    /// The rule, Korean first: its header, its texts, its sources, its references.
    func show(_ rule: Rule) -> String {
        let sources = RuleSources(rule)
        var only = ""
        if rule.english.isEmpty { only = " · Korean only" } else if rule.translations.isEmpty { only = " · English only" }
        var out = [terminal.style(rule.id.rawValue, .id) + "  " + terminal.style("\(rule.topic.english) · \(rule.topic.korean)", .heading)
                   + terminal.style("  \(rule.kind.rawValue)\(rule.section.map { " · \($0)" } ?? "")\(only)", .dim), ""]
        let korean: [Block] = rule.translations.enumerated().map { index, translation in
            let count = rule.translations.count > 1 ? " \(index + 1)/\(rule.translations.count)" : ""
            return ("한국어\(count) \(sources.marks([translation.source])) \(translation.source.title)", translation.text)
        }
        let english: [Block] = rule.english.enumerated().map { index, version in
            let count = rule.english.count > 1 ? ", version \(index + 1) of \(rule.english.count)" : ""
            return ("English\(count) \(sources.marks(version.sources))", version.text)
        }
        if sideBySide && !korean.isEmpty && !english.isEmpty {
            let columnWidth = (terminal.width - 3) / 2
            let left = blocks(korean, width: columnWidth)
            let right = blocks(english, width: columnWidth)
            for row in 0..<max(left.count, right.count) {
                out.append(pad(row < left.count ? left[row] : "", to: columnWidth) + " │ " + (row < right.count ? right[row] : ""))
            }
        } else {
            out += blocks(korean + english, width: terminal.width)
        }
        out += sourceLines(sources)
        if !rule.references.isEmpty {
            out.append("")
            out.append(terminal.style("See also", .bold))
            for reference in rule.references {
                out += TextWrapper(width: terminal.width - 2).wrap(reference).map { "  " + $0 }
            }
        }
        return out.joined(separator: "\n")
    }

    /// Each text under its label, a blank line between.
    private func blocks(_ items: [Block], width: Int) -> [String] {
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            if index > 0 { lines.append("") }
            lines += TextWrapper(width: width).wrap(item.label).map { terminal.style($0, .dim) }
            lines += TextWrapper(width: width).wrap(item.text)
        }
        return lines
    }

    /// "Sources": each document by number and title, who translated it, its link and
    /// the page it translates, then its file and lines as a dim detail.
    private func sourceLines(_ sources: RuleSources) -> [String] {
        var lines = ["", terminal.style("Sources", .bold)]
        let wrapper = TextWrapper(width: max(20, terminal.width - 4))
        for document in sources.documents {
            let source = document.source
            let head = "[\(document.number)]"
            let title = source.title + (source.translator.map { " — translated by \($0)" } ?? "")
            for (index, line) in wrapper.wrap(title).enumerated() {
                lines.append((index == 0 ? DisplayWidth.pad(head, to: 4) : "    ") + line)
            }
            // Web addresses stay whole on their line, so that terminals can open them.
            if let url = source.url, !url.isEmpty { lines.append("    " + url) }
            if let original = source.original, !original.isEmpty {
                let isAddress = original.lowercased().hasPrefix("http://") || original.lowercased().hasPrefix("https://")
                lines += isAddress ? ["    original: " + original] : wrapper.wrap("original: " + original).map { "    " + $0 }
            }
            lines += wrapper.wrap(document.location).map { "    " + terminal.style($0, .dim) }
        }
        return lines
    }

    /// Rules grouped by topic, each with its English and Korean title under its ID.
    func list(_ rules: [Rule]) -> String {
        var out: [String] = []
        let idWidth = (rules.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0) + 2
        var topic: String?
        for rule in rules {
            if rule.topic.slug != topic {
                if topic != nil { out.append("") }
                topic = rule.topic.slug
                let count = rules.count { $0.topic.slug == rule.topic.slug }
                out.append(terminal.style("\(rule.topic.english) · \(rule.topic.korean)", .heading) + terminal.style("  (\(count))", .dim))
            }
            let textWidth = max(20, terminal.width - idWidth)
            var lines: [String] = []
            if let english = rule.english.first?.title { lines += TextWrapper(width: textWidth).wrap(english) }
            if let korean = rule.translations.first?.title { lines += TextWrapper(width: textWidth).wrap(korean) }
            for (index, line) in lines.enumerated() {
                let id = index == 0 ? terminal.style(rule.id.rawValue, .id) : ""
                out.append(pad(id, to: idWidth) + line)
            }
        }
        return out.joined(separator: "\n")
    }

    /// Pads to a width counted without the colour escapes.
    func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(Self.stripEscapes(text))))
    }

    static func stripEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true; continue }
            if inEscape { if scalar == "m" { inEscape = false }; continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
