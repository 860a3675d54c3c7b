import HIGModel
import HIGSearch

/// A topic's page: its sections and rules in document order, each rule's Korean
/// beside its English (in the reader's order and languages), with its ID and permalink.
/// A topic known only in Korean reads as one column and says so once.
struct TopicPage {
    var snapshot: IndexSnapshot
    /// The topic's index in the outline.
    var topicIndex: Int
    var view: ReadingView = .standard

    /// The page, decoding each rule of the topic.
    func html() throws(IndexError) -> HTML {
        let entry = snapshot.outline.topics[topicIndex]
        let topic = entry.topic
        var sections: [(title: String?, rows: [HTML])] = []
        var languages = (korean: 0, english: 0, both: 0)
        for rule in snapshot.outline.entries[topicIndex] {
            let decoded = try snapshot.reader.rule(at: rule.number)
            switch (decoded.translations.isEmpty, decoded.english.isEmpty) {
            case (false, false): languages.both += 1
            case (false, true): languages.korean += 1
            default: languages.english += 1
            }
            let row = RuleRow(decoded, view: view).html
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
        \(Breadcrumbs(trail: [("/", "홈")], current: "<span lang=\"\(view.first == .korean ? "ko" : "en")\">\(view.first == .korean ? topic.korean : topic.english)</span>").html)
        <h1>\(TitlePair(korean: topic.korean, english: topic.english, view: view).html)</h1>
        <p class="lead">\(Self.lead(count: entry.count, languages: languages, view: view))</p>
        \(contents)\(body)
        """
        return PageLayout(
            kind: "topic", title: "\(topic.korean) · \(topic.english)", view: view,
            links: "<link rel=\"canonical\" href=\"\(SitePath.topic(topic.slug))\">\n", main: main
        ).html
    }

    /// What the page holds, in both languages: how many rules, in which languages, in what order.
    ///
    /// - Parameter languages: how many rules have Korean only, English only, and both.
    static func lead(count: Int, languages: (korean: Int, english: Int, both: Int), view: ReadingView) -> HTML {
        let rules = "규칙 \(count)개, 문서 순서대로."
        let english = "\(count) \(count == 1 ? "rule" : "rules") in document order"
        if languages.both == 0 && languages.english == 0 {
            return "\(rules) 이 주제는 아직 한국어 번역만 있습니다. <span lang=\"en\">\(english); this topic has Korean text only so far.</span>"
        }
        if languages.both == 0 {
            return """
            \(rules) 아직 영어 원문과 짝지어진 번역이 없습니다: 한국어만 \(languages.korean)개, 영어만 \(languages.english)개. \
            <span lang="en">\(english); none has both languages yet: \(languages.korean) in Korean only, \(languages.english) in English only.</span>
            """
        }
        switch (view.languages, view.englishFirst) {
        case (.ko, _): return "\(rules) 한국어 번역으로 봅니다. <span lang=\"en\">\(english), in Korean.</span>"
        case (.en, _): return "\(rules) 영어 원문으로 봅니다. <span lang=\"en\">\(english), in English.</span>"
        case (.both, false): return "\(rules) 한국어 번역과 영어 원문을 나란히 봅니다. <span lang=\"en\">\(english), Korean beside English.</span>"
        case (.both, true): return "\(rules) 영어 원문과 한국어 번역을 나란히 봅니다. <span lang=\"en\">\(english), English beside Korean.</span>"
        }
    }
}
