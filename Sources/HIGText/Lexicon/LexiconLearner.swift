import Dispatch

/// Learns a `BilingualLexicon` from pairs of texts that translate each other.
///
/// IBM Model 1 in each direction: start with every co-occurring pair equally likely, then let
/// each Korean unit's count be shared out among the English units of its pair (and a "null"
/// word that explains function syllables) in proportion to their current probability; repeat.
/// Units are interned to integers, and counts live in flat dictionaries keyed by the pair.
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
    /// Every (source, target) pair that co-occurs gets a slot; each text's targets list the slots of
    /// their sources (and the null word's), so an EM round is a pass over flat arrays.
    /// - Complexity: O(*r* · Σ |source| · |target|) for *r* rounds.
    private func model1(source: [[Int32]], target: [[Int32]]) -> [UInt64: Double] {
        var slotOfKey: [UInt64: Int32] = [:]
        var slotSource: [Int32] = []
        var slotKeys: [UInt64] = []
        var references: [Int32] = []       // for each (text, target unit): its slots, null first
        var runs: [Int32] = [0]           // where each (text, target unit)'s slots end in `references`
        func slot(_ s: Int32, _ t: Int32) -> Int32 {
            let key = Self.key(s, t)
            if let slot = slotOfKey[key] { return slot }
            let slot = Int32(slotSource.count)
            slotOfKey[key] = slot
            slotSource.append(s)
            slotKeys.append(key)
            return slot
        }
        for (sources, targets) in zip(source, target) {
            for tu in targets {
                references.append(slot(-1, tu))
                for su in sources { references.append(slot(su, tu)) }
                runs.append(Int32(references.count))
            }
        }
        let sourceCount = Int((source.lazy.flatMap { $0 }.max() ?? -1) + 2)  // null at 0, unit u at u + 1
        var probability = [Double](repeating: 1, count: slotSource.count)
        var counts = [Double](repeating: 0, count: slotSource.count)
        var totals = [Double](repeating: 0, count: sourceCount)
        for _ in 0..<iterations {
            for index in counts.indices { counts[index] = 0 }
            for index in totals.indices { totals[index] = 0 }
            for run in 1..<runs.count {
                let range = Int(runs[run - 1])..<Int(runs[run])
                var denominator = 0.0
                for reference in range { denominator += probability[Int(references[reference])] }
                guard denominator > 0 else { continue }
                for reference in range {
                    let slot = Int(references[reference])
                    let share = probability[slot] / denominator
                    counts[slot] += share
                    totals[Int(slotSource[slot]) + 1] += share
                }
            }
            for slot in probability.indices {
                let total = totals[Int(slotSource[slot]) + 1]
                probability[slot] = total > 0 ? counts[slot] / total : 0
            }
        }
        var result: [UInt64: Double] = [:]
        for slot in probability.indices where slotSource[slot] >= 0 && probability[slot] >= BilingualLexicon.minimumWeight * BilingualLexicon.minimumWeight {
            result[slotKeys[slot]] = probability[slot]
        }
        return result
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
