import HIGModel

/// The documents a rule's texts come from, numbered in the order the rule first cites
/// them (English versions, then translations), each with every line range cited:
/// what `hig show` lists under "Sources" and its text blocks point to as `[1]`.
struct RuleSources {
    struct Document {
        var number: Int
        /// The document's credits (title, translator, links), from its citations.
        var source: Source
        /// The lines cited, in order of citation.
        var lines: [LineRange]

        /// `file:125, 127-129`: where a maintainer finds the text.
        var location: String {
            source.document + ":" + lines.sorted { $0.first < $1.first }.map(\.description).joined(separator: ", ")
        }
    }

    private(set) var documents: [Document] = []

    init(_ rule: Rule) {
        for source in rule.english.flatMap(\.sources) + rule.translations.map(\.source) {
            if let index = documents.firstIndex(where: { $0.source.document == source.document }) {
                if !documents[index].lines.contains(source.lines) { documents[index].lines.append(source.lines) }
                documents[index].source.translator = documents[index].source.translator ?? source.translator
                documents[index].source.url = documents[index].source.url ?? source.url
                documents[index].source.original = documents[index].source.original ?? source.original
            } else {
                documents.append(Document(number: documents.count + 1, source: source, lines: [source.lines]))
            }
        }
    }

    /// The number of the document `source` is in.
    func number(of source: Source) -> Int {
        documents.first { $0.source.document == source.document }?.number ?? 0
    }

    /// `[1] [3]`: the numbers of the documents of `sources`.
    func marks(_ sources: [Source]) -> String {
        var seen: [Int] = []
        for source in sources where !seen.contains(number(of: source)) { seen.append(number(of: source)) }
        return seen.map { "[\($0)]" }.joined(separator: " ")
    }

    /// The distinct document titles, translations' documents first: a one-line credit for a search result.
    static func titles(_ rule: Rule) -> [String] {
        var titles: [String] = []
        for source in rule.translations.map(\.source) + rule.english.flatMap(\.sources) where !titles.contains(source.title) {
            titles.append(source.title)
        }
        return titles
    }
}
