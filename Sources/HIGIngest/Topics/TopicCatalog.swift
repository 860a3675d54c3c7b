public import HIGModel
import HIGText

/// The HIG's pages with their English and Korean names (`HIGPages`): how a page's slug, a title
/// ("[HIG] Multitasking", "# 진행 과정 표시기", "Loading/Modality") or a `--topic` argument turns
/// into a topic, and where a topic's Korean name comes from. The one place topics are looked up.
public enum TopicCatalog {
    private static let bySlug: [String: Topic] = Dictionary(
        HIGPages.all.map { ($0.slug, Topic(slug: $0.slug, english: $0.english, korean: $0.korean[0])) },
        uniquingKeysWith: { first, _ in first })

    /// Every name of every page (English, older English, Korean), keyed without spaces or case.
    private static let byName: [String: String] = {
        var names: [String: String] = [:]
        for page in HIGPages.all {
            for name in [page.english] + page.englishAliases + page.korean where names[compact(name)] == nil {
                names[compact(name)] = page.slug
            }
        }
        return names
    }()

    /// Names as word sequences, longest first, for finding pages a title mentions.
    private static let mentionable: [(words: [String], slug: String)] = {
        var names: [(words: [String], slug: String)] = []
        for page in HIGPages.all {
            // An older one-word name ("Audio") is too common a word to name a page inside a longer title.
            for name in [page.english] + page.englishAliases.filter({ $0.contains(" ") }) + page.korean {
                let words = key(name).split(separator: " ").map(String.init)
                // One short word ("AR", "탭") is too common to name a page inside a longer title.
                guard !words.isEmpty, words.count > 1 || words[0].count >= 3 || LetterCounts(words[0]).hangul >= 2 else { continue }
                names.append((words, page.slug))
            }
        }
        return names.sorted { $0.words.count > $1.words.count }
    }()

    /// The topic with this slug, if the catalog knows it.
    public static func topic(slug: String) -> Topic? { bySlug[slug] }

    /// The page's own names — its English name and every Korean one — keyed without spaces or case;
    /// not its older English names, which are sections of it today ("Activity indicators").
    static func ownNames(of topic: Topic) -> Set<String> {
        let page = HIGPages.all.first { $0.slug == topic.slug }
        return Set(([topic.english, topic.korean, topic.slug] + (page.map { [$0.english] + $0.korean } ?? [])).map(compact))
    }

    /// The catalog's topic that a name or slug exactly names: "modality", "Progress Indicators",
    /// "진행 과정 표시기", "progress indicator", "도구막대". Nil for names the catalog does not know.
    public static func known(_ name: String) -> Topic? {
        let key = Self.key(name)
        if let topic = bySlug[key.replacingSpaces(with: "-")] { return topic }
        let compact = Self.compact(name)
        if let slug = byName[compact] ?? byName[compact + "s"] ?? (compact.hasSuffix("s") ? byName[String(compact.dropLast())] : nil) {
            return bySlug[slug]
        }
        return nil
    }

    /// The topic a name or slug refers to; a name the catalog does not know makes a topic of its own, named as given.
    public static func resolve(_ name: String) -> Topic {
        if let topic = known(name) { return topic }
        let title = name.trimmingSpaces
        return Topic(slug: slug(title), english: title, korean: title)
    }

    /// The pages whose names appear as whole words in `text`, in order of appearance; a longer name
    /// wins over a shorter one inside it ("Progress indicators" over "Progress", "검색 필드" over "검색").
    /// "애플 휴먼 인터페이스 가이드라인(3) -2 Loading/Modality" → loading, modality.
    public static func mentioned(in text: String) -> [Topic] {
        let words = key(text).split(separator: " ").map(String.init)
        var found: [Topic] = []
        var index = 0
        while index < words.count {
            let match = mentionable.first { name in
                index + name.words.count <= words.count && Array(words[index..<(index + name.words.count)]) == name.words
            }
            if let match, let topic = bySlug[match.slug] {
                if !found.contains(topic) { found.append(topic) }
                index += match.words.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// The page slug in a HIG address: `…/human-interface-guidelines/sheets`, `…/kr/design/human-interface-guidelines/buttons#iOS`,
    /// and the older `…/human-interface-guidelines/ios/app-architecture/modality/` (the last part names the page).
    public static func slug(fromURL url: String) -> String? {
        let lower = url.lowercased()
        guard let range = lower.range(of: "human-interface-guidelines/") else { return nil }
        let path = lower[range.upperBound...].prefix { $0 != "#" && $0 != "?" && $0 != " " && $0 != ")" }
        guard let last = path.split(separator: "/").last, !last.isEmpty else { return nil }
        let slug = String(last)
        return slug.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? slug : nil
    }

    /// Lower-case words separated by single spaces.
    static func key(_ text: String) -> String {
        Normalizer.matchKey(text).split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
    }

    /// The key without spaces, so spacing variants agree (도구 막대, 도구막대).
    static func compact(_ text: String) -> String {
        key(text).replacingOccurrences(of: " ", with: "")
    }

    /// A URL- and ID-safe slug: Latin letters and digits, Hangul kept, words joined by `-`.
    public static func slug(_ text: String) -> String {
        let slug = key(text).replacingSpaces(with: "-")
        return slug.isEmpty ? "topic" : slug
    }
}

extension String {
    func replacingSpaces(with separator: String) -> String {
        split(separator: " ").joined(separator: separator)
    }
}
