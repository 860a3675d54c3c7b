import HIGModel

/// A rule on its topic page: ID and permalink, then its English beside its
/// first Korean translation, with a link to the rest.
struct RuleRow {
    var rule: Rule

    init(_ rule: Rule) {
        self.rule = rule
    }

    var html: HTML {
        let anchor = rule.id.rawValue
        let titleID = "\(anchor)-title"
        var headingPlaced = false
        func title(_ text: String) -> HTML {
            defer { headingPlaced = true }
            return headingPlaced
                ? "<p class=\"rule-title\">\(text)</p>"
                : "<h3 class=\"rule-title\" id=\"\(titleID)\">\(text)</h3>"
        }
        let english: HTML
        if let version = rule.english.first {
            english = "\(title(version.title))\(Paragraphs(version.text, droppingTitle: version.title).html)"
        } else {
            english = "<p class=\"missing\">아직 영어 원문이 없습니다. <span lang=\"en\">No English text yet.</span></p>"
        }
        let korean: HTML
        if let translation = rule.translations.first {
            let others = rule.translations.count - 1
            let more: HTML = others > 0
                ? "<p class=\"more\"><a href=\"\(SitePath.rule(rule.id))\">번역 \(others)개 더 보기 <span lang=\"en\">· \(others) more</span></a></p>"
                : .empty
            korean = "\(title(translation.title))\(Paragraphs(translation.text, droppingTitle: translation.title).html)\(more)"
        } else {
            korean = "<p class=\"missing\">아직 한국어 번역이 없습니다. <span lang=\"en\">No Korean translation yet.</span></p>"
        }
        return """
        <article class="rule-row" id="\(anchor)" aria-labelledby="\(titleID)">\
        <p class="rule-meta"><a class="rule-id" href="\(SitePath.rule(rule.id))">\(rule.id.rawValue)</a>\
        <span class="kind" lang="en">\(rule.kind.rawValue)</span></p>\
        <div class="pair"><div lang="en">\(english)</div><div lang="ko">\(korean)</div></div></article>
        """
    }
}
