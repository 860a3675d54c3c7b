/// A page that says what went wrong and where to go instead.
struct ErrorPage {
    /// The HTTP status, shown and sent.
    var status: Int
    /// What went wrong, in a few words (Korean, then English).
    var title: String
    /// A sentence or two, and links to go on with.
    var detail: HTML

    var html: HTML {
        let main: HTML = """
        <div class="empty" role="alert">
        <h1>\(title)</h1>
        \(detail)
        <p><a href="/">홈으로 <span lang="en">Home</span></a> · <a href="/search">검색 <span lang="en">Search</span></a></p>
        </div>
        """
        return PageLayout(kind: "error", title: "\(status) · \(title)", main: main).html
    }

    /// A path the site does not have.
    static func notFound(path: String) -> ErrorPage {
        ErrorPage(status: 404, title: "페이지가 없습니다 · Not found",
                  detail: "<p>이 주소에는 페이지가 없습니다: <code>\(path)</code></p>")
    }

    /// A topic the index does not have, with the ones it has.
    static func unknownTopic(_ slug: String, snapshot: IndexSnapshot) -> ErrorPage {
        let topics: [HTML] = snapshot.outline.topics.map {
            "<li><a href=\"\(SitePath.topic($0.topic.slug))\"><span lang=\"en\">\($0.topic.english)</span> \($0.topic.korean)</a></li>"
        }
        return ErrorPage(status: 404, title: "주제가 없습니다 · No such topic",
                         detail: "<p>주제 <code>\(slug)</code>는 없습니다. 있는 주제는 다음과 같습니다.</p><ul>\(topics)</ul>")
    }

    /// A rule ID the index does not have, with the nearest ones.
    static func unknownRule(_ id: String, snapshot: IndexSnapshot) -> ErrorPage {
        let nearest: [HTML] = snapshot.nearestIDs(to: .init(id)).map {
            "<li><a href=\"\(SitePath.rule($0))\"><code>\($0.rawValue)</code></a></li>"
        }
        let suggestions: HTML = nearest.isEmpty ? .empty : "<p>가까운 규칙 <span lang=\"en\">Nearest rules</span>:</p><ul>\(nearest)</ul>"
        return ErrorPage(status: 404, title: "규칙이 없습니다 · No such rule",
                         detail: "<p>ID가 <code>\(id)</code>인 규칙은 없습니다.</p>\(suggestions)")
    }

    /// A method other than GET or HEAD.
    static func methodNotAllowed(_ method: String) -> ErrorPage {
        ErrorPage(status: 405, title: "허용되지 않는 요청 · Method not allowed",
                  detail: "<p>이 사이트는 <code>GET</code>과 <code>HEAD</code>만 받습니다, <code>\(method)</code>는 받지 않습니다.</p>")
    }

    /// The index could not be read.
    static func damagedIndex(_ reason: String) -> ErrorPage {
        ErrorPage(status: 500, title: "색인을 읽지 못했습니다 · The index cannot be read",
                  detail: "<p>\(reason)</p><p><code>hig index</code>로 색인을 다시 만드세요. <span lang=\"en\">Rebuild it with hig index.</span></p>")
    }
}
