/// Finds the label that opens a note box in running text: "NOTE If you use…",
/// "Note: …", "TIP : …", "알아두기 만약…", "참고: …".
enum NoteLabel {
    /// Labels that stand alone before the text, with only a space after them.
    private static let spaced = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION", "알아두기", "노트"]
    /// Labels that need a colon, because as plain words they also start sentences.
    private static let colonned = ["Note", "Tip", "Important", "Warning", "Caution", "참고", "중요", "주의", "팁", "노트", "알아두기"]

    /// The label and the text after it, if `text` opens with a note label.
    static func find(in text: String) -> (label: String, rest: Substring)? {
        let trimmed = text.drop { $0 == " " || $0 == "\u{00A0}" || $0 == "[" || $0 == "*" }
        for label in spaced where trimmed.hasPrefix(label) {
            var rest = trimmed.dropFirst(label.count)
            rest = rest.drop { $0 == "]" || $0 == "*" }
            guard let next = rest.first, next == " " || next == "\u{00A0}" || next == ":" || next == "：" || next == "-" else { continue }
            rest = rest.drop { $0 == " " || $0 == "\u{00A0}" || $0 == ":" || $0 == "：" || $0 == "-" }
            guard !rest.isEmpty else { continue }
            return (label, rest)
        }
        for label in colonned where trimmed.hasPrefix(label) {
            var rest = trimmed.dropFirst(label.count).drop { $0 == " " || $0 == "\u{00A0}" || $0 == "*" || $0 == ")" }
            guard rest.first == ":" || rest.first == "：" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\u{00A0}" }
            guard !rest.isEmpty else { continue }
            return (label.uppercased(), rest)
        }
        return nil
    }
}
