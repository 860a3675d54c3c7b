/// Breaks text into lines of at most `width` terminal columns, between words
/// (Korean is spaced by words too, so no word is split between syllables);
/// a word longer than a whole line is cut. Existing line breaks are kept, and
/// bulleted items keep a hanging indent.
struct TextWrapper {
    var width: Int

    func wrap(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = String(paragraph.prefix { $0 == " " })
            let body = paragraph.dropFirst(indent.count)
            let hanging = body.hasPrefix("• ") ? indent + "  " : indent
            var line = indent
            var empty = true
            for piece in body.split(separator: " ") {
                var word = piece
                let room = width - DisplayWidth.of(line) - (empty ? 0 : 1)
                if DisplayWidth.of(word) <= room {
                    line += (empty ? "" : " ") + word
                    empty = false
                    continue
                }
                if !empty {
                    lines.append(line)
                    line = hanging
                    empty = true
                }
                while DisplayWidth.of(word) > width - DisplayWidth.of(line) {
                    let (head, tail) = Self.cut(word, columns: max(1, width - DisplayWidth.of(line)))
                    lines.append(line + head)
                    line = hanging
                    word = tail
                }
                if !word.isEmpty {
                    line += word
                    empty = false
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The first `columns` columns of a word, and the rest.
    private static func cut(_ word: Substring, columns: Int) -> (Substring, Substring) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let width = DisplayWidth.of(String(word[index]))
            if used + width > columns && index > word.startIndex { break }
            used += width
            index = word.index(after: index)
        }
        return (word[..<index], word[index...])
    }
}
