/// A title in both languages, the reader's first: the first language as the title, the
/// other as a smaller line under it (e.g. 모달리티 over Modality).
struct TitlePair {
    var korean: String?
    var english: String?
    var view: ReadingView

    /// The two titles inside an element the caller writes (`<h1>…</h1>`).
    var html: HTML {
        let columns = view.columns(korean: korean != nil, english: english != nil)
        let all = ReadingView(languages: .both, englishFirst: view.englishFirst).columns(korean: korean != nil, english: english != nil)
        // The title leads with the view's language; the other language, if any, follows small.
        let ordered = columns + all.filter { !columns.contains($0) }
        return HTML(joining: ordered.enumerated().map { index, column in
            let text = column == .korean ? korean! : english!
            let lang = column == .korean ? "ko" : "en"
            return index == 0 ? "<span lang=\"\(lang)\">\(text)</span>" : "<span class=\"subtitle\" lang=\"\(lang)\">\(text)</span>"
        })
    }
}

extension TitlePair {
    /// Both titles on one line, the reader's first: for breadcrumbs (`모달리티 Modality`).
    var inline: HTML {
        let ordered = ReadingView(languages: .both, englishFirst: view.englishFirst).columns(korean: korean != nil, english: english != nil)
        return HTML(joining: ordered.map { column -> HTML in
            column == .korean ? "<span lang=\"ko\">\(korean!)</span>" : "<span lang=\"en\">\(english!)</span>"
        }, separator: " ")
    }
}
