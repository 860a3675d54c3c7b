import HIGModel
import HIGSearch

/// One search result as a list item: the rule's title linking to its page,
/// its ID and topic, and its best Korean and English sentences with the
/// matches marked. The site's script builds the same markup from the API.
struct ResultItem {
    var result: SearchResult

    init(_ result: SearchResult) {
        self.result = result
    }

    var html: HTML {
        let rule = result.rule
        let snippets: [HTML] = [result.korean, result.english].compactMap { snippet in
            guard let snippet else { return nil }
            let lang = snippet.language == .korean ? "ko" : "en"
            return "<p class=\"snippet\" lang=\"\(lang)\">\(HighlightedText(snippet.text, highlights: snippet.highlights).html)</p>"
        }
        return """
        <li class="result"><a class="result-title" href="\(SitePath.rule(result.id))" lang="\(rule.isKoreanOnly ? "ko" : "en")">\(rule.title)</a>\
        <p class="result-meta"><span class="rule-id">\(result.id.rawValue)</span> · \
        <span lang="en">\(rule.topic.english)</span> <span lang="ko">\(rule.topic.korean)</span></p>\
        \(snippets)</li>
        """
    }
}
