import HIGModel
import HIGSearch

/// The rules of each topic in document order, with their sections: what the
/// topic pages list and what a rule page's previous and next links follow.
///
/// Built once per index from every stored rule; pages then decode only the
/// rules they show.
struct TopicOutline: Sendable {
    /// One rule's place in its topic.
    struct Entry: Sendable, Hashable {
        /// The rule's number in the index (`IndexReader.rule(at:)`).
        var number: Int
        var id: RuleID
        /// The section heading the rule stands under, if any.
        var section: String?
    }

    /// The topics with their rule counts, in the index's order.
    let topics: [TopicCount]
    /// For each topic (as in `topics`), its rules in reading order.
    let entries: [[Entry]]
    /// For each rule number: its topic (an index into `topics`) and its position in that topic.
    private let places: [(topic: Int, position: Int)]

    /// Reads every rule of `reader` once to learn its topic, order and section.
    ///
    /// Rules of a topic are ordered by `Rule.order`, then by rule number.
    /// - Complexity: decodes every stored rule: O(index size).
    init(reader: IndexReader) throws(IndexError) {
        var grouped = Array(repeating: [(order: Int, entry: Entry)](), count: reader.topics.count)
        for number in 0..<reader.ruleCount {
            let rule = try reader.rule(at: number)
            grouped[reader.topicIndex(ofRule: number)].append(
                (rule.order, Entry(number: number, id: rule.id, section: rule.section)))
        }
        entries = grouped.map { rules in
            rules.sorted { ($0.order, $0.entry.number) < ($1.order, $1.entry.number) }.map(\.entry)
        }
        var places = Array(repeating: (topic: 0, position: 0), count: reader.ruleCount)
        for (topic, rules) in entries.enumerated() {
            for (position, entry) in rules.enumerated() {
                places[entry.number] = (topic, position)
            }
        }
        self.places = places
        topics = reader.topics
    }

    /// The index into `topics` of the topic with this slug, ignoring case.
    func topicIndex(slug: String) -> Int? {
        let key = slug.lowercased()
        return topics.firstIndex { $0.topic.slug.lowercased() == key }
    }

    /// The rules before and after rule `number` in its topic.
    func neighbors(of number: Int) -> (previous: Entry?, next: Entry?) {
        guard places.indices.contains(number) else { return (nil, nil) }
        let (topic, position) = places[number]
        let rules = entries[topic]
        return (position > 0 ? rules[position - 1] : nil,
                position + 1 < rules.count ? rules[position + 1] : nil)
    }
}
