import HIGSearch
import HIGText

/// The search page, `/search?q=&lang=&topic=`: results with highlighted
/// snippets in both languages, and filters by topic and language.
///
/// Without script it is a plain form and a list; with it, the same list
/// updates as people type (see ``SiteScript``).
struct SearchPage {
    var snapshot: IndexSnapshot
    /// The request's query items by name.
    var query: [String: String]
    var view: ReadingView = .standard

    /// The page and its status: 200, or 400 for a bad parameter.
    var response: (status: Int, html: HTML) {
        let text = query["q"] ?? ""
        let status: Int
        let message: String
        var statusClass = "status"
        var items: [HTML] = []
        var correction = HTML.empty
        var selected = (topic: "", language: "")
        do {
            let parameters = try SearchParameters(query: query, outline: snapshot.outline, defaultLimit: 20)
            selected = (parameters.topic ?? "", parameters.language?.rawValue ?? "")
            status = 200
            if parameters.isBlank {
                message = SearchMessages.prompt
            } else {
                let response = snapshot.searcher.search(parameters.searchQuery)
                let results = response.results
                items = results.map { ResultItem($0, view: view).html }
                correction = self.correction(response)
                message = results.isEmpty ? SearchMessages.noResults(for: text) : SearchMessages.count(results.count)
                statusClass = results.isEmpty ? "status none" : "status"
            }
        } catch {
            status = error.status
            message = SearchMessages.failed(error.message)
            statusClass = "status error"
        }
        let main: HTML = """
        <h1 class="visually-hidden">검색 <span lang="en">Search</span></h1>
        \(filters(selected))
        <section id="search-results" aria-label="검색 결과">\
        <p class="\(statusClass)" role="status">\(message)</p>\
        <p class="correction"\(correction == .empty ? " hidden" as HTML : .empty)>\(correction)</p>\
        <ol class="results">\(items)</ol></section>
        """
        let title = Normalizer.isBlank(text) ? "검색" : "\(text) — 검색"
        let keeping = ["q", "topic", "lang"].compactMap { name in query[name].map { (name: name, value: $0) } }
        let page = PageLayout(kind: "search", title: title, query: text, view: view, keeping: keeping, main: main)
        return (status, page.html)
    }

    /// What the searcher read the query as: the corrected query the results are for, or, when
    /// nothing matched, a query of the index's own words linked to its search (the filters kept).
    func correction(_ response: SearchResponse) -> HTML {
        if let corrected = response.correctedQuery {
            let lead = SearchMessages.correctedLead
            return "\(lead.korean) <strong>\(corrected)</strong> · <span lang=\"en\">\(lead.english) <strong>\(corrected)</strong></span>"
        }
        guard response.results.isEmpty, let suggestion = response.suggestions.first else { return .empty }
        let items = [("q", suggestion)] + ["topic", "lang"].compactMap { name in query[name].map { (name, $0) } }
        let href = "/search?" + items.map { SitePath.encode($0.0) + "=" + SitePath.encode($0.1) }.joined(separator: "&")
        let link: HTML = "<a href=\"\(href)\">\(suggestion)</a>"
        let lead = SearchMessages.suggestionLead
        return "\(lead.korean) \(link) · <span lang=\"en\">\(lead.english) \(link)?</span>"
    }

    /// The topic and language menus, with the current choices selected.
    ///
    /// They belong to the header's search form (`form="search-form"`), so
    /// they are sent with the query; the button applies them without script.
    private func filters(_ selected: (topic: String, language: String)) -> HTML {
        let topics: [HTML] = [option("", "모든 주제 · All", selected.topic)]
            + snapshot.outline.topics.map { option($0.topic.slug, "\($0.topic.korean) · \($0.topic.english)", selected.topic) }
        let languages: [HTML] = [
            option("", "두 언어 · Both", selected.language),
            option("ko", "한국어 · Korean", selected.language),
            option("en", "영어 · English", selected.language),
        ]
        return """
        <div class="filters" role="group" aria-label="검색 범위">\
        <label>주제 <select name="topic" form="search-form">\(topics)</select></label>\
        <label>언어 <select name="lang" form="search-form">\(languages)</select></label>\
        <button type="submit" form="search-form">적용 <span lang="en">Apply</span></button>\
        </div>
        """
    }

    private func option(_ value: String, _ label: String, _ selected: String) -> HTML {
        "<option value=\"\(value)\"\(value == selected ? " selected" as HTML : .empty)>\(label)</option>"
    }
}
