/// The home page: what the site is, and every topic with its Korean and
/// English names and number of rules.
struct HomePage {
    var snapshot: IndexSnapshot

    var html: HTML {
        let topics = snapshot.outline.topics
        let cards: [HTML] = topics.map { entry in
            """
            <li class="topic-card"><a href="\(SitePath.topic(entry.topic.slug))">\
            <span class="en" lang="en">\(entry.topic.english)</span>\
            <span class="ko">\(entry.topic.korean)</span>\
            <span class="count">규칙 \(entry.count)개 <span lang="en">· \(entry.count) \(entry.count == 1 ? "rule" : "rules")</span></span></a></li>
            """
        }
        let main: HTML = """
        <h1><span lang="en">Human Interface Guidelines</span><span class="title-ko">한국어 번역과 영어 원문</span></h1>
        <p class="lead">Apple 휴먼 인터페이스 가이드라인의 규칙을 영어 원문과 한국어 번역으로 나란히 봅니다. \
        주제 \(topics.count)개, 규칙 \(snapshot.reader.ruleCount)개. \
        <span lang="en">Every rule in English and Korean, side by side, searchable in either language.</span></p>
        <h2>주제 <span lang="en">Topics</span></h2>
        <ul class="topics">\(cards)</ul>
        <p class="hint"><kbd>/</kbd> 검색 · <kbd>↓</kbd> <kbd>↑</kbd> 결과 사이 이동 · <kbd>Enter</kbd> 열기 · <kbd>Esc</kbd> 지우기</p>
        """
        return PageLayout(kind: "home", title: "", main: main).html
    }
}
