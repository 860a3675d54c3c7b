import HIGModel

/// Where a text comes from, for people: the document by its title (linked to the
/// published translation when the corpus knows its address), its translator, the
/// Apple page it translates, and — small, for maintainers — its file and lines.
///
/// Links are made only for `http` and `https` addresses; anything else in the
/// corpus is shown as text, never as a link a browser would follow.
struct SourceCredit {
    var source: Source

    init(_ source: Source) {
        self.source = source
    }

    /// The full credit, for rule pages.
    var html: HTML {
        var meta: [HTML] = []
        if let translator = source.translator, !translator.isEmpty {
            meta.append("번역 <span lang=\"\(LanguageTag.of(translator))\">\(translator)</span>")
        }
        if let original = source.original, !original.isEmpty {
            meta.append("원문 <span lang=\"en\">\(Self.link(Self.shortened(original), to: original))</span>")
        }
        let metaLine: HTML = meta.isEmpty ? .empty : "<p class=\"source-meta\">\(HTML(joining: meta, separator: " · "))</p>"
        return """
        <div class="source"><p class="source-title"><span class="label">출처 <span lang="en">Source</span></span> \
        <span lang="\(LanguageTag.of(source.title))">\(Self.link(source.title, to: source.url))</span></p>\
        \(metaLine)<p class="location"><code>\(source.location)</code></p></div>
        """
    }

    /// The document's title alone, linked when it can be: for topic pages and results.
    var title: HTML {
        "<span lang=\"\(LanguageTag.of(source.title))\">\(Self.link(source.title, to: source.url))</span>"
    }

    /// `text` as a link to `address` if that is a web address, else as text.
    static func link(_ text: String, to address: String?) -> HTML {
        guard let address, isWebAddress(address) else { return HTML(text: text) }
        return "<a href=\"\(address)\" rel=\"external noopener noreferrer\">\(text)</a>"
    }

    /// Whether `address` is an `http` or `https` URL.
    static func isWebAddress(_ address: String) -> Bool {
        let lowered = address.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// A web address without its scheme and trailing slash, to read as a link's text:
    /// `developer.apple.com/design/human-interface-guidelines/modality`.
    static func shortened(_ address: String) -> String {
        guard isWebAddress(address) else { return address }
        var text = Substring(address)
        text = text.drop { $0 != ":" }.dropFirst(3)
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
