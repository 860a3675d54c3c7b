import HIGModel
import HIGSearch

/// One search result as a list item: the rule's title (in the reader's language)
/// linking to its page, its ID and topic, its best Korean and English sentences with
/// the matches marked, in the reader's order and languages, and the documents it comes
/// from. The site's script builds the same markup from the API.
struct ResultItem {
    var result: SearchResult
    var view: ReadingView

    init(_ result: SearchResult, view: ReadingView = .standard) {
        self.result = result
        self.view = view
    }

    var html: HTML {
        let rule = result.rule
        let lead = view.columns(korean: !rule.translations.isEmpty, english: !rule.english.isEmpty).first ?? .english
        let title = (lead == .korean ? rule.translations.first?.title : rule.english.first?.title) ?? rule.title
        let snippets: [HTML] = view.columns(korean: result.korean != nil, english: result.english != nil).map { column in
            let snippet = (column == .korean ? result.korean : result.english)!
            let lang = column == .korean ? "ko" : "en"
            return "<p class=\"snippet\" lang=\"\(lang)\">\(HighlightedText(snippet.text, highlights: snippet.highlights).html)</p>"
        }
        return """
        <li class="result"><a class="result-title" href="\(SitePath.rule(result.id))" lang="\(lead == .korean ? "ko" : "en")">\(title)</a>\
        <p class="result-meta"><span class="rule-id">\(result.id.rawValue)</span> · \
        \(TitlePair(korean: rule.topic.korean, english: rule.topic.english, view: view).inline)</p>\
        \(snippets)<p class="credit">출처 \(Self.credits(rule))</p></li>
        """
    }

    /// The titles of the documents the rule comes from, translations' first, each once.
    static func credits(_ rule: Rule) -> HTML {
        var seen: Set<String> = []
        let sources = (rule.translations.map(\.source) + rule.english.flatMap(\.sources)).filter { seen.insert($0.document).inserted }
        return HTML(joining: sources.map { SourceCredit($0).title }, separator: " · ")
    }
}
