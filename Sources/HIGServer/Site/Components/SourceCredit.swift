import HIGModel

/// Where a text comes from, for people: the document, its translator, the
/// lines it spans and the links to the translation and its original.
///
/// Links are made only for `http` and `https` addresses; anything else in
/// the corpus is shown as text, never as a link a browser would follow.
struct SourceCredit {
    var source: Source

    init(_ source: Source) {
        self.source = source
    }

    var html: HTML {
        var rows: [HTML] = [
            "<dt>출처 <span lang=\"en\">Source</span></dt><dd lang=\"\(LanguageTag.of(source.title))\">\(source.title)</dd>",
        ]
        if let translator = source.translator, !translator.isEmpty {
            rows.append("<dt>번역 <span lang=\"en\">Translator</span></dt><dd>\(translator)</dd>")
        }
        rows.append("<dt>위치 <span lang=\"en\">Lines</span></dt><dd><code>\(source.location)</code></dd>")
        if let url = source.url, !url.isEmpty {
            rows.append("<dt>링크 <span lang=\"en\">Link</span></dt><dd>\(Self.link(url))</dd>")
        }
        if let original = source.original, !original.isEmpty {
            rows.append("<dt>원문 <span lang=\"en\">Original</span></dt><dd lang=\"\(LanguageTag.of(original))\">\(Self.link(original))</dd>")
        }
        return "<div class=\"source\"><dl>\(rows)</dl></div>"
    }

    /// A link to `address` if it is a web address, else the address as text.
    static func link(_ address: String) -> HTML {
        let lowered = address.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return HTML(text: address) }
        return "<a href=\"\(address)\" rel=\"external noopener noreferrer\">\(address)</a>"
    }
}
