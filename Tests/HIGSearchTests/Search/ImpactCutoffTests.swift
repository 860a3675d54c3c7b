import Testing
@testable import HIGSearch
import _HIGTestSupport

@Suite struct ImpactCutoffTests {
    /// Eight bytes packed little-endian, as the cutoff reads a block's impacts.
    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    }

    @Test func byteComparisonsHoldInEveryLaneWithoutBorrowingFromTheNext() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0, 1, 127, 128, 129, 254, 255]
        for _ in 0..<20_000 {
            let x = (0..<8).map { _ in Bool.random(using: &generator) ? interesting.randomElement()! : UInt8.random(in: 0...255) }
            let y = (0..<8).map { _ in Bool.random(using: &generator) ? interesting.randomElement()! : UInt8.random(in: 0...255) }
            let atLeast = ImpactCutoff.bytes(Self.word(x), atLeast: Self.word(y))
            let nonzero = ImpactCutoff.nonzeroBytes(Self.word(x))
            for lane in 0..<8 {
                #expect((atLeast >> UInt64(8 * lane + 7)) & 1 == (x[lane] >= y[lane] ? 1 : 0), "\(x) ≥ \(y)")
                #expect((nonzero >> UInt64(8 * lane + 7)) & 1 == (x[lane] != 0 ? 1 : 0), "\(x)")
            }
        }
    }

    /// A clause's table for `scale`, as the searcher fills it.
    static func clause(_ scorer: BlockMaxScorer, scale: Double, table: UnsafeMutablePointer<Double>,
                       cursor: PostingCursor) -> BlockMaxScorer.Clause {
        scorer.fillTable(table, scale: scale, maxKorean: 255, maxEnglish: 255)
        return BlockMaxScorer.Clause(cursor: cursor, scale: scale, table: table)
    }

    @Test func everyPostingThatScoresAboveTheValueIsACandidate() throws {
        let values = ImpactQuantizer.values
        let k1 = 1.2
        let saturation = values.map { $0 / (k1 + $0) }
        let rules = SyntheticRules.make(count: 200, seed: 3)
        let reader = try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "c"))
        try values.withUnsafeBufferPointer { values in
            try saturation.withUnsafeBufferPointer { saturation in
                for (useKorean, useEnglish) in [(true, true), (true, false), (false, true)] {
                    let scorer = BlockMaxScorer(k1: k1, useKorean: useKorean, useEnglish: useEnglish, values: values.baseAddress!,
                                                saturation: saturation.baseAddress!, ruleCount: 1)
                    let table = UnsafeMutablePointer<Double>.allocate(capacity: BlockMaxScorer.tableSize)
                    defer { table.deallocate() }
                    let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: IndexFormat.blockSize)
                    defer { buffer.deallocate() }
                    try reader.withBytes { raw in
                        // Any term: only its largest impacts matter here, widened to every byte.
                        var info = try #require(reader.lookup("모달", in: raw))
                        (info.maxKorean, info.maxEnglish) = (255, 255)
                        let cursor = PostingCursor(info, raw: raw, ruleCount: reader.ruleCount, buffer: buffer)
                        try check(scorer, Self.clause(scorer, scale: 3.7, table: table, cursor: cursor))
                    }
                }
            }
        }
    }

    /// Random impact bytes in both languages: every posting scoring above each value is in the mask.
    func check(_ scorer: BlockMaxScorer, _ clause: BlockMaxScorer.Clause) throws {
        var korean = [UInt8](repeating: 0, count: 16), english = [UInt8](repeating: 0, count: 16)
        for _ in 0..<3000 {
            for i in 0..<8 {
                korean[i] = Bool.random() ? 0 : UInt8.random(in: 1...255)
                english[i] = Bool.random() ? 0 : UInt8.random(in: 1...255)
            }
            let value = Double.random(in: -0.5...4)
            let cutoff = ImpactCutoff(clause, above: value, scorer: scorer)
            let mask = korean.withUnsafeBufferPointer { k in
                english.withUnsafeBufferPointer { e in cutoff.candidates(korean: k.baseAddress, english: e.baseAddress, at: 0) }
            }
            for i in 0..<8 where scorer.score(clause, korean: korean[i], english: english[i]) > value {
                #expect((mask >> UInt64(8 * i + 7)) & 1 == 1, "\(korean[i]), \(english[i]) above \(value)")
            }
        }
    }
}
