public import Foundation
public import HIGModel
public import HIGText

/// A topic and how many rules of the index belong to it.
public struct TopicCount: Hashable, Sendable, Codable {
    public var topic: Topic
    public var count: Int

    public init(topic: Topic, count: Int) {
        self.topic = topic
        self.count = count
    }
}

/// An index file opened for reading: immutable, `Sendable`, shared by every
/// thread of a server and replaced whole when the index is rebuilt.
///
/// The file is read into memory the reader owns (``IndexBytes``), so no later
/// write to the same path can change or truncate what it reads; terms and
/// postings are read in place, stored rules are decoded one at a time on demand.
///
/// Opening checks the size, magic, version, directory checksum, footer, section
/// bounds and then every section's XXH64 checksum (a few milliseconds for a
/// 100k-rule index), and the structure of the small tables. Damage is reported
/// as an `IndexError`, never trusted.
public final class IndexReader: Sendable {
    /// The fingerprint of the corpus the index was built from, as given to the writer.
    public let fingerprint: String
    /// The caller's free-form metadata (e.g. an ingest summary as JSON).
    public let metadata: Data
    /// Number of rules; rule numbers run `0..<ruleCount` in the order they were written.
    public let ruleCount: Int
    /// Distinct topics with their rule counts, in first-seen order.
    public let topics: [TopicCount]
    /// The BM25F settings the index was built with.
    public let parameters: BM25Parameters
    /// Size of the index file in bytes.
    public let byteCount: Int
    /// The standard glossary as the index's build parsed it, its tables read in place; nil when
    /// that build's glossary text is not this one's (then `Glossary.standard` parses this build's).
    public let standardGlossary: Glossary?

    let bytes: IndexBytes
    let layout: Layout
    /// The records' dictionary, digested once.
    let decompressor: RecordCodec.Decompressor

    /// Bytes taken by each section, by name (for size reports).
    public var sectionSizes: [String: Int] {
        ["topics": layout.topicsRange.count, "documents": layout.documents.count, "ids": layout.ids.count,
         "terms": layout.terms.count, "postings": layout.postings.count, "dictionary": layout.dictionary.count,
         "records": layout.records.count, "vocabulary": layout.vocabulary.count, "lexicon": layout.lexicon.count,
         "glossary": layout.glossary.count]
    }

    /// Absolute byte ranges of the sections and a few counts, validated at open.
    struct Layout: Sendable {
        var topicsRange: Range<Int>
        var documents: Range<Int>
        var ids: Range<Int>
        var terms: Range<Int>
        var postings: Range<Int>
        var dictionary: Range<Int>
        var records: Range<Int>
        var vocabulary: Range<Int>
        var vocabularyCount: Int
        var lexicon: Range<Int>
        var glossary: Range<Int>
        var termCount: Int
        var termBlockCount: Int
        var averageLengths: [Double]
    }

    /// Opens and validates the index at `url`.
    ///
    /// - Complexity: O(file size) for the checksums, O(rules + term blocks) for the tables.
    public convenience init(contentsOf url: URL) throws(IndexError) {
        try self.init(bytes: IndexBytes(contentsOf: url.path))
    }

    /// Validates an index held in memory (what `IndexWriter.encode` returns); the bytes are copied.
    public convenience init(data: Data) throws(IndexError) {
        try self.init(bytes: IndexBytes(copying: data))
    }

    private init(bytes: IndexBytes) throws(IndexError) {
        self.bytes = bytes
        byteCount = bytes.count
        let parsed = try Self.parse(RawBytes(bytes.buffer))
        fingerprint = parsed.fingerprint
        metadata = parsed.metadata
        ruleCount = parsed.ruleCount
        topics = parsed.topics
        parameters = parsed.parameters
        layout = parsed.layout
        standardGlossary = try GlossarySection.glossary(RawBytes(bytes.buffer), parsed.layout.glossary, owner: bytes)
        let dictionary = parsed.layout.dictionary
        decompressor = RecordCodec.Decompressor(dictionary: UnsafeRawBufferPointer(
            start: bytes.base + dictionary.lowerBound, count: dictionary.count))
    }

    /// Runs `body` with the index bytes; everything that reads terms or postings goes through here.
    @inline(__always)
    func withBytes<R>(_ body: (RawBytes) throws -> R) rethrows -> R {
        try withExtendedLifetime(bytes) { try body(RawBytes(bytes.buffer)) }
    }

    // MARK: Rules

