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

    /// What the chunks of rules gathered, put together: the terms and where their postings
    /// are, each rule's field lengths, and the vocabulary.
    private struct Accumulator: Sendable {
        var terms: TermRuns
        var lengths: [[UInt32]] = Array(repeating: [], count: 4)
        var koreanBase: [UInt32] = []
        /// Vocabulary words, and by word number the rules using it.
        var vocabulary = InternTable()
        var vocabularyRules: [Int] = []
    }

    func build(rules: [Rule], fingerprint: String, metadata: Data,
               lexicon: BilingualLexicon = BilingualLexicon()) throws(IndexError) -> [UInt8] {
        SectionDirectory.assemble(try sections(rules: rules, fingerprint: fingerprint, metadata: metadata, lexicon: lexicon))
    }

    /// The index's sections in file order, each in the parts it was made in (`SectionDirectory`
    /// frames them): one array, or the postings as each core wrote them.
    func sections(rules: [Rule], fingerprint: String, metadata: Data,
                  lexicon: BilingualLexicon = BilingualLexicon()) throws(IndexError) -> [(IndexSection, [[UInt8]])] {
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

        // The records need nothing the analysis makes: they are made and compressed beside it and the
        // postings, filling the cores where those leave one idle.
        let recordSections = Parallel.Background(workers: Parallel.workers(for: rules.count)) { [self] in
            Result { () throws(IndexError) in try self.recordSections(rules) }
        }
        let acc = accumulateAll(rules)

        var sections: [(IndexSection, [[UInt8]])] = []
        let averages = IndexField.allCases.map { field -> Double in
            let present = acc.lengths[field.rawValue].filter { $0 > 0 }
            return present.isEmpty ? 1 : Double(present.reduce(0) { $0 + Int($1) }) / Double(present.count)
        }
        let meta = MetaSection(ruleCount: rules.count, parameters: parameters, averageLengths: averages,
                               fingerprint: fingerprint, metadata: metadata)
        sections.append((.meta, [meta.encode()]))
        sections.append((.topics, [TopicTable.encode(topics)]))
        sections.append((.documents, [DocumentTable.encode(rules.indices.map { doc in
            DocumentTable.Entry(topic: docTopic[doc],
                                flags: (rules[doc].english.isEmpty ? 0 : DocumentTable.hasEnglish)
                                    | (rules[doc].translations.isEmpty ? 0 : DocumentTable.hasKorean),
                                koreanBase: acc.koreanBase[doc])
        })]))
        sections.append((.ids, [IDTable.encode(idBytes, sorted: sortedIDs)]))
        let (terms, postings) = termsAndPostings(acc, averages: averages)
        sections.append((.terms, [terms]))
        sections.append((.postings, postings))
        let vocabulary = VocabularySection.encode(acc.vocabulary, rules: acc.vocabularyRules)
        let (dictionary, records) = try recordSections.value().get()
        sections.append((.dictionary, [dictionary]))
        sections.append((.records, [records]))
        sections.append((.vocabulary, [vocabulary]))
        sections.append((.lexicon, [LexiconSection.encode(lexicon)]))
        sections.append((.glossary, [GlossarySection.encode(.standard, fingerprint: Glossary.standardFingerprint)]))
        return sections
    }

    // MARK: Analysis

    /// Rules per chunk that one worker analyzes and accumulates on its own. The postings writer
    /// reads each term's run from every chunk, a few cache lines in its own place: at 256 rules
    /// 100k rules made 1.3 million runs of ~22 postings and gathering them was a sixth of the
    /// build's CPU; at 1024 there are a quarter as many, and a chunk's words repeat more (see
    /// `TokenStream`'s memo). Still about a hundred chunks at 100k rules to share among the cores.
    static let rulesPerChunk = 1024

    /// Analyzes and accumulates rules on every core, a chunk of consecutive rules per
    /// task with its own term numbers, then numbers the chunks' terms across the build
    /// (one look-up per distinct term of a chunk) and puts their lengths and vocabularies
    /// together, in rule order. Postings stay in their chunks until they are written.
    private func accumulateAll(_ rules: [Rule]) -> Accumulator {
        let workers = Parallel.workers(for: rules.count)
        let analyzers = [analyzer] + (1..<max(workers, 1)).map { _ in Analyzer() }
        let ranges = stride(from: 0, to: rules.count, by: Self.rulesPerChunk).map { $0..<min(rules.count, $0 + Self.rulesPerChunk) }
        let streams = Parallel.PerWorker(count: max(workers, 1)) { ChunkAccumulator.stream() }
        let chunks = Parallel.map(ranges.indices, workers: workers, chunk: 1) { c, worker in
            var local = ChunkAccumulator(stream: streams.take(worker))
            local.reserve(textBytes: ranges[c].reduce(0) { $0 + RuleFields.textBytes(rules[$1]) })
            for index in ranges[c] {
                local.add(rules[index], doc: UInt32(index), analyzer: analyzers[worker])
            }
            streams.put(local.finish(), worker)
            return local
        }
        var acc = Accumulator(terms: TermRuns(chunks: chunks))
        for local in chunks {
            for field in 0..<4 { acc.lengths[field] += local.lengths[field] }
            acc.koreanBase += local.koreanBase
            for (localID, rules) in local.vocabularyRules.enumerated() {
                let (number, isNew) = local.vocabulary.withBytes(of: localID) { acc.vocabulary.number(of: $0) }
                if isNew { acc.vocabularyRules.append(0) }
                acc.vocabularyRules[Int(number)] += rules
            }
        }
        return acc
    }

    // MARK: Terms and postings

    /// The `terms` section, and the `postings` section in the parts the cores wrote (with the
    /// padding readers may read past the last posting as its last part): at 100k rules, putting
    /// 70 MB of postings together was a copy, and its page faults, on one core.
    private func termsAndPostings(_ acc: Accumulator, averages: [Double]) -> (terms: [UInt8], postings: [[UInt8]]) {
        let terms = acc.terms
        let termCount = terms.count
        let termBytes = (0..<termCount).map { terms.table.bytes(of: $0) }
        let order = (0..<termCount).sorted { termBytes[$0].lexicographicallyPrecedes(termBytes[$1]) }

        // Each term's bytes on every core, in chunks of consecutive terms, its postings gathered
        // from the chunks of rules; the dictionary is written in term order afterwards.
        let impacts = ImpactCalculator(parameters: parameters, lengths: acc.lengths, averages: averages)
        let workers = Parallel.workers(for: termCount)
        let chunks = workers == 1 ? 1 : 64
        let ranges = (0..<chunks).map { c in (c * termCount / chunks)..<((c + 1) * termCount / chunks) }
        let encoded = Parallel.map(ranges.indices, workers: workers, chunk: 1) { [order] c, _ in
            var writer = PostingsWriter()
            var postings = PostingsWriter.TermPostings()
            let entries = ranges[c].map { r in
                terms.gather(order[r], into: &postings)
                return writer.write(postings, impacts: impacts, positions: terms.hasPositions[order[r]])
            }
            return (writer.out.bytes, entries)
        }
        var postings: [[UInt8]] = []
        postings.reserveCapacity(encoded.count + 1)
        var start = 0
        var dictionary = TermDictionaryWriter()
        for (c, (bytes, entries)) in encoded.enumerated() {
            var offset = start
            start += bytes.count
            postings.append(bytes)
            for (r, entry) in zip(ranges[c], entries) {
                let t = order[r]
                dictionary.add(Array(termBytes[t]), df: terms.documentFrequency[t], offset: offset, length: entry.length,
                               maxKorean: entry.maxKorean, maxEnglish: entry.maxEnglish,
                               flags: terms.hasPositions[t] ? IndexFormat.termHasPositions : 0)
                offset += entry.length
            }
        }
        postings.append([UInt8](repeating: 0, count: IndexFormat.postingsPadding))
        return (dictionary.finish(), postings)
    }

    // MARK: Records

    /// The `dictionary` and `records` sections.
    ///
    /// For a corpus whose texts alone fill the largest dictionary, each record is made and compressed
    /// in one go (`recordSectionsAsMade`); otherwise all the JSON is made first (`recordSectionsOfAll`),
    /// as the dictionary's size then depends on it. The same bytes either way.
    func recordSections(_ rules: [Rule]) throws(IndexError) -> (dictionary: [UInt8], records: [UInt8]) {
        if let sections = try recordSectionsAsMade(rules) { return sections }
        return try recordSectionsOfAll(rules)
    }

    /// The sections with every record compressed as soon as it is made, so that no more than a few
    /// records' JSON exist at once (at 100k rules, 100 MB of it was made, kept, then compressed), or
    /// `nil` when that cannot give `recordSectionsOfAll`'s bytes: for fewer than 4096 rules, where a
    /// dictionary must pay for itself, or when the JSON may be too small for the largest dictionary.
    func recordSectionsAsMade(_ rules: [Rule]) throws(IndexError) -> (dictionary: [UInt8], records: [UInt8])? {
        guard rules.count >= Self.rulesCheckingTheDictionary else { return nil }
        // Every text of `RuleFields` is a string of the rule's JSON, as long or longer once escaped.
        let textBytes = rules.reduce(0) { $0 + RuleFields.textBytes($1) }
        var encoder = RuleJSONEncoder()
        guard let dictionary = RecordCodec.dictionary(count: rules.count, totalAtLeast: textBytes,
                                                      record: { encoder.encode(rules[$0]) }) else { return nil }
        let parts = RecordCodec.compress(count: rules.count, dictionary: dictionary) { range, take in
            var encoder = RuleJSONEncoder()
            for index in range { encoder.withRecord(of: rules[index], take) }
        }
        guard let parts else { throw .invalidInput("zstd failed to compress a record") }
        return (dictionary, try RecordTable.encode(parts))
    }

    /// Below this many rules, the records are compressed both with and without a dictionary, and the smaller kept.
    static let rulesCheckingTheDictionary = 4096

    /// The sections from the JSON of every rule, made first.
    func recordSectionsOfAll(_ rules: [Rule]) throws(IndexError) -> (dictionary: [UInt8], records: [UInt8]) {
        // The JSON `JSONEncoding` (and Foundation's encoder) would write, in chunks of rules on every core.
        let chunks = stride(from: 0, to: rules.count, by: Self.rulesPerChunk).map { $0..<min(rules.count, $0 + Self.rulesPerChunk) }
        let plain = Parallel.map(chunks.indices, workers: Parallel.workers(for: rules.count), chunk: 1) { c, _ in
            var encoder = RuleJSONEncoder()
            return chunks[c].map { encoder.encode(rules[$0]) }
        }.flatMap { $0 }
        var dictionary = RecordCodec.dictionary(for: plain)
        var compressed = RecordCodec.compress(plain, dictionary: dictionary)
        if !dictionary.isEmpty && plain.count < Self.rulesCheckingTheDictionary {
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
