import HIGModel

/// A stretch of a document under one topic and section heading: what alignment works on.
struct Region: Sendable {
    var topic: Topic
    /// Headings from the topic down to this region, outermost first.
    var sectionPath: [String]
    /// Content, reference and spacer pieces in reading order.
    var pieces: [Piece]
    /// Whether the region stands under "Platform considerations" or a platform's heading.
    /// HIG pages end with that part, so once it starts, the rest of the topic belongs to it.
    var isPlatform: Bool

    var section: String? { sectionPath.last }
}

/// Cuts a structured document into regions at headings and separators, and tells
/// topic headings ("Loading", "Modality") from section headings ("Sheet").
struct RegionBuilder {
    /// The document's topics in order; a heading naming one of them starts that topic.
    var topics: [Topic]

    func regions(of pieces: [Piece]) -> [Region] {
        var regions: [Region] = []
        var topic = topics.first ?? Topic(slug: "untitled", english: "Untitled", korean: "Untitled")
        var path: [(level: Int, text: String)] = []
        var current: [Piece] = []
        var platform = false

        func close() {
            if current.contains(where: { $0.isContent || $0.role == .reference }) {
                regions.append(Region(topic: topic, sectionPath: path.map(\.text), pieces: current, isPlatform: platform))
            }
            current = []
        }

        for piece in pieces {
            switch piece.role {
            case .heading(let level):
                close()
                if let named = topicNamed(by: piece.text) {
                    topic = named
                    path = []
                    platform = false
                } else if topics.count == 1, namesOwnTopic(piece.text) {
                    // "Modality" over the Modality page's text: the page's own name, not a section.
                    path = []
                    platform = false
                } else {
                    path.removeAll { $0.level >= level }
                    path.append((level, piece.text))
                    platform = platform || Self.namesPlatformPart(piece.text)
                }
            case .separator:
                close()
                path = []
            case .dropped:
                continue
            default:
                current.append(piece)
            }
        }
        close()
        return regions
    }

    /// "Platform considerations", "플랫폼 고려 사항", or a platform's name.
    static func namesPlatformPart(_ heading: String) -> Bool {
        let key = TopicCatalog.key(heading)
        let platforms: Set<String> = ["ios", "ipados", "macos", "tvos", "visionos", "watchos", "ios ipados"]
        return platforms.contains(key) || key.hasPrefix("platform consideration") || key.hasPrefix("플랫폼")
    }

    /// Whether a heading is the one topic's own name ("Modality", "모달리티").
    func namesOwnTopic(_ heading: String) -> Bool {
        guard let topic = topics.first else { return false }
        return TopicCatalog.ownNames(of: topic).contains(TopicCatalog.compact(heading))
    }

    /// The document topic a heading names, if any. In a document about one page every heading is a
    /// section, even one that names a page ("Activity indicators" on the Progress indicators page).
    func topicNamed(by heading: String) -> Topic? {
        guard topics.count > 1 else { return nil }
        let key = TopicCatalog.key(heading)
        return topics.first { topic in
            key == TopicCatalog.key(topic.english) || key == TopicCatalog.key(topic.korean) || key == TopicCatalog.key(topic.slug)
                || TopicCatalog.resolve(heading).slug == topic.slug
        }
    }
}
