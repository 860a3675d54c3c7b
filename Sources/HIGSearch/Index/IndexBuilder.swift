import Dispatch
import Foundation
import HIGModel
import HIGText

/// Turns rules into the bytes of an index file (see `IndexFormat`).
///
/// Deterministic: rules keep the caller's order (a rule's number in the index
/// is its position in the array), terms are sorted by UTF-8 bytes, topics are
/// in first-seen order, and nothing depends on hashing or the clock.
struct IndexBuilder {
    let analyzer: Analyzer
    let parameters: BM25Parameters

    /// Postings of all terms, gathered rule by rule into one list per term (so a
    /// term's postings are contiguous when they are encoded, as in Tantivy's
    /// per-term buffers: read in order, not gathered from all over memory).
    private struct Accumulator: Sendable {
        var table = InternTable(capacity: 1 << 16)
        var termHasPositions: [Bool] = []
        /// By term number.
        var postings: [PostingsWriter.TermPostings] = []
        var lengths: [[UInt32]] = Array(repeating: [], count: 4)
        var koreanBase: [UInt32] = []
        /// Vocabulary words, and by word number the rules using it.
        var vocabulary = InternTable()
        var vocabularyRules: [Int] = []
    }

    func build(rules: [Rule], fingerprint: String, metadata: Data,
               lexicon: BilingualLexicon = BilingualLexicon()) throws(IndexError) -> [UInt8] {
        guard rules.count < Int(UInt32.max / 2) else { throw .invalidInput("too many rules") }

        // Topics, first-seen order.
        var topicIndex: [String: Int] = [:]
        var topics: [(topic: Topic, count: Int)] = []
        var docTopic: [UInt16] = []
        for rule in rules {
            let index: Int
            if let known = topicIndex[rule.topic.slug] {
                index = known
            } else {
                index = topics.count
                topicIndex[rule.topic.slug] = index
                topics.append((rule.topic, 0))
            }
            guard index <= Int(UInt16.max) else { throw .invalidInput("more than 65535 topics") }
            topics[index].count += 1
            docTopic.append(UInt16(index))
        }

        // IDs must be unique (they are compared lower-cased; RuleID stores them so).
        let idBytes = rules.map { Array($0.id.rawValue.utf8) }
        guard idBytes.reduce(0, { $0 + $1.count }) < Int(UInt32.max) else { throw .invalidInput("rule IDs exceed 4 GiB") }
        let sortedIDs = idBytes.indices.sorted { idBytes[$0].lexicographicallyPrecedes(idBytes[$1]) }
        for (a, b) in zip(sortedIDs, sortedIDs.dropFirst()) where idBytes[a] == idBytes[b] {
            throw .invalidInput("duplicate rule ID \(rules[a].id)")
        }

        var acc = Accumulator()
        accumulateAll(rules, into: &acc)

        var sections: [(IndexSection, [UInt8])] = []
        let averages = IndexField.allCases.map { field -> Double in
            let present = acc.lengths[field.rawValue].filter { $0 > 0 }
            return present.isEmpty ? 1 : Double(present.reduce(0) { $0 + Int($1) }) / Double(present.count)
        }
        let meta = MetaSection(ruleCount: rules.count, parameters: parameters, averageLengths: averages,
                               fingerprint: fingerprint, metadata: metadata)
        sections.append((.meta, meta.encode()))
        sections.append((.topics, TopicTable.encode(topics)))
        sections.append((.documents, DocumentTable.encode(rules.indices.map { doc in
            DocumentTable.Entry(topic: docTopic[doc],
                                flags: (rules[doc].english.isEmpty ? 0 : DocumentTable.hasEnglish)
                                    | (rules[doc].translations.isEmpty ? 0 : DocumentTable.hasKorean),
                                koreanBase: acc.koreanBase[doc])
        })))
        sections.append((.ids, IDTable.encode(idBytes, sorted: sortedIDs)))
        let (terms, postings) = termsAndPostings(acc, averages: averages)
        sections.append((.terms, terms))
        sections.append((.postings, postings))
        let (dictionary, records) = try recordSections(rules)
        sections.append((.dictionary, dictionary))
        sections.append((.records, records))
        sections.append((.vocabulary, VocabularySection.encode(acc.vocabulary, rules: acc.vocabularyRules)))
        sections.append((.lexicon, lexicon.serialized()))
        return SectionDirectory.assemble(sections)
    }

