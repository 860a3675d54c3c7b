/// A rule number with its score.
struct ScoredDoc {
    var score: Double
    var doc: UInt32

    /// Higher score first; equal scores in rule order (lower number first).
    @inline(__always) func ranksAbove(_ other: ScoredDoc) -> Bool {
        score > other.score || (score == other.score && doc < other.doc)
    }
}

/// The best `capacity` rules seen so far: a binary heap with the weakest on top.
struct TopDocs {
    let capacity: Int
    private(set) var heap: [ScoredDoc] = []
    /// A score no rule at or below can be among the best (another slice's k-th score,
    /// `SliceThresholds`); 0 when there is none.
    var floor: Double = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        heap.reserveCapacity(self.capacity)
    }

    /// The score a new rule must beat (rules arrive in increasing number, so a tie never wins).
    @inline(__always) var threshold: Double { max(floor, ownThreshold) }

    /// The k-th score of the rules collected here, 0 until there are k.
    @inline(__always) var ownThreshold: Double { heap.count < capacity ? 0 : heap[0].score }

    mutating func insert(_ item: ScoredDoc) {
        if heap.count < capacity {
            heap.append(item)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[parent].ranksAbove(heap[child]) else { break }
                heap.swapAt(parent, child)
                child = parent
            }
        } else if item.ranksAbove(heap[0]) {
            heap[0] = item
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var weakest = parent
                if left < heap.count && heap[weakest].ranksAbove(heap[left]) { weakest = left }
                if right < heap.count && heap[weakest].ranksAbove(heap[right]) { weakest = right }
                if weakest == parent { break }
                heap.swapAt(parent, weakest)
                parent = weakest
            }
        }
    }

    /// Best first.
    func sorted() -> [ScoredDoc] { heap.sorted { $0.ranksAbove($1) } }
}
