import HIGModel
import HIGSearch

/// A rule's page: every English version with its sources, every Korean
/// translation with its source, translator and lines, and links to the
/// previous and next rule of the topic.
struct RulePage {
    var snapshot: IndexSnapshot
    /// The rule's number in the index.
    var number: Int
    var rule: Rule

    /// The page, decoding the neighbouring rules for their titles.
    func html() throws(IndexError) -> HTML {
        let topic = rule.topic
        let path = SitePath.rule(rule.id)
        let koreanTitle = rule.translations.first?.title
        let heading: HTML = rule.isKoreanOnly
            ? "<h1 id=\"rule-title\" lang=\"ko\">\(rule.title)</h1>"
            : "<h1 id=\"rule-title\"><span lang=\"en\">\(rule.title)</span>\(koreanTitle.map { "<span class=\"title-ko\">\($0)</span>" as HTML } ?? .empty)</h1>"
        var trail: [(path: String, label: HTML)] = [("/", "홈"), (SitePath.topic(topic.slug), "<span lang=\"en\">\(topic.english)</span> \(topic.korean)")]
        if let section = rule.section {
            trail.append((SitePath.topic(topic.slug) + "#" + rule.id.rawValue, "<span lang=\"\(LanguageTag.of(section))\">\(section)</span>"))
        }
        let (previous, next) = snapshot.outline.neighbors(of: number)
        let pager = try Self.pager(previous: previous, next: next, snapshot: snapshot)
        var links: HTML = "<link rel=\"canonical\" href=\"\(path)\">\n"
        if let previous { links = "\(links)<link rel=\"prev\" href=\"\(SitePath.rule(previous.id))\">\n" }
        if let next { links = "\(links)<link rel=\"next\" href=\"\(SitePath.rule(next.id))\">\n" }
        let main: HTML = """
        \(Breadcrumbs(trail: trail, current: HTML(text: rule.id.rawValue)).html)
        <article class="rule-page" aria-labelledby="rule-title">
        <p class="rule-meta"><span class="rule-id">\(rule.id.rawValue)</span> <span class="kind" lang="en">\(rule.kind.rawValue)</span></p>
        \(heading)
        <p class="permalink">고정 링크 <span lang="en">Permalink</span>: <a href="\(path)"><code>\(path)</code></a></p>
        <div class="pair">\(englishColumn)\(koreanColumn)</div>
        \(references)\(pager)
        </article>
        """
        return PageLayout(kind: "rule", title: "\(rule.id.rawValue) · \(rule.title)", links: links, main: main).html
    }

    /// Every English version with its sources.
    private var englishColumn: HTML {
        let count = rule.english.count
        let versions: [HTML] = rule.english.enumerated().map { index, version in
            let label: HTML = count > 1 ? "<h3>Version \(index + 1) of \(count)</h3>" : .empty
            return """
            <div class="version">\(label)<p class="rule-title">\(version.title)</p>\
            \(Paragraphs(version.text, droppingTitle: version.title).html)\
            <div lang="ko">\(version.sources.map { SourceCredit($0).html })</div></div>
            """
        }
        let content: HTML = versions.isEmpty
            ? "<p class=\"missing\">No English text yet: this rule is known only from a Korean document.</p>"
            : HTML(joining: versions)
        return """
        <section lang="en" aria-labelledby="english-heading"><h2 id="english-heading">English\
        \(count > 1 ? " (\(count) versions)" : "")</h2>\(content)</section>
        """
    }

    /// Every Korean translation with its source.
    private var koreanColumn: HTML {
        let count = rule.translations.count
        let translations: [HTML] = rule.translations.enumerated().map { index, translation in
            let label: HTML = count > 1 ? "<h3>번역 \(index + 1) / \(count)</h3>" : .empty
            return """
            <div class="translation">\(label)<p class="rule-title">\(translation.title)</p>\
            \(Paragraphs(translation.text, droppingTitle: translation.title).html)\(SourceCredit(translation.source).html)</div>
            """
        }
        let content: HTML = translations.isEmpty
            ? "<p class=\"missing\">아직 한국어 번역이 없습니다.</p>"
            : HTML(joining: translations)
        return """
        <section lang="ko" aria-labelledby="korean-heading"><h2 id="korean-heading">한국어 번역\
        \(count > 1 ? " (\(count)개)" : "")</h2>\(content)</section>
        """
    }

    /// The developer references, if the rule has any.
    private var references: HTML {
        guard !rule.references.isEmpty else { return .empty }
        let items: [HTML] = rule.references.map { "<li lang=\"\(LanguageTag.of($0))\">\($0)</li>" }
        return "<section class=\"references\" aria-labelledby=\"references-heading\"><h2 id=\"references-heading\">참고 <span lang=\"en\">References</span></h2><ul>\(items)</ul></section>"
    }

    /// Links to the previous and next rule of the topic, with their titles.
    private static func pager(previous: TopicOutline.Entry?, next: TopicOutline.Entry?, snapshot: IndexSnapshot) throws(IndexError) -> HTML {
        guard previous != nil || next != nil else { return .empty }
        func link(_ entry: TopicOutline.Entry, rel: String, label: HTML) throws(IndexError) -> HTML {
            let rule = try snapshot.reader.rule(at: entry.number)
            return """
            <a class="\(rel)" rel="\(rel)" href="\(SitePath.rule(entry.id))"><small>\(label) · \(entry.id.rawValue)</small>\
            <span lang="\(rule.isKoreanOnly ? "ko" : "en")">\(rule.title)</span></a>
            """
        }
        let before = try previous.map { (entry) throws(IndexError) in try link(entry, rel: "prev", label: "← 이전 <span lang=\"en\">Previous</span>") } ?? .empty
        let after = try next.map { (entry) throws(IndexError) in try link(entry, rel: "next", label: "다음 <span lang=\"en\">Next</span> →") } ?? .empty
        return "<nav class=\"pager\" aria-label=\"이 주제의 이전 규칙과 다음 규칙\">\(before)\(after)</nav>"
    }
}