    // MARK: Analysis

    /// Rules per chunk that one worker analyzes and accumulates on its own.
    static let rulesPerChunk = 256
    /// Rules analyzed at a time: chunks of one wave are merged while the next is analyzed.
    static let rulesPerWave = 4096

    /// Analyzes and accumulates rules on every core, a chunk of consecutive rules per
    /// task with its own term numbers, then merges the chunks into `acc` in rule
    /// order: per distinct term of a chunk, one look-up and a bulk append, instead
    /// of one look-up and a few appends per token on one thread. Merging a wave
    /// overlaps the analysis of the next.
    private func accumulateAll(_ rules: [Rule], into acc: inout Accumulator) {
        let workers = Parallel.workers(for: rules.count)
        let analyzers = [analyzer] + (1..<max(workers, 1)).map { _ in Analyzer() }
        let waves = stride(from: 0, to: rules.count, by: Self.rulesPerWave).map { $0..<min(rules.count, $0 + Self.rulesPerWave) }
        let analyzeWave: @Sendable (Range<Int>) -> [ChunkAccumulator] = { wave in
            let chunks = stride(from: wave.lowerBound, to: wave.upperBound, by: Self.rulesPerChunk)
                .map { $0..<min(wave.upperBound, $0 + Self.rulesPerChunk) }
            return Parallel.map(chunks.indices, workers: workers, chunk: 1) { c, worker in
                var local = ChunkAccumulator()
                for index in chunks[c] {
                    local.add(rules[index], doc: UInt32(index), analyzer: analyzers[worker])
                }
                local.finish()
                return local
            }
        }
        guard let first = waves.first else { return }
        var current = analyzeWave(first)
        for number in waves.indices {
            let next = number + 1 < waves.count ? Pending(waves[number + 1], analyzeWave) : nil
            for local in current { Self.merge(local, into: &acc) }
            if let next { current = next.wait() }
        }
    }

    /// Appends a chunk's postings (rules after those already in `acc`) to `acc`, renumbering its terms.
    private static func merge(_ local: ChunkAccumulator, into acc: inout Accumulator) {
        for localID in 0..<local.table.count {
            let (number, isNew) = local.table.withBytes(of: localID) { acc.table.number(of: $0) }
            let id = Int(number)
            if isNew {
                acc.termHasPositions.append(local.termHasPositions[localID])
                acc.postings.append(PostingsWriter.TermPostings())
            }
            let postings = local.termStarts[localID]..<local.termStarts[localID + 1]
            let positions = local.positionStarts[localID]..<local.positionStarts[localID + 1]
            acc.postings[id].docs += local.docs[postings]
            acc.postings[id].termFrequencies += local.termFrequencies[postings]
            if acc.termHasPositions[id] { acc.postings[id].positionCounts += local.positionCounts[postings] }
            acc.postings[id].positions += local.positions[positions]
        }
        for field in 0..<4 { acc.lengths[field] += local.lengths[field] }
        acc.koreanBase += local.koreanBase
        for (localID, rules) in local.vocabularyRules.enumerated() {
            let (number, isNew) = local.vocabulary.withBytes(of: localID) { acc.vocabulary.number(of: $0) }
            if isNew { acc.vocabularyRules.append(0) }
            acc.vocabularyRules[Int(number)] += rules
        }
    }

    /// A wave being analyzed on another thread.
    private final class Pending: @unchecked Sendable {
        private let group = DispatchGroup()
        private var result: [ChunkAccumulator] = []

