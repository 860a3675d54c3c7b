import HIGModel

/// The `topics` section: `u32 count · per topic: u32+bytes slug, en, ko · u32 rule count`.
///
/// Writer and reader side by side.
enum TopicTable {
    /// Most topics an index holds (rules store their topic as a `u16`).
    static let maxTopics = 65536

    static func encode(_ topics: [(topic: Topic, count: Int)]) -> [UInt8] {
        var w = ByteWriter()
        w.u32(UInt32(topics.count))
        for (topic, count) in topics {
            w.string(topic.slug)
            w.string(topic.english)
            w.string(topic.korean)
            w.u32(UInt32(count))
        }
        return w.bytes
    }

    static func decode(_ raw: RawBytes, _ range: Range<Int>) throws(IndexError) -> [TopicCount] {
        var cursor = SectionCursor(raw, .topics, range)
        let count = Int(try cursor.u32())
        guard count <= maxTopics else { throw .corrupt(.topics, "bad count") }
        var topics: [TopicCount] = []
        for _ in 0..<count {
            let slug = try cursor.string(), english = try cursor.string(), korean = try cursor.string()
            topics.append(TopicCount(topic: Topic(slug: slug, english: english, korean: korean), count: Int(try cursor.u32())))
        }
        return topics
    }
}
