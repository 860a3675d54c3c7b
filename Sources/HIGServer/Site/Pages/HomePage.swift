/// The home page: what the site is, and every topic with its Korean and
/// English names and number of rules.
struct HomePage {
    var snapshot: IndexSnapshot
    var view: ReadingView = .standard

    var html: HTML {
        let topics = snapshot.outline.topics
        let cards: [HTML] = topics.map { entry in
            """
            <li class="topic-card"><a href="\(SitePath.topic(entry.topic.slug))">\
            \(TitlePair(korean: entry.topic.korean, english: entry.topic.english, view: .init(languages: .both, englishFirst: view.englishFirst)).html)\
            <span class="count">규칙 \(entry.count)개 <span lang="en">· \(entry.count) \(entry.count == 1 ? "rule" : "rules")</span></span></a></li>
            """
        }
        let main: HTML = """
        <h1>\(TitlePair(korean: "휴먼 인터페이스 가이드라인", english: "Human Interface Guidelines", view: view).html)</h1>
        <p class="lead">Apple 휴먼 인터페이스 가이드라인의 규칙을 한국어 번역과 영어 원문으로 나란히 봅니다. \
        주제 \(topics.count)개, 규칙 \(snapshot.reader.ruleCount)개. \
        <span lang="en">Every rule in Korean and English, side by side, searchable in either language.</span></p>
        <h2>주제 <span lang="en">Topics</span></h2>
        <ul class="topics">\(cards)</ul>
        <p class="hint"><kbd>/</kbd> 검색 · <kbd>↓</kbd> <kbd>↑</kbd> 결과 사이 이동 · <kbd>Enter</kbd> 열기 · <kbd>Esc</kbd> 지우기</p>
        """
        return PageLayout(kind: "home", title: "", view: view, main: main).html
    }
}
