import HIGText

/// Breaks text into lines of at most `width` terminal columns, between words
/// (Korean is spaced by words too, so no word is split between syllables);
/// a word longer than a whole line is cut. Existing line breaks are kept, and
/// bulleted items keep a hanging indent.
struct TextWrapper {
    var width: Int

    /// - Complexity: O(text): each line's width is kept as words are added, not measured again. Text
    ///   whose every scalar is a whole `Character` (`Script.isStandaloneCharacter`: most Korean and
    ///   English text) is split at the bytes of its line breaks and spaces, the same pieces a split by
    ///   `Character` gives at a tenth of its cost.
    func wrap(_ text: String) -> [String] {
        wrap(text, byBytes: text.unicodeScalars.allSatisfy { Script.isStandaloneCharacter($0.value) })
    }

    /// `wrap(_:)`, splitting by bytes or by `Character`s (the same lines for text of standalone scalars).
    func wrap(_ text: String, byBytes: Bool) -> [String] {
        var lines: [String] = []
        let paragraphs = byBytes ? text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Substring.init)
            : text.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let indent = String(paragraph.prefix { $0 == " " })
            let body = paragraph.dropFirst(indent.count)
            let hanging = body.hasPrefix("• ") ? indent + "  " : indent
            let hangingWidth = DisplayWidth.of(hanging)
            var line = indent
            var lineWidth = DisplayWidth.of(indent)
            var empty = true
            for piece in byBytes ? body.utf8.split(separator: 0x20).map(Substring.init) : body.split(separator: " ") {
                var word = piece
                var wordWidth = DisplayWidth.of(word)
                let room = width - lineWidth - (empty ? 0 : 1)
                if wordWidth <= room {
                    line += (empty ? "" : " ") + word
                    lineWidth += wordWidth + (empty ? 0 : 1)
                    empty = false
                    continue
                }
                if !empty {
                    lines.append(line)
                    line = hanging
                    lineWidth = hangingWidth
                    empty = true
                }
                while wordWidth > width - lineWidth {
                    let (head, tail) = Self.cut(word, columns: max(1, width - lineWidth))
                    lines.append(line + head)
                    line = hanging
                    lineWidth = hangingWidth
                    word = tail
                    wordWidth = DisplayWidth.of(word)
                }
                if !word.isEmpty {
                    line += word
                    lineWidth += wordWidth
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
