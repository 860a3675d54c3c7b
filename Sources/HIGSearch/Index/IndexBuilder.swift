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

    /// Postings of all terms, gathered rule by rule.
    private struct Accumulator: Sendable {
        var termIDs: [String: UInt32] = [:]
        var terms: [String] = []
        var termHasPositions: [Bool] = []
        // One entry per (term, rule):
        var postingTerm: [UInt32] = []
        var postingDoc: [UInt32] = []
        /// Term frequency in each field, one byte each (saturating at 255).
        var postingTF: [UInt32] = []
        var postingPositionStart: [UInt32] = []
        var postingPositionCount: [UInt32] = []
        var positions: [UInt32] = []
        var lengths: [[UInt32]] = Array(repeating: [], count: 4)
        var koreanBase: [UInt32] = []
    }

    func build(rules: [Rule], fingerprint: String, metadata: Data) throws(IndexError) -> [UInt8] {
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
        return SectionDirectory.assemble(sections)
    }

    // MARK: Analysis

    /// The analyzed texts of one rule, before its terms get numbers.
    struct AnalyzedRule: Sendable {
        var terms: [String] = []
        /// Per token: field << 28 | position << 1 | starts-a-word.
        var keys: [UInt32] = []
        var unigram: [Bool] = []
        var lengths: [UInt32] = [0, 0, 0, 0]
        var koreanBase: UInt32 = 0
    }

    /// Analyzes every field of a rule (thread-safe: pure apart from the analyzer's stemmer).
    static func analyze(_ rule: Rule, with analyzer: Analyzer) -> AnalyzedRule {
        var out = AnalyzedRule()
        var englishCursor = 0
        var koreanCursor = -1
        for (field, text) in RuleFields(rule).texts {
            let tokens = analyzer.tokens(text, mode: .document)
            // Sound keys repeat a word in another form; they do not make a text longer.
            out.lengths[field.rawValue] &+= UInt32(tokens.count { $0.kind != .sound })
            var base = 0
            if field == .bodyEnglish {
                base = englishCursor
            } else if field == .bodyKorean {
                if koreanCursor < 0 { koreanCursor = englishCursor }
                base = koreanCursor
            }
            var last = 0
            for token in tokens where token.term.utf8.count <= IndexFormat.maxTermBytes {
                // Stored positions carry a word-start bit: position << 1 | startsWord.
                let position = min(base + token.position, (1 << 27) - 1) << 1 | (token.startsWord ? 1 : 0)
                last = max(last, token.position)
                out.terms.append(token.term)
                out.keys.append(UInt32(field.rawValue) << 28 | UInt32(position))
                out.unigram.append(token.kind == .unigram)
            }
            if field == .bodyEnglish { englishCursor += last + 1 + IndexFormat.textGap }
            if field == .bodyKorean { koreanCursor += last + 1 + IndexFormat.textGap }
        }
        // English bodies come first (see `RuleFields`), so Korean positions start where they end.
        out.koreanBase = UInt32(min(englishCursor, (1 << 27) - 1))
        return out
    }

    /// Numbers the terms of an analyzed rule and appends its postings (sequential).
    private func accumulate(_ rule: AnalyzedRule, doc: UInt32, into acc: inout Accumulator) {
        var occurrences: [UInt64] = []  // term << 32 | field << 28 | position
        occurrences.reserveCapacity(rule.terms.count)
        for (k, term) in rule.terms.enumerated() {
            let id: UInt32
            if let known = acc.termIDs[term] {
                id = known
            } else {
                id = UInt32(acc.terms.count)
                acc.termIDs[term] = id
                acc.terms.append(term)
                acc.termHasPositions.append(!rule.unigram[k])
            }
            occurrences.append(UInt64(id) << 32 | UInt64(rule.keys[k]))
        }
        for field in 0..<4 { acc.lengths[field].append(rule.lengths[field]) }
        acc.koreanBase.append(rule.koreanBase)

        occurrences.sort()
        var i = 0
        while i < occurrences.count {
            let term = UInt32(occurrences[i] >> 32)
            var tf: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            let positionStart = UInt32(acc.positions.count)
            let keepPositions = acc.termHasPositions[Int(term)]
            while i < occurrences.count && UInt32(occurrences[i] >> 32) == term {
                let field = Int((occurrences[i] >> 28) & 0xF)
                switch field {
                case 0: tf.0 = min(tf.0 + 1, 255)
                case 1: tf.1 = min(tf.1 + 1, 255)
                case 2: tf.2 = min(tf.2 + 1, 255)
                default: tf.3 = min(tf.3 + 1, 255)
                }
                if keepPositions && (field == IndexField.bodyEnglish.rawValue || field == IndexField.bodyKorean.rawValue) {
                    acc.positions.append(UInt32(occurrences[i] & 0x0FFF_FFFF))
                }
                i += 1
            }
            acc.postingTerm.append(term)
            acc.postingDoc.append(doc)
            acc.postingTF.append(tf.0 | tf.1 << 8 | tf.2 << 16 | tf.3 << 24)
            acc.postingPositionStart.append(positionStart)
            acc.postingPositionCount.append(UInt32(acc.positions.count) - positionStart)
        }
    }

    /// Analyzes rules on every core, a wave at a time, and accumulates them in order.
    ///
    /// Accumulating (numbering terms, sorting a rule's occurrences) is sequential, so
    /// it runs on this thread while the next wave is analyzed on the others: the two
    /// stages overlap instead of taking turns.
    private func accumulateAll(_ rules: [Rule], into acc: inout Accumulator) {
        let workers = Parallel.workers(for: rules.count)
        let analyzers = [analyzer] + (1..<max(workers, 1)).map { _ in Analyzer() }
        let wave = 4096
        let waves = stride(from: 0, to: rules.count, by: wave).map { $0..<min(rules.count, $0 + wave) }
        let analyzeWave: @Sendable (Range<Int>) -> [AnalyzedRule] = { range in
            Parallel.map(range, workers: workers) { index, worker in Self.analyze(rules[index], with: analyzers[worker]) }
        }
        guard let first = waves.first else { return }
        var current = analyzeWave(first)
        for (number, range) in waves.enumerated() {
            let next = number + 1 < waves.count ? Pending(waves[number + 1], analyzeWave) : nil
            for (offset, rule) in current.enumerated() {
                accumulate(rule, doc: UInt32(range.lowerBound + offset), into: &acc)
            }
            if let next { current = next.wait() }
        }
    }

    /// A wave being analyzed on another thread.
    private final class Pending: @unchecked Sendable {
        private let group = DispatchGroup()
        private var result: [AnalyzedRule] = []

        init(_ range: Range<Int>, _ analyze: @escaping @Sendable (Range<Int>) -> [AnalyzedRule]) {
            DispatchQueue.global().async(group: group) { self.result = analyze(range) }
        }

        /// The analyzed rules, once the other thread is done (the group orders the write before this read).
        func wait() -> [AnalyzedRule] {
            group.wait()
            return result
        }
    }

    // MARK: Terms and postings

    private func termsAndPostings(_ acc: Accumulator, averages: [Double]) -> (terms: [UInt8], postings: [UInt8]) {
        let termCount = acc.terms.count
        let termBytes = acc.terms.map { Array($0.utf8) }
        let order = (0..<termCount).sorted { termBytes[$0].lexicographicallyPrecedes(termBytes[$1]) }
        var rank = [Int](repeating: 0, count: termCount)
        for (r, t) in order.enumerated() { rank[t] = r }

        // Counting sort of postings by term rank; stable, so rules stay in order.
        var starts = [Int](repeating: 0, count: termCount + 1)
        for t in acc.postingTerm { starts[rank[Int(t)] + 1] += 1 }
        for r in 0..<termCount { starts[r + 1] += starts[r] }
        var fill = starts
        var byTerm = [UInt32](repeating: 0, count: acc.postingTerm.count)
        for (p, t) in acc.postingTerm.enumerated() {
            let r = rank[Int(t)]
            byTerm[fill[r]] = UInt32(p)
            fill[r] += 1
        }

        // Impacts of every posting, then each term's bytes, on every core; the
        // dictionary is written in term order afterwards.
        let source = postingsSource(acc, averages: averages)
        let chunks = Parallel.workers(for: termCount) == 1 ? 1 : 64
        let ranges = (0..<chunks).map { c in (c * termCount / chunks)..<((c + 1) * termCount / chunks) }
        let encoded = Parallel.map(ranges.indices, workers: Parallel.workers(for: termCount), chunk: 1) { [byTerm, starts, order] c, _ in
            var writer = PostingsWriter()
            let entries = ranges[c].map { r in
                writer.write(byTerm[starts[r]..<starts[r + 1]], from: source, positions: acc.termHasPositions[order[r]])
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
                dictionary.add(termBytes[t], df: starts[r + 1] - starts[r], offset: offset, length: entry.length,
                               maxKorean: entry.maxKorean, maxEnglish: entry.maxEnglish,
                               flags: acc.termHasPositions[t] ? IndexFormat.termHasPositions : 0)
                offset += entry.length
            }
        }
        postings.append(repeatElement(0, count: IndexFormat.postingsPadding))
        return (dictionary.finish(), postings.bytes)
    }

    /// The postings as the writer reads them, with every posting's impacts computed (on every core).
    private func postingsSource(_ acc: Accumulator, averages: [Double]) -> PostingsWriter.Source {
        let count = acc.postingDoc.count
        let impacts = Parallel.map(0..<count, workers: Parallel.workers(for: count), chunk: 4096) { posting, _ in
            self.impacts(posting, acc, averages)
        }
        return PostingsWriter.Source(doc: acc.postingDoc, koreanImpact: impacts.map(\.0), englishImpact: impacts.map(\.1),
                                     positionStart: acc.postingPositionStart, positionCount: acc.postingPositionCount,
                                     positions: acc.positions)
    }

    private func impacts(_ posting: Int, _ acc: Accumulator, _ averages: [Double]) -> (UInt8, UInt8) {
        let doc = Int(acc.postingDoc[posting])
        let tf = acc.postingTF[posting]
        func part(_ field: IndexField, weight: Double, b: Double) -> Double {
            let count = Double((tf >> UInt32(8 * field.rawValue)) & 0xFF)
            guard count > 0 else { return 0 }
            let length = Double(acc.lengths[field.rawValue][doc])
            return weight * count / (1 - b + b * length / averages[field.rawValue])
        }
        let p = parameters
        let english = part(.titleEnglish, weight: p.titleWeight, b: p.titleB) + part(.bodyEnglish, weight: p.bodyWeight, b: p.bodyB)
        let korean = part(.titleKorean, weight: p.titleWeight, b: p.titleB) + part(.bodyKorean, weight: p.bodyWeight, b: p.bodyB)
        return (ImpactQuantizer.quantize(korean), ImpactQuantizer.quantize(english))
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
