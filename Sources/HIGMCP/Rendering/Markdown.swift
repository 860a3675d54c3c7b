import HIGModel

/// Small pieces of Markdown shared by the answers a model reads.
enum Markdown {
    /// `text` as a block quote, every line (paragraphs, `• ` items) kept on its own `> ` line.
    static func quote(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.isEmpty ? ">" : "> " + $0 }
            .joined(separator: "\n")
    }

    /// `text` on one line: line breaks become spaces (for list items and headings).
    ///
    /// - Complexity: one scan of the UTF-8 bytes when there is no line break (the usual case).
    static func oneLine(_ text: String) -> String {
        // Every line break Character.isNewline knows starts with one of these bytes:
        // LF, VT, FF, CR, or the lead byte of NEL (C2 85) and LS/PS (E2 80 A8/A9).
        guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A source as a citation line: title and `file:lines`, then translator, URL and original page when known.
    static func citation(_ source: Source) -> String {
        var parts = ["“\(oneLine(source.title))” (\(source.location))"]
        if let translator = source.translator { parts.append("translated by \(translator)") }
        if let url = source.url { parts.append("<\(url)>") }
        if let original = source.original {
            parts.append(original.hasPrefix("http") ? "original <\(original)>" : "original: \(oneLine(original))")
        }
        return parts.joined(separator: ", ")
    }

    /// "Modality · 모달리티".
    static func topicName(_ topic: Topic) -> String {
        topic.english == topic.korean ? topic.english : "\(topic.english) · \(topic.korean)"
    }
}
