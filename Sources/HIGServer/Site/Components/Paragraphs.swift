import Foundation

/// A rule's text as paragraphs: one `<p>` per line, blank lines skipped.
///
/// Rule texts begin with their title (the lead sentence); pages that show the
/// title on its own pass it as `droppingTitle`, so it is not repeated.
struct Paragraphs {
    var text: String
    var title: String?

    init(_ text: String, droppingTitle title: String? = nil) {
        self.text = text
        self.title = title
    }

    /// The paragraphs, each escaped; empty if the text is only its title.
    var html: HTML {
        var body = Substring(text)
        if let title, !title.isEmpty, text.utf8.starts(with: title.utf8) {
            body = Substring(text.utf8.dropFirst(title.utf8.count))
        }
        let lines = body.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return HTML(joining: lines.map { "<p>\($0)</p>" })
    }
}
