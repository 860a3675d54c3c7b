public import Foundation
public import HIGModel
import HIGText

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

    let bytes: IndexBytes
    let layout: Layout

    /// Bytes taken by each section, by name (for size reports).
    public var sectionSizes: [String: Int] {
        ["topics": layout.topicsRange.count, "documents": layout.documents.count, "ids": layout.ids.count,
         "terms": layout.terms.count, "postings": layout.postings.count, "dictionary": layout.dictionary.count,
         "records": layout.records.count]
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
            let table = layout.ids.lowerBound + 4
            let blob = table + 4 * (2 * ruleCount + 1)
            let start = Int(raw.u32(table + 4 * index)!), end = Int(raw.u32(table + 4 * index + 4)!)
            return RuleID(raw.string(blob + start, end - start) ?? "")
        }
    }

    /// The rule number of `id` (case-insensitive), found by binary search in the sorted ID table.
    ///
    /// - Complexity: O(log n); no record is decoded.
    public func index(of id: RuleID) -> Int? {
        let key = Array(id.rawValue.utf8)
        return withBytes { raw -> Int? in
            let table = layout.ids.lowerBound + 4
            let sorted = table + 4 * (ruleCount + 1)
            let blob = sorted + 4 * ruleCount
            var low = 0, high = ruleCount
            while low < high {
                let mid = (low + high) / 2
                let doc = Int(raw.u32(sorted + 4 * mid)!)
                let start = Int(raw.u32(table + 4 * doc)!), end = Int(raw.u32(table + 4 * doc + 4)!)
                let candidate = raw.bytes(blob + start, end - start)!
                let order = compare(candidate, key)
                if order == 0 { return doc }
                if order < 0 { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    /// Decodes rule number `index` (inflates and decodes one stored record).
    ///
    /// - Complexity: O(size of the rule).
    public func rule(at index: Int) throws(IndexError) -> Rule {
        guard index >= 0 && index < ruleCount else { throw .invalidInput("no rule number \(index)") }
        let json: Data? = withBytes { raw in
            let table = layout.records.lowerBound + 4
            let blob = table + 4 * (ruleCount + 1)
            let start = Int(raw.u32(table + 4 * index)!), end = Int(raw.u32(table + 4 * index + 4)!)
            var cursor = blob + start
            guard let length = raw.varint(&cursor, limit: blob + end), cursor <= blob + end,
                  let packed = raw.bytes(cursor, blob + end - cursor),
                  let dictionary = raw.bytes(layout.dictionary.lowerBound, layout.dictionary.count) else { return nil }
            return RecordCodec.decompress(packed, length: Int(length), dictionary: dictionary)
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

    /// The topic of rule number `index`, as an index into `topics`.
    public func topicIndex(ofRule index: Int) -> Int {
        precondition(index >= 0 && index < ruleCount, "rule index out of range")
        return withBytes { Int($0.u16(layout.documents.lowerBound + 8 * index)!) }
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
        let size = raw.count
        let minimal = IndexFormat.headerSize(sections: IndexSection.stored.count) + IndexFormat.footerSize
        guard size >= 16 else {
            if size >= 8 && !magicMatches(raw, at: 0, IndexFormat.magic) { throw .notAnIndex }
            throw .truncated(size: size, expected: minimal)
        }
        guard magicMatches(raw, at: 0, IndexFormat.magic) else { throw .notAnIndex }
        let version = raw.u32(8)!
        guard version == IndexFormat.version else { throw .wrongVersion(found: Int(version), expected: Int(IndexFormat.version)) }
        let sectionCount = Int(raw.u32(12)!)
        guard sectionCount == IndexSection.stored.count else { throw .corrupt(.header, "unexpected section count") }
        let headerSize = IndexFormat.headerSize(sections: sectionCount)
        guard size >= headerSize else { throw .truncated(size: size, expected: minimal) }
        guard XXHash64.hash(raw.bytes(0, headerSize - 8)!) == raw.u64(headerSize - 8)! else {
            throw .corrupt(.header, "checksum mismatch")
        }

        var ranges: [IndexSection: Range<Int>] = [:]
        var checksums: [IndexSection: UInt64] = [:]
        var expectedEnd = headerSize
        for (i, section) in IndexSection.stored.enumerated() {
            let entry = 16 + i * IndexFormat.directoryEntrySize
            guard raw.u32(entry)! == section.code else { throw .corrupt(.header, "unexpected section order") }
            let offset = raw.u64(entry + 8)!, length = raw.u64(entry + 16)!
            guard offset < 1 << 40, length < 1 << 40, Int(offset) >= expectedEnd else {
                throw .corrupt(.header, "bad section offsets")
            }
            ranges[section] = Int(offset)..<Int(offset + length)
            checksums[section] = raw.u64(entry + 24)!
            expectedEnd = Int(offset + length)
        }
        let fileLength = ((expectedEnd + 7) & ~7) + IndexFormat.footerSize
        guard size >= fileLength else { throw .truncated(size: size, expected: fileLength) }
        guard size == fileLength else { throw .corrupt(.footer, "unexpected bytes after the footer") }
        guard raw.u64(size - 16)! == UInt64(fileLength), magicMatches(raw, at: size - 8, IndexFormat.footerMagic) else {
            throw .corrupt(.footer, "bad footer")
        }
        for section in IndexSection.stored {
            let range = ranges[section]!
            guard XXHash64.hash(raw.bytes(range.lowerBound, range.count)!) == checksums[section]! else {
                throw .corrupt(section, "checksum mismatch")
            }
        }

        // Meta.
        let meta = ranges[.meta]!
        var cursor = meta.lowerBound
        func need(_ n: Int, _ section: IndexSection, _ range: Range<Int>) throws(IndexError) {
            guard cursor >= range.lowerBound, n >= 0, cursor + n <= range.upperBound else {
                throw .corrupt(section, "field out of bounds")
            }
        }
        try need(8 + 9 * 8 + 4, .meta, meta)
        let analyzerVersion = Int(raw.u32(cursor)!)
        guard analyzerVersion == Analyzer.version else {
            throw .analyzerChanged(found: analyzerVersion, expected: Analyzer.version)
        }
        let ruleCount = Int(raw.u32(cursor + 4)!)
        cursor += 8
        var doubles: [Double] = []
        for _ in 0..<9 { doubles.append(Double(bitPattern: raw.u64(cursor)!)); cursor += 8 }
        var parameters = BM25Parameters()
        parameters.k1 = doubles[0]
        parameters.titleWeight = doubles[1]
        parameters.bodyWeight = doubles[2]
        parameters.titleB = doubles[3]
        parameters.bodyB = doubles[4]
        let averages = Array(doubles[5..<9])
        guard averages.allSatisfy({ $0.isFinite && $0 > 0 }), parameters.k1.isFinite, parameters.k1 >= 0 else {
            throw .corrupt(.meta, "bad parameters")
        }
        let fingerprintLength = Int(raw.u32(cursor)!)
        cursor += 4
        try need(fingerprintLength + 4, .meta, meta)
        guard let fingerprint = raw.string(cursor, fingerprintLength) else { throw .corrupt(.meta, "bad fingerprint") }
        cursor += fingerprintLength
        let metadataLength = Int(raw.u32(cursor)!)
        cursor += 4
        try need(metadataLength, .meta, meta)
        let metadata = Data(raw.bytes(cursor, metadataLength)!)

        // Topics.
        let topicRange = ranges[.topics]!
        cursor = topicRange.lowerBound
        try need(4, .topics, topicRange)
        let topicCount = Int(raw.u32(cursor)!)
        cursor += 4
        var topics: [TopicCount] = []
        func string() throws(IndexError) -> String {
            try need(4, .topics, topicRange)
            let length = Int(raw.u32(cursor)!)
            cursor += 4
            try need(length, .topics, topicRange)
            guard let text = raw.string(cursor, length) else { throw .corrupt(.topics, "bad text") }
            cursor += length
            return text
        }
        guard topicCount <= 65536 else { throw .corrupt(.topics, "bad count") }
        for _ in 0..<topicCount {
            let slug = try string(), english = try string(), korean = try string()
            try need(4, .topics, topicRange)
            topics.append(TopicCount(topic: Topic(slug: slug, english: english, korean: korean), count: Int(raw.u32(cursor)!)))
            cursor += 4
        }

        // Documents: fixed records; topic numbers must name a topic.
        let documents = ranges[.documents]!
        guard documents.count == 8 * ruleCount else { throw .corrupt(.documents, "wrong size") }
        for doc in 0..<ruleCount where Int(raw.u16(documents.lowerBound + 8 * doc)!) >= topicCount {
            throw .corrupt(.documents, "bad topic number")
        }

        // IDs: offsets increasing and inside the blob; the sorted table names each rule.
        let ids = ranges[.ids]!
        let idTable = ids.lowerBound + 4
        let idBlob = idTable + 4 * (2 * ruleCount + 1)
        guard ids.count >= 4, Int(raw.u32(ids.lowerBound)!) == ruleCount, idBlob <= ids.upperBound else {
            throw .corrupt(.ids, "bad table")
        }
        var previous: UInt32 = 0
        for i in 0...ruleCount {
            let offset = raw.u32(idTable + 4 * i)!
            guard offset >= previous, idBlob + Int(offset) <= ids.upperBound, i > 0 || offset == 0 else {
                throw .corrupt(.ids, "bad offsets")
            }
            previous = offset
        }
        for i in 0..<ruleCount where Int(raw.u32(idTable + 4 * (ruleCount + 1) + 4 * i)!) >= ruleCount {
            throw .corrupt(.ids, "bad rule number")
        }

        // Terms: block offsets increasing and inside the section.
        let terms = ranges[.terms]!
        guard terms.count >= 8 else { throw .corrupt(.terms, "bad table") }
        let termCount = Int(raw.u32(terms.lowerBound)!)
        let blockCount = Int(raw.u32(terms.lowerBound + 4)!)
        guard blockCount == (termCount + IndexFormat.termBlockSize - 1) / IndexFormat.termBlockSize,
              8 + 4 * blockCount <= terms.count else { throw .corrupt(.terms, "bad counts") }
        var previousBlock = 8 + 4 * blockCount - 1
        for b in 0..<blockCount {
            let offset = Int(raw.u32(terms.lowerBound + 8 + 4 * b)!)
            guard offset > previousBlock, offset < terms.count else { throw .corrupt(.terms, "bad block offsets") }
            previousBlock = offset
        }

        let postings = ranges[.postings]!
        guard postings.count >= IndexFormat.postingsPadding else { throw .corrupt(.postings, "too short") }

        // Records.
        let records = ranges[.records]!
        let recordTable = records.lowerBound + 4
        let recordBlob = recordTable + 4 * (ruleCount + 1)
        guard records.count >= 4, Int(raw.u32(records.lowerBound)!) == ruleCount, recordBlob <= records.upperBound else {
            throw .corrupt(.records, "bad table")
        }
        previous = 0
        for i in 0...ruleCount {
            let offset = raw.u32(recordTable + 4 * i)!
            guard offset >= previous, recordBlob + Int(offset) <= records.upperBound, i > 0 || offset == 0 else {
                throw .corrupt(.records, "bad offsets")
            }
            previous = offset
        }

        let layout = Layout(topicsRange: topicRange, documents: documents, ids: ids, terms: terms,
                            postings: postings, dictionary: ranges[.dictionary]!, records: records,
                            termCount: termCount, termBlockCount: blockCount, averageLengths: averages)
        return Parsed(fingerprint: fingerprint, metadata: metadata, ruleCount: ruleCount, topics: topics,
                      parameters: parameters, layout: layout)
    }

    private static func magicMatches(_ raw: RawBytes, at offset: Int, _ magic: [UInt8]) -> Bool {
        guard let bytes = raw.bytes(offset, magic.count) else { return false }
        return bytes.elementsEqual(magic)
    }
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
