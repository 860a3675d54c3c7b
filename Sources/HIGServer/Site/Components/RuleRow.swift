import HIGModel

/// A rule on its topic page: ID and permalink, then its first Korean translation and its
/// English, in the reader's order, with a link to the rest. A rule with text in one
/// language only is one column.
struct RuleRow {
    var rule: Rule
    var view: ReadingView

    init(_ rule: Rule, view: ReadingView = .standard) {
        self.rule = rule
        self.view = view
    }

    var html: HTML {
        let anchor = rule.id.rawValue
        let titleID = "\(anchor)-title"
        let columns = view.columns(korean: !rule.translations.isEmpty, english: !rule.english.isEmpty)
        let cells: [HTML] = columns.enumerated().map { index, column in
            func title(_ text: String) -> HTML {
                index == 0 ? "<h3 class=\"rule-title\" id=\"\(titleID)\">\(text)</h3>" : "<p class=\"rule-title\">\(text)</p>"
            }
            switch column {
            case .korean:
                let translation = rule.translations[0]
                let others = rule.translations.count - 1
                let more: HTML = others > 0
                    ? " · <a class=\"more\" href=\"\(SitePath.rule(rule.id))\">번역 \(others)개 더 <span lang=\"en\">· \(others) more</span></a>"
                    : .empty
                return """
                <div class="text-ko" lang="ko">\(title(translation.title))\(Paragraphs(translation.text, droppingTitle: translation.title).html)\
                <p class="credit">출처 \(SourceCredit(translation.source).title)\(more)</p></div>
                """
            case .english:
                let version = rule.english[0]
                return "<div class=\"text-en\" lang=\"en\">\(title(version.title))\(Paragraphs(version.text, droppingTitle: version.title).html)</div>"
            }
        }
        return """
        <article class="rule-row" id="\(anchor)" aria-labelledby="\(titleID)">\
        <p class="rule-meta"><a class="rule-id" href="\(SitePath.rule(rule.id))">\(rule.id.rawValue)</a>\
        <span class="kind" lang="en">\(rule.kind.rawValue)</span></p>\
        <div class="pair\(columns.count == 1 ? " single" : "")">\(cells)</div></article>
        """
    }
}
