import HIGSearch

/// A snippet with its matching parts in Markdown bold: `a button that **dismisses** the modal view`.
enum HighlightMarkup {
    /// The snippet's text on one line, highlights wrapped in `**`.
    ///
    /// Highlights are sorted, non-overlapping UTF-16 ranges; ones that fall
    /// outside the text or inside a character are clamped to whole characters.
    static func bold(_ snippet: Snippet) -> String {
        let text = Markdown.oneLine(snippet.text)
        guard !snippet.highlights.isEmpty, text.utf16.count == snippet.text.utf16.count else { return text }
        var result = ""
        var cursor = text.startIndex
        for range in snippet.highlights {
            guard let start = index(text, range.lowerBound), let end = index(text, range.upperBound),
                  start >= cursor, start < end else { continue }
            result += text[cursor..<start] + "**" + text[start..<end] + "**"
            cursor = end
        }
        return result + text[cursor...]
    }

    /// The character boundary at or after UTF-16 offset `offset`.
    private static func index(_ text: String, _ offset: Int) -> String.Index? {
        guard offset >= 0, offset <= text.utf16.count else { return nil }
        let position = text.utf16.index(text.startIndex, offsetBy: offset)
        return position.samePosition(in: text) ?? text.indices.first { $0 > position } ?? text.endIndex
    }
}
