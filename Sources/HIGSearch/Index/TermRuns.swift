import HIGText

/// The terms of a whole build, numbered across the chunks that analyzed the rules, and for
/// each term where its postings lie in those chunks: one run per chunk that has the term,
/// in rule order. The postings writer reads a term's runs where they are (`gather`, on every
/// core) instead of every posting first being copied into one list per term on one thread.
struct TermRuns: Sendable {
    /// The chunks, in rule order; each has grouped its postings by term (`finish()`).
    let chunks: [ChunkAccumulator]
    /// The terms, in first-seen order (chunk by chunk).
    private(set) var table = InternTable(capacity: 1 << 16)
    private(set) var hasPositions: [Bool] = []
    /// By term: the rules using it.
    private(set) var documentFrequency: [Int] = []
    /// Term `t`'s runs are `runChunk[k]`, `runLocal[k]` (the chunk and its own term number) for
    /// `k` in `runStarts[t]..<runStarts[t + 1]`.
    private var runStarts: [Int] = []
    private var runChunk: [UInt32] = []
    private var runLocal: [UInt32] = []

    /// Numbers the chunks' terms (one look-up per distinct term of a chunk) and lists their runs.
    ///
    /// - Complexity: O(Σ distinct terms per chunk), a counting sort of the runs by term.
    init(chunks: [ChunkAccumulator]) {
        self.chunks = chunks
        var global: [[UInt32]] = []
        global.reserveCapacity(chunks.count)
        for chunk in chunks {
            var numbers = [UInt32](repeating: 0, count: chunk.table.count)
            for local in 0..<chunk.table.count {
                let (id, isNew) = chunk.table.withBytes(of: local) { table.number(of: $0) }
                if isNew {
                    hasPositions.append(chunk.termHasPositions[local])
                    documentFrequency.append(0)
                }
                documentFrequency[Int(id)] += chunk.termStarts[local + 1] - chunk.termStarts[local]
                numbers[local] = id
            }
            global.append(numbers)
        }
        var starts = [Int](repeating: 0, count: table.count + 1)
        for numbers in global { for id in numbers { starts[Int(id) + 1] += 1 } }
        for t in 0..<table.count { starts[t + 1] += starts[t] }
        var next = starts
        runChunk = [UInt32](repeating: 0, count: starts[table.count])
        runLocal = runChunk
        for (c, numbers) in global.enumerated() {
            for (local, id) in numbers.enumerated() {
                runChunk[next[Int(id)]] = UInt32(c)
                runLocal[next[Int(id)]] = UInt32(local)
                next[Int(id)] += 1
            }
        }
        runStarts = starts
    }

    var count: Int { table.count }

    /// Term `term`'s postings, all rules in order, into `postings` (emptied first, its storage kept).
    func gather(_ term: Int, into postings: inout PostingsWriter.TermPostings) {
        postings.docs.removeAll(keepingCapacity: true)
        postings.termFrequencies.removeAll(keepingCapacity: true)
        postings.positionCounts.removeAll(keepingCapacity: true)
        postings.positions.removeAll(keepingCapacity: true)
        for k in runStarts[term]..<runStarts[term + 1] {
            let c = Int(runChunk[k]), local = Int(runLocal[k])
            let range = chunks[c].termStarts[local]..<chunks[c].termStarts[local + 1]
            postings.docs += chunks[c].docs[range]
            postings.termFrequencies += chunks[c].termFrequencies[range]
            if hasPositions[term] {
                postings.positionCounts += chunks[c].positionCounts[range]
                postings.positions += chunks[c].positions[chunks[c].positionStarts[local]..<chunks[c].positionStarts[local + 1]]
            }
        }
    }
}
