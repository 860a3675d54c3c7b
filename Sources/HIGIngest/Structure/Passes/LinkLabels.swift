import HIGText

/// "원문_", "출처:", "Source: https://…", "참고_": a label that announces where the text comes
/// from or what it cites, on its own line (the links follow) or with the value after it.
/// Kept as the document's metadata, never as rules.
struct LinkLabels: StructurePass {
    /// A label announces at most this many lines of links after it.
    static let maximumValues = 3
    /// A value line longer than this is prose, not a link or a title.
    static let maximumValueLength = 160

    func run(_ document: inout StructuredDocument) {
        var index = 0
        while index < document.pieces.count {
            defer { index += 1 }
            guard document.pieces[index].isContent else { continue }
            let text = document.pieces[index].normalized
            guard let (isSource, value) = Self.label(text) else { continue }
            let reason: DropReason = isSource ? .sourceLink : .citation
            document.pieces[index].role = .dropped(reason)
            var values: [String] = value.map { [$0] } ?? []
            if value == nil {
                var next = index + 1
                while next < document.pieces.count, values.count < Self.maximumValues {
                    let piece = document.pieces[next]
                    if case .spacer = piece.role, values.isEmpty { next += 1; continue }
                    guard piece.isContent, piece.block.text.count <= Self.maximumValueLength,
                          !SentenceCues.isKoreanImperative(piece.block.text) else { break }
                    values.append(piece.block.text.trimmingSpaces)
                    document.pieces[next].role = .dropped(reason)
                    next += 1
                    if document.pieces.indices.contains(next), case .spacer = document.pieces[next].role { break }
                }
                index = next - 1
            }
            let links = document.pieces[index].block.links.map(\.target)
            document.sourceURLs += (values + links).filter(Self.isURL)
            if isSource {
                if document.original == nil { document.original = values.first }
            } else {
                document.citations += values
            }
        }
    }

    static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// `원문_`, `원문:`, `출처 : url`, `참고_`, `Source: …` → (is it the source, the value after the label).
    static func label(_ text: String) -> (Bool, String?)? {
        let lower = text.lowercased()
        for (labels, isSource) in [(CueLexicon.sourceLabels, true), (CueLexicon.referenceLabels, false)] {
            for label in labels where lower.hasPrefix(label) {
                let rest = lower.dropFirst(label.count).drop { $0 == " " }
                guard let mark = rest.first, "_:：-)]".contains(mark) || rest.isEmpty else { continue }
                let value = text.dropFirst(text.count - rest.count).drop { "_:：-)] ".contains($0) }
                if value.isEmpty { return (isSource, nil) }
                // "참고: 어떤 문장", "출처: 어떤 문장." is a note or a sentence that happens to start so: a label
                // names a link or a title, which does not end as a sentence.
                if (value.count > 120 || SentenceCues.endsAsSentence(String(value))) && !value.contains("http") { continue }
                return (isSource, String(value))
            }
        }
        return nil
    }
}