    /// The ID of rule number `index` (no record is decoded).
    ///
    /// - Precondition: `0 <= index < ruleCount`.
    public func id(at index: Int) -> RuleID {
        precondition(index >= 0 && index < ruleCount, "rule index out of range")
        return withBytes { raw in
            let bytes = IDTable.View(raw, layout.ids, ruleCount: ruleCount).id(index)
            return RuleID(String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self) ?? "")
        }
    }

    /// The rule number of `id` (case-insensitive), found by binary search in the sorted ID table.
    ///
    /// - Complexity: O(log n); no record is decoded.
    public func index(of id: RuleID) -> Int? {
        let key = Array(id.rawValue.utf8)
        return withBytes { IDTable.View($0, layout.ids, ruleCount: ruleCount).find(key) }
    }

    /// Decodes rule number `index` (inflates and decodes one stored record).
    ///
    /// - Complexity: O(size of the rule).
    public func rule(at index: Int) throws(IndexError) -> Rule {
        guard index >= 0 && index < ruleCount else { throw .invalidInput("no rule number \(index)") }
        let json: Data? = withBytes { raw in
            guard let record = RecordTable.record(index, in: raw, layout.records, ruleCount: ruleCount) else { return nil }
            return decompressor.decompress(record.packed, length: record.length)
        }
        guard let json else { throw .undecodableRecord(index: index) }
        if let rule = json.withUnsafeBytes({ RuleJSONDecoder.decode($0) }) { return rule }
        guard let rule = try? JSONDecoder().decode(Rule.self, from: json) else { throw .undecodableRecord(index: index) }
        return rule
    }

    /// The rule with this ID (case-insensitive), or `nil` if there is none.
    public func rule(id: RuleID) throws(IndexError) -> Rule? {
        guard let index = index(of: id) else { return nil }
        return try rule(at: index)
    }

    /// Every rule, in index order.
    ///
    /// - Complexity: decodes every record; O(index size).
    public func allRules() throws(IndexError) -> [Rule] {
        var rules: [Rule] = []
        rules.reserveCapacity(ruleCount)
        for index in 0..<ruleCount { rules.append(try rule(at: index)) }
        return rules
    }

    /// The bilingual lexicon learned from the corpus, decoded whole; empty for an index built without one.
    ///
    /// - Complexity: O(lexicon size). A search reads it in place instead (`learnedPairs()`).
    public func lexicon() -> BilingualLexicon {
        withBytes { raw in
            let range = layout.lexicon
            if raw.u8(range.lowerBound) == LexiconSection.version, range.count > 0 {
                return LexiconSection.View(raw, range).decoded()
            }
            return legacyLexicon(raw) ?? BilingualLexicon()
        }
    }

    /// The learned lexicon's pairs for query expansion, nil when the index has none: a format 2
    /// section is looked up in place; a format 1 one (an index written before) is decoded here once.
    ///
    /// - Complexity: O(1) for format 2; O(lexicon size) for format 1.
    func learnedPairs() -> (any LexiconPairs)? {
        let range = layout.lexicon
        let isInPlace = withBytes { raw in raw.u8(range.lowerBound) == LexiconSection.version && range.count > 0 }
        if isInPlace {
            return withBytes { LexiconSection.View($0, range).isEmpty } ? nil : MappedLexicon(reader: self)
        }
        guard let decoded = withBytes({ legacyLexicon($0) }), !decoded.isEmpty else { return nil }
        return decoded
    }

    /// Format 1 of the lexicon section, decoded; nil when the section is empty or not that format.
    private func legacyLexicon(_ raw: RawBytes) -> BilingualLexicon? {
        guard layout.lexicon.count > 0, let bytes = raw.bytes(layout.lexicon.lowerBound, layout.lexicon.count) else {
            return nil
        }
        return BilingualLexicon(serialized: bytes)
    }

    /// The topic of rule number `index`, as an index into `topics`.
    public func topicIndex(ofRule index: Int) -> Int {
        precondition(index >= 0 && index < ruleCount, "rule index out of range")
        return withBytes { Int(documents(in: $0).topic(index)) }
    }

    // MARK: Parsing

    struct Parsed {
        var fingerprint: String
        var metadata: Data
        var ruleCount: Int
        var topics: [TopicCount]
        var parameters: BM25Parameters
        var layout: Layout
    }

    private static func parse(_ raw: RawBytes) throws(IndexError) -> Parsed {
        let ranges = try SectionDirectory.sections(in: raw)
        let meta = try MetaSection.decode(raw, ranges[.meta]!)
        let ruleCount = meta.ruleCount
        let topics = try TopicTable.decode(raw, ranges[.topics]!)
        let documents = ranges[.documents]!, ids = ranges[.ids]!, terms = ranges[.terms]!
        let postings = ranges[.postings]!, records = ranges[.records]!
        try DocumentTable.validate(raw, documents, ruleCount: ruleCount, topicCount: topics.count)
        try IDTable.validate(raw, ids, ruleCount: ruleCount)
        let dictionary = try TermDictionary.validate(raw, terms)
        guard postings.count >= IndexFormat.postingsPadding else { throw .corrupt(.postings, "too short") }
        try RecordTable.validate(raw, records, ruleCount: ruleCount)
        let vocabulary = ranges[.vocabulary]!
        let vocabularyCount = try VocabularySection.validate(raw, vocabulary)
        try LexiconSection.validate(raw, ranges[.lexicon]!)

        let layout = Layout(topicsRange: ranges[.topics]!, documents: documents, ids: ids, terms: terms,
                            postings: postings, dictionary: ranges[.dictionary]!, records: records,
                            vocabulary: vocabulary, vocabularyCount: vocabularyCount, lexicon: ranges[.lexicon]!,
                            glossary: ranges[.glossary]!,
                            termCount: dictionary.termCount, termBlockCount: dictionary.blockCount,
                            averageLengths: meta.averageLengths)
        return Parsed(fingerprint: meta.fingerprint, metadata: meta.metadata, ruleCount: ruleCount, topics: topics,
                      parameters: meta.parameters, layout: layout)
    }
}

/// Byte-wise comparison, as `memcmp` then length: the order terms and IDs are sorted in.
@inline(__always)
func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    let common = min(a.count, b.count)
    if common > 0 {
        let order = memcmp(a.baseAddress!, b.baseAddress!, common)
        if order != 0 { return order < 0 ? -1 : 1 }
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
}

/// Byte-wise comparison, as `memcmp` then length: the order terms and IDs are sorted in.
@inline(__always)
func compare(_ a: UnsafeRawBufferPointer, _ b: some Collection<UInt8>) -> Int {
    var ia = a.startIndex
    var ib = b.startIndex
    while ia < a.endIndex && ib < b.endIndex {
        let x = a[ia], y = b[ib]
        if x != y { return x < y ? -1 : 1 }
        ia += 1
        ib = b.index(after: ib)
    }
    if ia < a.endIndex { return 1 }
    if ib < b.endIndex { return -1 }
    return 0
}
