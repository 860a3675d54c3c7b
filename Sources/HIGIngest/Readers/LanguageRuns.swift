import HIGText

/// Splits lines that a format keeps together (a Markdown paragraph, an HTML `<p>` with `<br>`)
/// where the language switches: translators often write the Korean on the line under the English.
enum LanguageRuns {
    /// Consecutive lines grouped by language; lines without letters stay with their neighbours.
    /// Each group carries the offset of its first line.
    static func split(_ lines: [String]) -> [(lines: [String], offset: Int)] {
        var groups: [(lines: [String], offset: Int)] = []
        var previous: Language?
        for (offset, line) in lines.enumerated() {
            let language = Language(of: line)
            if let last = previous, language != .none, language != last {
                groups.append(([line], offset))
            } else if groups.isEmpty {
                groups.append(([line], offset))
            } else {
                groups[groups.count - 1].lines.append(line)
            }
            if language != .none { previous = language }
        }
        return groups
    }
}
