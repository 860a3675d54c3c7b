import HIGModel
import HIGSearch

/// A rule's page: every Korean translation and every English version, each with its
/// source by title, translator and link, in the reader's order and languages; links to
/// the previous and next rule of the topic. A rule in one language is one column.
struct RulePage {
    var snapshot: IndexSnapshot
    /// The rule's number in the index.
    var number: Int
    var rule: Rule
    var view: ReadingView = .standard

    /// The page, decoding the neighbouring rules for their titles.
    func html() throws(IndexError) -> HTML {
        let topic = rule.topic
        let path = SitePath.rule(rule.id)
        let title = TitlePair(korean: rule.translations.first?.title, english: rule.english.first?.title, view: view)
        var trail: [(path: String, label: HTML)] = [("/", "홈"), (SitePath.topic(topic.slug), TitlePair(korean: topic.korean, english: topic.english, view: view).inline)]
        if let section = rule.section {
            trail.append((SitePath.topic(topic.slug) + "#" + rule.id.rawValue, "<span lang=\"\(LanguageTag.of(section))\">\(section)</span>"))
        }
        let (previous, next) = snapshot.outline.neighbors(of: number)
        let pager = try Self.pager(previous: previous, next: next, snapshot: snapshot, view: view)
        var links: HTML = "<link rel=\"canonical\" href=\"\(path)\">\n"
        if let previous { links = "\(links)<link rel=\"prev\" href=\"\(SitePath.rule(previous.id))\">\n" }
        if let next { links = "\(links)<link rel=\"next\" href=\"\(SitePath.rule(next.id))\">\n" }
        let columns = view.columns(korean: !rule.translations.isEmpty, english: !rule.english.isEmpty)
        let sections: [HTML] = columns.map { $0 == .korean ? koreanColumn : englishColumn }
        let only: HTML = rule.isKoreanOnly ? " <span class=\"only\">한국어만 <span lang=\"en\">Korean only</span></span>" : .empty
        let main: HTML = """
        \(Breadcrumbs(trail: trail, current: HTML(text: rule.id.rawValue)).html)
        <article class="rule-page" aria-labelledby="rule-title">
        <p class="rule-meta"><span class="rule-id">\(rule.id.rawValue)</span> <span class="kind" lang="en">\(rule.kind.rawValue)</span>\(only)</p>
        <h1 id="rule-title">\(title.html)</h1>
        <p class="permalink">고정 링크 <span lang="en">Permalink</span>: <a href="\(path)"><code>\(path)</code></a></p>
        <div class="pair\(columns.count == 1 ? " single" : "")">\(sections)</div>
        \(references)\(pager)
        </article>
        """
        return PageLayout(kind: "rule", title: "\(rule.id.rawValue) · \(rule.title)", view: view, links: links, main: main).html
    }

    /// Every English version with the documents that carry it.
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
        return """
        <section class="text-en" lang="en" aria-labelledby="english-heading"><h2 id="english-heading">English\
        \(count > 1 ? " (\(count) versions)" : "")</h2>\(versions)</section>
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
        return """
        <section class="text-ko" lang="ko" aria-labelledby="korean-heading"><h2 id="korean-heading">한국어 번역\
        \(count > 1 ? " (\(count)개)" : "")</h2>\(translations)</section>
        """
    }

    /// The developer references, if the rule has any.
    private var references: HTML {
        guard !rule.references.isEmpty else { return .empty }
        let items: [HTML] = rule.references.map { "<li lang=\"\(LanguageTag.of($0))\">\($0)</li>" }
        return "<section class=\"references\" aria-labelledby=\"references-heading\"><h2 id=\"references-heading\">참고 <span lang=\"en\">References</span></h2><ul>\(items)</ul></section>"
    }

    /// Links to the previous and next rule of the topic, with their titles.
    private static func pager(previous: TopicOutline.Entry?, next: TopicOutline.Entry?, snapshot: IndexSnapshot,
                              view: ReadingView) throws(IndexError) -> HTML {
        guard previous != nil || next != nil else { return .empty }
        func link(_ entry: TopicOutline.Entry, rel: String, label: HTML) throws(IndexError) -> HTML {
            let rule = try snapshot.reader.rule(at: entry.number)
            let korean = view.columns(korean: !rule.translations.isEmpty, english: !rule.english.isEmpty).first == .korean
            let title = (korean ? rule.translations.first?.title : rule.english.first?.title) ?? rule.title
            return """
            <a class="\(rel)" rel="\(rel)" href="\(SitePath.rule(entry.id))"><small>\(rel == "next" ? "\(entry.id.rawValue) · \(label)" : "\(label) · \(entry.id.rawValue)" as HTML)</small>\
            <span lang="\(korean ? "ko" : "en")">\(title)</span></a>
            """
        }
        let before = try previous.map { (entry) throws(IndexError) in try link(entry, rel: "prev", label: "← 이전 <span lang=\"en\">Previous</span>") } ?? .empty
        let after = try next.map { (entry) throws(IndexError) in try link(entry, rel: "next", label: "다음 <span lang=\"en\">Next</span> →") } ?? .empty
        return "<nav class=\"pager\" aria-label=\"이 주제의 이전 규칙과 다음 규칙\">\(before)\(after)</nav>"
    }
}
