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

    /// Before the corrected query the results are for (`showing results for 모달`); the script
    /// writes the same words.
    static let correctedLead = (korean: "고친 검색어로 찾은 결과:", english: "Showing results for")

    /// Before a query of the index's own words offered when nothing matches (`did you mean "modal"?`).
    static let suggestionLead = (korean: "이 검색어를 찾으셨나요?", english: "Did you mean")

    /// What to do on an empty search page.
    static let prompt = "찾을 낱말을 한국어나 영어로 입력하세요. · Type a few words in Korean or English."
}