        init(_ range: Range<Int>, _ analyze: @escaping @Sendable (Range<Int>) -> [ChunkAccumulator]) {
            DispatchQueue.global().async(group: group) { self.result = analyze(range) }
        }

        /// The analyzed rules, once the other thread is done (the group orders the write before this read).
        func wait() -> [ChunkAccumulator] {
            group.wait()
            return result
        }
    }

    // MARK: Terms and postings

    private func termsAndPostings(_ acc: Accumulator, averages: [Double]) -> (terms: [UInt8], postings: [UInt8]) {
        let termCount = acc.table.count
        let termBytes = (0..<termCount).map { acc.table.bytes(of: $0) }
        let order = (0..<termCount).sorted { termBytes[$0].lexicographicallyPrecedes(termBytes[$1]) }

        // Each term's bytes on every core, in chunks of consecutive terms; the
        // dictionary is written in term order afterwards.
        let impacts = ImpactCalculator(parameters: parameters, lengths: acc.lengths, averages: averages)
        let workers = Parallel.workers(for: termCount)
        let chunks = workers == 1 ? 1 : 64
        let ranges = (0..<chunks).map { c in (c * termCount / chunks)..<((c + 1) * termCount / chunks) }
        let encoded = Parallel.map(ranges.indices, workers: workers, chunk: 1) { [order] c, _ in
            var writer = PostingsWriter()
            let entries = ranges[c].map { r in
                writer.write(acc.postings[order[r]], impacts: impacts, positions: acc.termHasPositions[order[r]])
            }
            return (writer.out.bytes, entries)
        }
        var postings = ByteWriter()
        postings.bytes.reserveCapacity(encoded.reduce(IndexFormat.postingsPadding) { $0 + $1.0.count })
        var dictionary = TermDictionaryWriter()
        for (c, (bytes, entries)) in encoded.enumerated() {
            var offset = postings.count
            postings.append(bytes)
            for (r, entry) in zip(ranges[c], entries) {
                let t = order[r]
                dictionary.add(Array(termBytes[t]), df: acc.postings[t].docs.count, offset: offset, length: entry.length,
                               maxKorean: entry.maxKorean, maxEnglish: entry.maxEnglish,
                               flags: acc.termHasPositions[t] ? IndexFormat.termHasPositions : 0)
                offset += entry.length
            }
        }
        postings.append(repeatElement(0, count: IndexFormat.postingsPadding))
        return (dictionary.finish(), postings.bytes)
    }

    // MARK: Records

    private func recordSections(_ rules: [Rule]) throws(IndexError) -> (dictionary: [UInt8], records: [UInt8]) {
        let workers = Parallel.workers(for: rules.count)
        // Foundation's JSONEncoder would write the same bytes (sorted keys, slashes kept), five times slower.
        let json: [[UInt8]?] = Parallel.map(rules.indices, workers: workers) { index, _ in
            try? JSONEncoding.encode(rules[index])
        }
        if let bad = json.firstIndex(where: { $0 == nil }) {
            throw .invalidInput("rule \(rules[bad].id) does not encode as JSON")
        }
        let plain = json.map { $0! }
        var dictionary = RecordCodec.dictionary(for: plain)
        var compressed = RecordCodec.compress(plain, dictionary: dictionary)
        if !dictionary.isEmpty && plain.count < 4096 {
            // Small corpora: keep the dictionary only if it pays for its own bytes.
            let without = RecordCodec.compress(plain, dictionary: [])
            let withSize = dictionary.count + compressed.reduce(0) { $0 + ($1?.count ?? 0) }
            let withoutSize = without.reduce(0) { $0 + ($1?.count ?? 0) }
            if withoutSize <= withSize {
                dictionary = []
                compressed = without
            }
        }
        var records: [(length: Int, packed: [UInt8])] = []
        records.reserveCapacity(rules.count)
        for (record, packed) in zip(plain, compressed) {
            guard let packed else { throw .invalidInput("zstd failed to compress a record") }
            records.append((record.count, packed))
        }
        return (dictionary, try RecordTable.encode(records))
    }
}
