import HIGModel
import HIGText

/// Which HIG page (or pages) a document is about, from every signal it gives: the manifest, a
/// HIG address (front matter `source:`, a `Source:` line, the "원문" link), its title
/// (`[category] page`, `# 페이지 이름`, "Loading/Modality"), its top-level headings. A page the
/// catalog does not know takes the document's own title — never a section heading or a note label.
struct PageIdentity: Sendable, Equatable {
    /// The page's slug, when an address or the manifest names it.
    var slug: String?
    /// The topics in the document's order; one for a single page.
    var topics: [Topic]

    /// What the document says about itself, gathered from the manifest, the reader and the structure.
    struct Evidence {
        var manifestTopics: [String]?
        var manifestPage: String?
        var urls: [String]
        var titles: [String]
        var topLevelHeadings: [String]
        var fileName: String
    }

    init(slug: String?, topics: [Topic]) {
        self.slug = slug
        self.topics = topics
    }

    init(_ evidence: Evidence) {
        if let names = evidence.manifestTopics, !names.isEmpty {
            let topics = names.map(TopicCatalog.resolve)
            self.init(slug: evidence.manifestPage ?? (topics.count == 1 ? topics[0].slug : nil), topics: topics)
            return
        }
        let pageNames = evidence.titles.map(Self.pageName).filter { !$0.isEmpty }
        if let slug = evidence.manifestPage ?? evidence.urls.lazy.compactMap(TopicCatalog.slug(fromURL:)).first {
            let topic = TopicCatalog.topic(slug: slug)
                ?? pageNames.lazy.compactMap(TopicCatalog.known).first { $0.slug == slug }
                ?? Topic(slug: slug, english: pageNames.first ?? slug, korean: pageNames.first ?? slug)
            self.init(slug: slug, topics: [topic])
            return
        }
        // A title that is exactly a page's name, in either language.
        if let topic = pageNames.lazy.compactMap(TopicCatalog.known).first {
            self.init(slug: topic.slug, topics: [topic])
            return
        }
        // A title that names pages among other words: "애플 휴먼 인터페이스 가이드라인 Loading/Modality".
        for title in pageNames {
            let mentioned = TopicCatalog.mentioned(in: title)
            if !mentioned.isEmpty {
                self.init(slug: mentioned.count == 1 ? mentioned[0].slug : nil, topics: mentioned)
                return
            }
        }
        // A document without a title that names a page: the pages its top-level headings name ("## Alerts", "## Action sheets").
        let named = evidence.topLevelHeadings.compactMap(TopicCatalog.known)
        if !named.isEmpty {
            var unique: [Topic] = []
            for topic in named where !unique.contains(topic) { unique.append(topic) }
            self.init(slug: unique.count == 1 ? unique[0].slug : nil, topics: unique)
            return
        }
        // A page the catalog does not know: its own title, else the file's name.
        let name = pageNames.first ?? Self.stem(of: evidence.fileName)
        self.init(slug: nil, topics: [TopicCatalog.resolve(name)])
    }

    /// The page's name in a title: `[components-presentation] sheets` → "sheets",
    /// `[HIG] Multitasking` → "Multitasking", `Sheets | Apple Developer Documentation` → "Sheets".
    static func pageName(_ title: String) -> String {
        var name = Normalizer.normalize(title).trimming([" ", "*", "#"])
        if name.hasPrefix("["), let close = name.firstIndex(of: "]") {
            let rest = name[name.index(after: close)...].trimmingSpaces
            if !rest.isEmpty { name = rest }
        }
        for separator in [" | ", " - ", " – ", " — "] {
            if let range = name.range(of: separator), CueLexicon.namesTheHIG(String(name[range.upperBound...]))
                || name[range.upperBound...].lowercased().contains("apple developer") {
                name = String(name[..<range.lowerBound]).trimmingSpaces
            }
        }
        return name
    }

    /// A file name without its folder and extension: `ko/jum0-sheets.md` → `jum0-sheets`.
    static func stem(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
