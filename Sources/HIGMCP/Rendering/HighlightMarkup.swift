import HIGSearch

/// A snippet with its matching parts in Markdown bold: `a button that **dismisses** the modal view`.
enum HighlightMarkup {
    /// The snippet's text on one line, highlights wrapped in `**`.
    ///
    /// Highlights are sorted, non-overlapping UTF-16 ranges (as the searcher gives
    /// them); ranges out of order or outside the text are skipped or clamped, and a
    /// bound inside a surrogate pair moves past it, so no character is cut.
    /// - Complexity: O(length of the text).
    static func bold(_ snippet: Snippet) -> String {
        let text = Markdown.oneLine(snippet.text)
        guard !snippet.highlights.isEmpty else { return text }
        let units = Array(text.utf16)
        guard units.count == snippet.text.utf16.count else { return text }
        var result = ""
        var cursor = 0
        for range in snippet.highlights {
            let start = boundary(at: max(range.lowerBound, cursor), in: units)
            let end = boundary(at: min(range.upperBound, units.count), in: units)
            guard start < end else { continue }
            result += String(decoding: units[cursor..<start], as: UTF16.self)
            result += "**" + String(decoding: units[start..<end], as: UTF16.self) + "**"
            cursor = end
        }
        return result + String(decoding: units[cursor...], as: UTF16.self)
    }

    /// `offset`, or the one after it when it falls between the halves of a surrogate pair.
    private static func boundary(at offset: Int, in units: [UInt16]) -> Int {
        offset < units.count && UTF16.isTrailSurrogate(units[offset]) ? offset + 1 : offset
    }
}
