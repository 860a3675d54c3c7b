import HIGText

/// "by Lawn Feb 02. 2023", "2023. 2. 1. 14:05", "작성자: 박디자인", "Translated by Lee": who wrote
/// the post and when. The name becomes the document's translator; the line is not a rule.
struct Bylines: StructurePass {
    /// Bylines are short; a longer line with a date in it is prose.
    static let maximumLength = 60
    /// A name after "by" has a few words at most.
    static let maximumNameWords = 4

    func run(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].isContent && document.pieces[index].role != .table {
            let text = document.pieces[index].normalized
            guard text.count <= Self.maximumLength else { continue }
            if let author = Self.creditLine(text) {
                if document.author == nil { document.author = author }
                document.pieces[index].role = .dropped(.byline)
                continue
            }
            let author = CueLexicon.bylineAuthor(text)
            guard CueLexicon.isByline(text) || author != nil && CueLexicon.hasDate(text.lowercased()) else { continue }
            if document.author == nil, let author { document.author = author }
            document.pieces[index].role = .dropped(.byline)
        }
    }

    /// "작성자: 박디자인", "번역: 김번역", "Translated by Lee": the name a credit line gives.
    static func creditLine(_ text: String) -> String? {
        let lower = text.lowercased()
        for label in CueLexicon.creditLabels where lower.hasPrefix(label) {
            let rest = text.dropFirst(label.count).drop { $0 == " " || $0 == ":" || $0 == "：" || $0 == "|" }
            let marked = text.dropFirst(label.count).drop(while: { $0 == " " }).first.map({ ":：|".contains($0) }) == true
            // "Translated by Lee": without a colon, what follows must be a name, not a sentence.
            let named = label.hasSuffix(" by") && rest.split(separator: " ").count <= Self.maximumNameWords
                && !SentenceCues.endsAsSentence(String(rest))
            guard marked || named, !rest.isEmpty else { continue }
            return String(rest).trimmingSpaces
        }
        return nil
    }
}
