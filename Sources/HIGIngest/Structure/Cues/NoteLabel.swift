import HIGText
/// Finds the label that opens a note box in running text: "NOTE If you use…",
/// "Note: …", "TIP : …", "알아두기 만약…", "참고: …" (the labels are `CueLexicon`'s).
enum NoteLabel {
    /// The label and the text after it, if `text` opens with a note label.
    /// `translation`: the text translates a note, so a Korean label needs no colon ("개발자 참고 …").
    static func find(in text: String, translation: Bool = false) -> (label: String, rest: Substring)? {
        let trimmed = text.drop { Normalizer.isSpace($0) || $0 == "[" || $0 == "*" }
        let spaced = CueLexicon.spacedNoteLabels + (translation ? CueLexicon.translatedNoteLabels : [])
        for label in spaced where trimmed.hasPrefix(label) {
            var rest = trimmed.dropFirst(label.count)
            rest = rest.drop { $0 == "]" || $0 == "*" }
            guard let next = rest.first, Normalizer.isSpace(next) || next == ":" || next == "：" || next == "-" else { continue }
            rest = rest.drop { Normalizer.isSpace($0) || $0 == ":" || $0 == "：" || $0 == "-" }
            guard !rest.isEmpty else { continue }
            return (label, rest)
        }
        for label in CueLexicon.colonNoteLabels where trimmed.hasPrefix(label) {
            var rest = trimmed.dropFirst(label.count).drop { Normalizer.isSpace($0) || $0 == "*" || $0 == ")" }
            guard rest.first == ":" || rest.first == "：" else { continue }
            rest = rest.dropFirst().drop { Normalizer.isSpace($0) }
            guard !rest.isEmpty else { continue }
            return (label.uppercased(), rest)
        }
        return nil
    }
}
