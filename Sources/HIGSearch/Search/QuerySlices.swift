import Dispatch
import Synchronization

/// The k-th scores of the slices of one query's rule range, each scored on its own thread
/// (`Searcher.collect`), published so that each slice prunes with the best of them.
///
/// The union of the slices' top k holds the whole range's top k, and a slice may prune what
/// another slice's k-th score already excludes: a rule that cannot beat the k rules another
/// slice holds cannot be among the best k. Ties go to the lower rule number, so a slice takes
/// a *lower* slice's k-th score as it is (its rules lose a tie to those) and a *higher*
/// slice's less one unit of the scores' fixed point (`BlockMaxScorer.fixedUnit`, 2⁻²⁴): its
/// rules win a tie, so only a rule strictly below that score is excluded.
final class SliceThresholds: Sendable {
    private let slots: [Slot]

    private final class Slot: Sendable {
        /// The bit pattern of a non-negative `Double`: such patterns order as the numbers do.
        let bits = Atomic<UInt64>(0)
    }

    init(slices: Int) {
        slots = (0..<slices).map { _ in Slot() }
    }

    /// Slice `slice`'s own k-th score (0 until its top k is full).
    func publish(_ threshold: Double, slice: Int) {
        slots[slice].bits.store(threshold.bitPattern, ordering: .relaxed)
    }

    /// What slice `slice` may prune below: the others' k-th scores, a higher slice's
    /// made one unit smaller (see above).
    func floor(for slice: Int) -> Double {
        var floor = 0.0
        for other in slots.indices where other != slice {
            let score = Double(bitPattern: slots[other].bits.load(ordering: .relaxed))
            guard score > 0 else { continue }
            floor = max(floor, other > slice ? score - BlockMaxScorer.fixedUnit : score)
        }
        return floor
    }
}

/// Phase 1 of one query over slices of the rule range, each on its own thread: the clauses of
/// every slice (slice after slice, `terms` each), the slices' ranges, and where their top k go.
struct SlicedRun<Filter: RuleFilter>: @unchecked Sendable {
    let scorer: BlockMaxScorer
    let clauses: UnsafeMutableBufferPointer<BlockMaxScorer.Clause>
    let terms: Int
    let ranges: [Range<UInt32>]
    let filter: Filter

    /// The slices' best, merged into `top` (which must be empty): the same top k as one pass
    /// over the whole range. Two slices: the second on `SliceWorker`, or after the first here
    /// when the worker is busy.
    func run(into top: inout TopDocs) {
        precondition(ranges.count == 2)
        let thresholds = SliceThresholds(slices: 2)
        let results = SliceResults(count: 2, capacity: top.capacity)
        let second = { [self] in
            let own = UnsafeMutableBufferPointer(rebasing: clauses[terms..<(2 * terms)])
            results.fill(1) { scorer.run(own, rules: ranges[1], shared: (thresholds, 1), into: &$0, filter: filter) }
        }
        let worker = SliceWorker.shared.flatMap { $0.start(second) ? $0 : nil }
        let own = UnsafeMutableBufferPointer(rebasing: clauses[0..<terms])
        results.fill(0) { scorer.run(own, rules: ranges[0], shared: (thresholds, 0), into: &$0, filter: filter) }
        if let worker { worker.wait() } else { second() }
        for slice in 0..<2 {
            for item in results.top(slice).heap { top.insert(item) }
        }
    }
}

/// Each slice's top k, written by that slice's thread only and read once all are done.
final class SliceResults: @unchecked Sendable {
    private let tops: UnsafeMutableBufferPointer<TopDocs>

    init(count: Int, capacity: Int) {
        tops = .allocate(capacity: count)
        tops.initialize(repeating: TopDocs(capacity: capacity))
    }

    deinit {
        _ = tops.deinitialize()
        tops.deallocate()
    }

    /// Runs `body` on slice `slice`'s top k (each slice's thread touches its own element only).
    func fill(_ slice: Int, _ body: (inout TopDocs) -> Void) { body(&tops[slice]) }

    func top(_ slice: Int) -> TopDocs { tops[slice] }
}
