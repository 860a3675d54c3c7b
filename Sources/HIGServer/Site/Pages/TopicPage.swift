import HIGModel
import HIGSearch

/// A topic's page: its sections and rules in document order, each rule's
/// English beside its Korean, with its ID and permalink.
struct TopicPage {
    var snapshot: IndexSnapshot
    /// The topic's index in the outline.
    var topicIndex: Int

    /// The page, decoding each rule of the topic.
    func html() throws(IndexError) -> HTML {
        let entry = snapshot.outline.topics[topicIndex]
        let topic = entry.topic
        var sections: [(title: String?, rows: [HTML])] = []
        for rule in snapshot.outline.entries[topicIndex] {
            let row = RuleRow(try snapshot.reader.rule(at: rule.number)).html
            if let last = sections.last, last.title == rule.section {
                sections[sections.count - 1].rows.append(row)
            } else {
                sections.append((rule.section, [row]))
            }
        }
        let named = sections.enumerated().filter { $0.element.title != nil }
        let contents: HTML = named.count > 1
            ? """
              <nav class="toc" aria-labelledby="toc-title"><strong id="toc-title">섹션 <span lang="en">Sections</span></strong><ol>\
              \(named.map { index, section -> HTML in "<li><a href=\"#section-\(index + 1)\" lang=\"\(LanguageTag.of(section.title!))\">\(section.title!)</a></li>" })\
              </ol></nav>
              """
            : .empty
        let body: [HTML] = sections.enumerated().map { index, section in
            guard let title = section.title else {
                return "<section aria-label=\"\(topic.korean)\">\(section.rows)</section>"
            }
            return """
            <section aria-labelledby="section-\(index + 1)">\
            <h2 class="section-title" id="section-\(index + 1)" lang="\(LanguageTag.of(title))">\(title)</h2>\
            \(section.rows)</section>
            """
        }
        let main: HTML = """
        \(Breadcrumbs(trail: [("/", "홈")], current: "<span lang=\"en\">\(topic.english)</span>").html)
        <h1><span lang="en">\(topic.english)</span><span class="title-ko">\(topic.korean)</span></h1>
        <p class="lead">규칙 \(entry.count)개, 문서 순서대로. 왼쪽은 영어 원문, 오른쪽은 한국어 번역입니다. \
        <span lang="en">\(entry.count) \(entry.count == 1 ? "rule" : "rules") in document order, English beside Korean.</span></p>
        \(contents)\(body)
        """
        return PageLayout(
            kind: "topic", title: "\(topic.english) · \(topic.korean)",
            links: "<link rel=\"canonical\" href=\"\(SitePath.topic(topic.slug))\">\n", main: main
        ).html
    }
}
