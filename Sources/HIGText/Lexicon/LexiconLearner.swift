import Dispatch

/// Learns a `BilingualLexicon` from pairs of texts that translate each other.
///
/// IBM Model 1 in each direction: start with every co-occurring pair equally likely, then let
/// each Korean unit's count be shared out among the English units of its pair (and a "null"
/// word that explains function syllables) in proportion to their current probability; repeat.
/// Units are interned to integers; each co-occurring pair gets a slot in flat arrays (`Slots`), numbered without hashing.
public struct LexiconLearner: Sendable {
    /// Expectation–maximization rounds: Model 1 converges in a handful.
    public var iterations = 6
    /// At most this many pairs are learned from (evenly sampled), so the cost stays bounded.
    public var maximumPairs = 4_000
    /// Units of one text taken into account, in order: a long text adds noise more than evidence.
    public var maximumUnits = 60
    /// A unit seen in fewer pairs than this is not learned: one sighting proves nothing.
    public var minimumOccurrences = 2

    public init() {}

    /// Pairs of (English units, Korean units), e.g. from `LexiconUnits`.
    public func learn(_ pairs: [(english: [String], korean: [String])], seed: [(english: String, korean: String)] = []) -> BilingualLexicon {
        let sampled = sample(pairs)
        var vocabulary = Vocabulary()
        var english: [[Int32]] = []
        var korean: [[Int32]] = []
        for pair in sampled where !pair.english.isEmpty && !pair.korean.isEmpty {
            english.append(pair.english.prefix(maximumUnits).map { vocabulary.id(english: $0) })
            korean.append(pair.korean.prefix(maximumUnits * 2).map { vocabulary.id(korean: $0) })
        }
        // Each seed pair (a glossary entry) is one more aligned text of its own units.
        for entry in seed {
            let e = LexiconUnits.english(entry.english).map { vocabulary.id(english: $0) }
            let k = LexiconUnits.korean(entry.korean).map { vocabulary.id(korean: $0) }
            guard !e.isEmpty, !k.isEmpty else { continue }
            english.append(e)
            korean.append(k)
        }
        let englishCounts = occurrences(english, size: vocabulary.english.count)
        let koreanCounts = occurrences(korean, size: vocabulary.korean.count)
        // The two directions are independent: one on another core while this thread does the other.
        let (forward, backward) = Self.concurrently({ [english, korean] in model1(source: english, target: korean) },  // t(k | e)
                                                    { [english, korean] in model1(source: korean, target: english) })  // t(e | k)
        var koreanByEnglish: [String: [BilingualLexicon.Entry]] = [:]
        var englishByKorean: [String: [BilingualLexicon.Entry]] = [:]
        for (key, probability) in forward {
            let (e, k) = Self.split(key)
            guard englishCounts[Int(e)] >= minimumOccurrences, koreanCounts[Int(k)] >= minimumOccurrences,
                  let reverse = backward[Self.key(k, e)] else { continue }
            let weight = (probability * reverse).squareRoot()
            guard weight >= BilingualLexicon.minimumWeight else { continue }
            let englishUnit = vocabulary.english[Int(e)]
            let koreanUnit = vocabulary.korean[Int(k)]
            koreanByEnglish[englishUnit, default: []].append(.init(unit: koreanUnit, weight: weight))
            englishByKorean[koreanUnit, default: []].append(.init(unit: englishUnit, weight: weight))
        }
        return BilingualLexicon(koreanByEnglish: koreanByEnglish.mapValues(Self.strongest),
                                englishByKorean: englishByKorean.mapValues(Self.strongest))
    }

    /// Strongest first, ties by unit so that the table is the same on every run.
    private static func strongest(_ entries: [BilingualLexicon.Entry]) -> [BilingualLexicon.Entry] {
        Array(entries.sorted { ($0.weight, $1.unit) > ($1.weight, $0.unit) }.prefix(BilingualLexicon.translationsPerUnit))
    }

