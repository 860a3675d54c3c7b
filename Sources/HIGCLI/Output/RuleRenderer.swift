import HIGModel

/// Shows rules to people: a rule's English and Korean side by side (stacked on
/// narrow terminals), lists of rules with both titles, topics in aligned columns.
struct RuleRenderer {
    var terminal: Terminal

    /// Two columns from 100 terminal columns up; below that, one after the other.
    var sideBySide: Bool { terminal.width >= 100 }

    func show(_ rule: Rule) -> String {
        var out: [String] = []
        let header = terminal.style(rule.id.rawValue, .id) + "  " + terminal.style("\(rule.topic.english) · \(rule.topic.korean)", .heading)
            + terminal.style("  \(rule.kind.rawValue)\(rule.section.map { " · \($0)" } ?? "")", .dim)
        out.append(header)
        out.append("")
        let english = rule.english.map { version in
            (text: version.text, source: "English — " + version.sources.map(\.location).joined(separator: ", "))
        }
        let korean = rule.translations.map { translation in
            (text: translation.text, source: "한국어 — " + credit(translation.source))
        }
        let englishBlocks = english.isEmpty ? [(text: "(no English text yet: this rule is known only in Korean)", source: "English")] : english
        let koreanBlocks = korean.isEmpty ? [(text: "(no Korean translation yet)", source: "한국어")] : korean
        if sideBySide {
            let gap = 3
            let columnWidth = (terminal.width - gap) / 2
            let left = blocks(englishBlocks, width: columnWidth)
            let right = blocks(koreanBlocks, width: columnWidth)
            for row in 0..<max(left.count, right.count) {
                let l = row < left.count ? left[row] : ""
                let r = row < right.count ? right[row] : ""
                out.append(pad(l, to: columnWidth) + " │ " + r)
            }
        } else {
            out += blocks(englishBlocks, width: terminal.width)
            out += blocks(koreanBlocks, width: terminal.width)
        }
        if !rule.references.isEmpty {
            out.append(terminal.style("See also", .bold))
            for reference in rule.references {
                out += TextWrapper(width: terminal.width - 2).wrap(reference).map { "  " + $0 }
            }
        }
        return out.joined(separator: "\n")
    }

    /// Each text under its source line, a blank line between.
    private func blocks(_ items: [(text: String, source: String)], width: Int) -> [String] {
        var lines: [String] = []
        for item in items {
            lines += TextWrapper(width: width).wrap(item.source).map { terminal.style($0, .dim) }
            lines += TextWrapper(width: width).wrap(item.text)
            lines.append("")
        }
        return lines
    }

    /// `file:lines (translator)`.
    func credit(_ source: Source) -> String {
        source.location + (source.translator.map { " (\($0))" } ?? "")
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
