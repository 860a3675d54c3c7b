/// The reading-language choice in the page header: 한국어 · English · 둘 다, as plain
/// links (`?view=ko`) that work without script; the current choice is marked.
struct ViewSwitcher {
    var view: ReadingView
    /// Query items of the page to keep in the links (the search page's `q`, `topic`, `lang`).
    var keeping: [(name: String, value: String)] = []

    var html: HTML {
        let choices: [(ReadingView.Languages, HTML)] = [
            (.ko, "한국어"), (.en, "<span lang=\"en\">English</span>"), (.both, "둘 다 <span lang=\"en\">Both</span>"),
        ]
        let links: [HTML] = choices.map { languages, label in
            let current: HTML = languages == view.languages ? " aria-current=\"true\"" : .empty
            return "<li><a href=\"\(href(languages))\"\(current)>\(label)</a></li>"
        }
        return "<nav class=\"view-switch\" aria-label=\"보기 언어 · Reading language\"><ul>\(links)</ul></nav>"
    }

    /// `?q=…&view=ko`: the page itself with the choice.
    private func href(_ languages: ReadingView.Languages) -> String {
        let items = keeping.filter { $0.name != ReadingView.parameter } + [(ReadingView.parameter, languages.rawValue)]
        return "?" + items.map { SitePath.encode($0.name) + "=" + SitePath.encode($0.value) }.joined(separator: "&")
    }
}
