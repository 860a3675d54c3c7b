import HIGModel
import HIGSearch

/// `search_guidelines`' text: the hits best first, each with its sentences and what to cite.
///
/// ```
/// 3 rules match "모달 닫는 버튼", best first. Cite a rule by its ID and HIG page; get_rule gives its full text.
///
/// A corrected query adds `Showing results for "모달" (the query as corrected).` below the first line;
/// no match with a word near the index's own says `Did you mean "modal"?`.
///
/// ## 1. modality-11 · Modality · 모달리티 › Fullscreen
/// - EN: Always include a button that **dismisses** the modal view.
/// - KO: 모달 뷰를 **닫는 버튼**을 항상 포함하세요.
/// - HIG page: https://developer.apple.com/design/human-interface-guidelines/modality
/// - Korean from: “Human Interface Guidelines - Modality” (001_….txt:35)
/// ```
enum SearchMarkdown {
    static func render(_ response: SearchResponse) -> String {
        let query = Markdown.oneLine(response.query.text)
        let count = response.results.count
        var lines: [String] = []
        if count == 0, let suggestion = response.suggestions.first {
            lines.append("No rule matches \"\(query)\". Did you mean \"\(Markdown.oneLine(suggestion))\"? "
                + "(Words of the guidelines near the ones asked for: search again with them.)")
        } else if count == 0 {
            lines.append("No rule matches \"\(query)\". Try other words, the other language, or a wider topic.")
        } else {
            lines.append("\(count) rule\(count == 1 ? "" : "s") match\(count == 1 ? "es" : "") \"\(query)\", best first. "
                + "Cite a rule by its ID and HIG page; get_rule gives its full text and every translation.")
        }
        if let corrected = response.correctedQuery, count > 0 {
            lines.append("Showing results for \"\(Markdown.oneLine(corrected))\" (the query as corrected).")
        }
        if response.query.text.utf16.count > SearchQuery.maxTextLength {
            lines.append("(Only the first \(SearchQuery.maxTextLength) characters of the query were searched.)")
        }
        for (index, result) in response.results.enumerated() {
            lines.append("")
            lines += hit(result, rank: index + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// One hit: heading, the sentence in each language, the HIG page and the translations' sources.
    static func hit(_ result: SearchResult, rank: Int) -> [String] {
        let rule = result.rule
        var heading = "## \(rank). \(rule.id.rawValue) · \(Markdown.topicName(rule.topic))"
        if let section = rule.section { heading += " › \(Markdown.oneLine(section))" }
        var lines = [heading]
        if let english = result.english {
            lines.append("- EN: " + HighlightMarkup.bold(english))
        } else if rule.isKoreanOnly {
            lines.append("- EN: (no English text yet: known only from a Korean translation)")
        }
        if let korean = result.korean { lines.append("- KO: " + HighlightMarkup.bold(korean)) }
        if let url = HIGPage.url(of: rule.topic) { lines.append("- HIG page: \(url)") }
        for translation in rule.translations {
            lines.append("- Korean from: " + Markdown.citation(translation.source))
        }
        return lines
    }
}
