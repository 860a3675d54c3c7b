/// The words the search page uses for its outcomes; the site's script
/// (``SiteScript``) says the same when it searches as people type.
enum SearchMessages {
    /// How many results there are, e.g. "검색 결과 3개 · 3 results".
    static func count(_ count: Int) -> String {
        "검색 결과 \(count)개 · \(count) \(count == 1 ? "result" : "results")"
    }

    /// That nothing matches, and what to try instead.
    static func noResults(for query: String) -> String {
        "\u{201C}\(query)\u{201D}에 맞는 규칙이 없습니다. 낱말을 줄이거나 다른 언어로 찾아 보세요. · "
            + "No rule matches \u{201C}\(query)\u{201D}. Try fewer words or the other language."
    }

    /// That the search could not be made, and why.
    static func failed(_ reason: String) -> String {
        "검색하지 못했습니다: \(reason) · The search failed."
    }

    /// What to do on an empty search page.
    static let prompt = "찾을 낱말을 한국어나 영어로 입력하세요. · Type a few words in Korean or English."
}
