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
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A source as a citation line: title, translator, URL, original page, then `file:lines`.
    static func citation(_ source: Source) -> String {
        var parts = ["“\(oneLine(source.title))”"]
        if let translator = source.translator { parts.append("translated by \(translator)") }
        if let url = source.url { parts.append("<\(url)>") }
        if let original = source.original {
            parts.append(original.hasPrefix("http") ? "original <\(original)>" : "original: \(oneLine(original))")
        }
        parts.append("(\(source.location))")
        return parts.joined(separator: ", ")
    }

    /// "Modality · 모달리티".
    static func topicName(_ topic: Topic) -> String {
        topic.english == topic.korean ? topic.english : "\(topic.english) · \(topic.korean)"
    }
}
