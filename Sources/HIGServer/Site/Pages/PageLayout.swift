/// The frame of every page: head, header with the search form, main content, footer.
///
/// The document is Korean (`lang="ko"`); English parts carry `lang="en"`. The
/// header offers the reading languages (``ViewSwitcher``); the body carries the
/// page's view as `data-view` and `data-first`, for the script.
/// The header's form searches without script (`GET /search`); with the
/// site's script it searches as people type and shows results in the
/// `instant` section (or, on the search page, in place).
struct PageLayout {
    /// What the page is, for the script: `home`, `topic`, `rule`, `search` or `error`.
    var kind: String
    /// The document title, before the site's name.
    var title: String
    /// The text shown in the search box.
    var query = ""
    /// The languages and order the page is rendered in.
    var view: ReadingView = .standard
    /// Query items the language links keep (the search page's query and filters).
    var keeping: [(name: String, value: String)] = []
    /// Extra `<link>` elements for the head (canonical, prev, next).
    var links: HTML = .empty
    /// The content of `<main>`.
    var main: HTML

    /// The site's name, after each page's title.
    static let siteName = "HIG 한국어"

    var html: HTML {
        let instant: HTML = kind == "search" ? .empty : """
        <section id="instant" class="instant" hidden aria-label="검색 결과"><p class="status" role="status"></p><p class="correction" hidden></p><ol class="results"></ol></section>
        """
        return """
        <!DOCTYPE html>
        <html lang="ko">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(title.isEmpty ? Self.siteName : "\(title) — \(Self.siteName)")</title>
        <link rel="stylesheet" href="\(Asset.styleSheet.path)">
        <link rel="icon" href="\(Asset.icon.path)" type="image/svg+xml">
        \(links)<script src="\(Asset.script.path)" defer></script>
        </head>
        <body data-page="\(kind)" data-view="\(view.languages.rawValue)" data-first="\(view.first == .korean ? "ko" : "en")">
        <a class="skip-link" href="#main">본문으로 건너뛰기</a>
        <header class="site-header">
        <div class="header-inner">
        <a class="brand" href="/"><span lang="en">HIG</span><span class="brand-ko">한국어</span></a>
        <form id="search-form" class="search-form" role="search" action="/search" method="get">
        <div class="search-field">
        <label class="visually-hidden" for="q">가이드라인 검색 <span lang="en">Search the guidelines</span></label>
        <input id="q" name="q" type="search" value="\(query)" placeholder="검색 · Search" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="search" aria-keyshortcuts="/">
        <kbd class="key-hint" aria-hidden="true">/</kbd>
        </div>
        <button type="submit">검색</button>
        </form>
        \(ViewSwitcher(view: view, keeping: keeping).html)
        </div>
        </header>
        \(instant)<main id="main" tabindex="-1">
        \(main)
        </main>
        <footer class="site-footer"><p>한국어 번역은 각 번역자의 글이며, 규칙마다 출처를 밝힙니다. \
        <span lang="en">Korean translations are their translators' work; every rule credits its sources. \
        The English is from Apple's Human Interface Guidelines.</span></p></footer>
        </body>
        </html>

        """
    }
}