    private func sample(_ pairs: [(english: [String], korean: [String])]) -> [(english: [String], korean: [String])] {
        guard pairs.count > maximumPairs else { return pairs }
        let step = Double(pairs.count) / Double(maximumPairs)
        return (0..<maximumPairs).map { pairs[Int(Double($0) * step)] }
    }

    private func occurrences(_ texts: [[Int32]], size: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: size)
        for text in texts { for unit in Set(text) { counts[Int(unit)] += 1 } }
        return counts
    }

    /// t(target | source) for co-occurring units; the null source is -1.
    ///
    /// Every (source, target) pair that co-occurs gets a slot (`Slots`); each text's targets list the
    /// slots of their sources (and the null word's), so an EM round is a pass over flat arrays.
    /// - Complexity: O(*r* · Σ |source| · |target|) for *r* rounds.
    private func model1(source: [[Int32]], target: [[Int32]]) -> [UInt64: Double] {
        let slots = Slots(source: source, target: target)
        let sourceCount = Int((source.lazy.flatMap { $0 }.max() ?? -1) + 2)  // null at 0, unit u at u + 1
        var probability = [Double](repeating: 1, count: slots.count)
        var counts = [Double](repeating: 0, count: slots.count)
        var totals = [Double](repeating: 0, count: sourceCount)
        // Unchecked buffers: the loop reads every reference six times; the sums keep their order.
        slots.references.withUnsafeBufferPointer { references in
            slots.runs.withUnsafeBufferPointer { runs in
                slots.total.withUnsafeBufferPointer { total in
                    probability.withUnsafeMutableBufferPointer { probability in
                        counts.withUnsafeMutableBufferPointer { counts in
                            totals.withUnsafeMutableBufferPointer { totals in
                                for _ in 0..<iterations {
                                    Self.round(references, runs, total, probability, counts, totals)
                                }
                            }
                        }
                    }
                }
            }
        }
        var result: [UInt64: Double] = [:]
        let floor = BilingualLexicon.minimumWeight * BilingualLexicon.minimumWeight
        for slot in probability.indices where slots.total[slot] > 0 && probability[slot] >= floor {
            result[slots.keys[slot]] = probability[slot]
        }
        return result
    }

    /// One EM round: each (text, target unit)'s count shared out among its slots in proportion
    /// to their probability (expectation), then each slot's count over its source's (maximization).
    private static func round(_ references: UnsafeBufferPointer<Int32>, _ runs: UnsafeBufferPointer<Int32>,
                              _ total: UnsafeBufferPointer<Int32>, _ probability: UnsafeMutableBufferPointer<Double>,
                              _ counts: UnsafeMutableBufferPointer<Double>, _ totals: UnsafeMutableBufferPointer<Double>) {
        counts.update(repeating: 0)
        totals.update(repeating: 0)
        for run in 1..<runs.count {
            let range = Int(runs[run - 1])..<Int(runs[run])
            var denominator = 0.0
            for reference in range { denominator += probability[Int(references[reference])] }
            guard denominator > 0 else { continue }
            for reference in range {
                let slot = Int(references[reference])
                let share = probability[slot] / denominator
                counts[slot] += share
                totals[Int(total[slot])] += share
            }
        }
        for slot in probability.indices {
            let sum = totals[Int(total[slot])]
            probability[slot] = sum > 0 ? counts[slot] / sum : 0
        }
    }

    /// The slots of Model 1 in one direction: one per co-occurring (source, target) pair and one
    /// per target for the null source; and for each (text, target unit), in text order, its slots.
    ///
    /// Slots are numbered target unit by target unit, so a source's slot for the current target is
    /// found in an array indexed by source (stamped with the target), with no hashing.
    /// - Complexity: O(Σ |source| · |target|).
    private struct Slots {
        /// For each (text, target unit): the null word's slot, then its sources' slots in text order.
        var references: [Int32] = []
        /// Where each (text, target unit)'s slots end in `references` (a 0 first).
        var runs: [Int32] = [0]
        /// By slot: where its source's total is summed (null at 0, unit u at u + 1), and its key.
        var total: [Int32] = []
        var keys: [UInt64] = []

        var count: Int { keys.count }

        init(source: [[Int32]], target: [[Int32]]) {
            // Runs in text order, and each target unit's runs (a counting sort by unit).
            var runText: [Int32] = []
            for (text, targets) in target.enumerated() {
                for _ in targets {
                    runText.append(Int32(text))
                    runs.append(runs.last! + Int32(1 + source[text].count))
                }
            }
            let targetCount = Int((target.lazy.flatMap { $0 }.max() ?? -1) + 1)
            var firstRun = [Int](repeating: 0, count: targetCount + 1)
            for targets in target { for unit in targets { firstRun[Int(unit) + 1] += 1 } }
            for unit in 0..<targetCount { firstRun[unit + 1] += firstRun[unit] }
            var next = firstRun
            var runsOfUnit = [Int32](repeating: 0, count: runText.count)
            var run = 0
            for targets in target {
                for unit in targets {
                    runsOfUnit[next[Int(unit)]] = Int32(run)
                    next[Int(unit)] += 1
                    run += 1
                }
            }
            references = [Int32](repeating: 0, count: Int(runs.last!))
            let sourceCount = Int((source.lazy.flatMap { $0 }.max() ?? -1) + 1)
            var stamp = [Int32](repeating: -1, count: sourceCount)
            var slotOfSource = [Int32](repeating: 0, count: sourceCount)
            for unit in 0..<targetCount where firstRun[unit] < firstRun[unit + 1] {
                let null = add(-1, Int32(unit))
                for r in firstRun[unit]..<firstRun[unit + 1] {
                    let run = Int(runsOfUnit[r])
                    var at = Int(runs[run])
                    references[at] = null
                    for s in source[Int(runText[run])] {
                        if stamp[Int(s)] != Int32(unit) {
                            stamp[Int(s)] = Int32(unit)
                            slotOfSource[Int(s)] = add(s, Int32(unit))
                        }
                        at += 1
                        references[at] = slotOfSource[Int(s)]
                    }
                }
            }
        }

        private mutating func add(_ source: Int32, _ target: Int32) -> Int32 {
            total.append(source + 1)
            keys.append(LexiconLearner.key(source, target))
            return Int32(keys.count - 1)
        }
    }

    /// `first()` on this thread and `second()` on another, both results once both are done.
    private static func concurrently<A: Sendable, B: Sendable>(_ first: () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
        let box = ResultBox<B>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { box.value = second() }
        let a = first()
        group.wait()
        return (a, box.value!)
    }

    /// A result written by one thread and read by another after `DispatchGroup.wait`, which orders them.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }

    @inline(__always) static func key(_ source: Int32, _ target: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: source)) << 32 | UInt64(UInt32(bitPattern: target))
    }

    @inline(__always) static func split(_ key: UInt64) -> (Int32, Int32) {
        (Int32(bitPattern: UInt32(key >> 32)), Int32(bitPattern: UInt32(key & 0xFFFF_FFFF)))
    }

    /// Interned units of each language.
    private struct Vocabulary {
        var english = Interned()
        var korean = Interned()

        mutating func id(english unit: String) -> Int32 { english.id(unit) }
        mutating func id(korean unit: String) -> Int32 { korean.id(unit) }
    }

    /// Strings numbered in the order first seen.
    private struct Interned {
        var units: [String] = []
        var ids: [String: Int32] = [:]

        var count: Int { units.count }
        subscript(id: Int) -> String { units[id] }

        mutating func id(_ unit: String) -> Int32 {
            if let id = ids[unit] { return id }
            let id = Int32(units.count)
            units.append(unit)
            ids[unit] = id
            return id
        }
    }
}
