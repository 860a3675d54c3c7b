import HIGModel
import HIGSearch

/// The resources: each topic listed as `hig://topics/{slug}`, every rule reachable as
/// `hig://rules/{id}` through its template, both read as Markdown.
enum ResourceCatalog {
    static let mimeType = "text/markdown"

    /// `resources/list`: one resource per topic, in index order.
    static func list(_ reader: IndexReader) -> JSONValue {
        let resources: [JSONValue] = reader.topics.map { entry in
            [
                "uri": .string(ResourceURI.topic(slug: entry.topic.slug).string),
                "name": .string(entry.topic.slug),
                "title": .string(Markdown.topicName(entry.topic)),
                "description": .string("The \(entry.count) rule\(entry.count == 1 ? "" : "s") of the HIG page \(entry.topic.english) (\(entry.topic.korean)), in reading order, with their IDs."),
                "mimeType": .string(mimeType),
            ]
        }
        return ["resources": .array(resources)]
    }

    /// `resources/templates/list`: rules by ID and topics by slug.
    static let templates: JSONValue = ["resourceTemplates": [
        [
            "uriTemplate": .string(ResourceURI.ruleTemplate),
            "name": "rule",
            "title": "HIG rule",
            "description": "One rule by its ID (e.g. hig://rules/modality-11): every English version and every Korean translation, with sources.",
            "mimeType": .string(mimeType),
        ],
        [
            "uriTemplate": .string(ResourceURI.topicTemplate),
            "name": "topic",
            "title": "HIG topic",
            "description": "One topic by its slug (e.g. hig://topics/modality): its rules in reading order, by section.",
            "mimeType": .string(mimeType),
        ],
    ]]

    /// `resources/read`: the resource at `uri` as Markdown.
    ///
    /// - Throws: ``RPCError`` `-32602` for a URI that names no resource (with the
    ///   nearest rule IDs, or the topics), `-32603` if the index cannot be read.
    /// - Complexity: a rule decodes one record; a topic decodes its rules.
    static func read(_ uri: String, index: SearchSnapshot) throws(RPCError) -> JSONValue {
        let text = try markdown(uri, reader: index.reader)
        return ["contents": [["uri": .string(uri), "mimeType": .string(mimeType), "text": .string(text)]]]
    }

    /// The Markdown of the resource at `uri`.
    private static func markdown(_ uri: String, reader: IndexReader) throws(RPCError) -> String {
        let notFound = "Resource not found: \(uri.prefix(200))."
        switch ResourceURI(uri) {
        case let .rule(id)?:
            guard let rule = try RPCError.readingIndex({ () throws(IndexError) in try reader.rule(id: id) }) else {
                throw .invalidParams(notFound + " " + GetRuleTool.unknown(id, reader: reader), data: ["uri": .string(uri)])
            }
            return RuleMarkdown.render(rule)
        case let .topic(slug)?:
            guard let index = topicIndex(slug, in: reader) else {
                let topics = reader.topics.map { ResourceURI.topic(slug: $0.topic.slug).string }
                throw .invalidParams(notFound + " Topics are: " + topics.joined(separator: ", "), data: ["uri": .string(uri)])
            }
            let rules = try RPCError.readingIndex { () throws(IndexError) in try Self.rules(ofTopic: index, in: reader) }
            return TopicMarkdown.page(reader.topics[index].topic, rules: rules)
        case nil:
            throw .invalidParams(notFound + " Resources are \(ResourceURI.ruleTemplate) and \(ResourceURI.topicTemplate).",
                                 data: ["uri": .string(uri)])
        }
    }

    /// The index into `reader.topics` of the topic with this slug (or name: see ``TopicMatch``).
    private static func topicIndex(_ slug: String, in reader: IndexReader) -> Int? {
        let topics = reader.topics.map(\.topic)
        guard let topic = topics.first(where: { $0.slug == slug.lowercased() }) ?? TopicMatch.find(slug, in: topics) else {
            return nil
        }
        return topics.firstIndex(of: topic)
    }

    /// The rules of topic `index`, in reading order (by `Rule.order`, then rule number).
    ///
    /// - Complexity: reads every rule's topic (no decoding), decodes the topic's rules.
    static func rules(ofTopic index: Int, in reader: IndexReader) throws(IndexError) -> [Rule] {
        var rules: [(number: Int, rule: Rule)] = []
        for number in 0..<reader.ruleCount where reader.topicIndex(ofRule: number) == index {
            rules.append((number, try reader.rule(at: number)))
        }
        return rules.sorted { ($0.rule.order, $0.number) < ($1.rule.order, $1.number) }.map(\.rule)
    }
}
