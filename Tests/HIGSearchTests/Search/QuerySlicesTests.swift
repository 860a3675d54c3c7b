import Foundation
import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

/// Phase 1 on two threads (`SlicedRun`) must give what one pass gives, bit for bit.
@Suite struct QuerySlicesTests {
    static let rules = SyntheticRules.make(count: 12_000, seed: 9)
    static let reader = try! IndexReader(data: try! IndexWriter.encode(rules: rules, fingerprint: "s"))
    static let queries = ["모달 닫는 버튼", "progress bar 정확", "dismiss modal view", "로딩 화면", "모달 사용 시기",
                          "활동 표시기", "content", "앱 색상 progress"]

    /// How many threads phase 1 takes for `text` on `searcher`.
    func slices(_ searcher: Searcher, _ text: String) -> Int {
        var plan = searcher.prepare(SearchQuery(text: text))!.plan
        searcher.reader.withBytes { plan.resolve(in: searcher.reader, raw: $0) }
        return searcher.sliceCount(searcher.candidateTerms(plan).map { plan.terms[$0].info! })
    }

    @Test func twoSlicesFindTheExactTopK() {
        let one = Searcher(reader: Self.reader, slices: 1)
        let two = Searcher(reader: Self.reader, slices: 2)
        var sliced = 0
        for query in Self.queries {
            #expect(slices(one, query) == 1)
            sliced += slices(two, query) == 2 ? 1 : 0
            for language in [nil, Language.korean, .english] {
                for k in [1, 10, 50] {
                    let expected = PruningTests().exhaustive(one, query, language: language, k: k)
                    for searcher in [one, two] {
                        var top = TopDocs(capacity: k)
                        #expect(searcher.phaseOne(query, language: language, capacity: k, into: &top))
                        let found = top.sorted()
                        #expect(found.map(\.doc) == expected.map(\.doc), "\(query) \(String(describing: language)) k=\(k)")
                        #expect(found.map(\.score) == expected.map(\.score))
                    }
                }
            }
        }
        // Most of these queries are long enough to slice, or the test would prove nothing.
        #expect(sliced >= Self.queries.count - 2, "\(sliced) of \(Self.queries.count) sliced")
    }

    @Test func bothPhasesOnTwoThreadsRankAsOnOne() {
        // Phase 2 splits its candidates where phase 1 was sliced: the same rules, the same scores.
        let one = Searcher(reader: Self.reader, slices: 1)
        let two = Searcher(reader: Self.reader, slices: 2)
        for query in Self.queries {
            for limit in [1, 10, 30] {
                let q = SearchQuery(text: query, limit: limit)
                let (a, b) = (one.rank(q), two.rank(q))
                #expect(b.map(\.id) == a.map(\.id), "\(query) limit \(limit)")
                #expect(b.map(\.score) == a.map(\.score), "\(query) limit \(limit)")
            }
        }
    }

    @Test func aTieAcrossTheCutGoesToTheEarlierRule() throws {
        // Every rule the same: every score ties, so the first k rules are the top k, though the
        // second slice's rules score as high as the first's k-th (the merge keeps rule order).
        let rule = RuleFixtures.all[2]
        let rules = (0..<6000).map { n -> Rule in
            var twin = rule
            twin.id = RuleID("modality-\(n + 1)")
            twin.order = n
            return twin
        }
        let searcher = Searcher(reader: try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "t")), slices: 2)
        let query = "복잡한 뷰 계층"
        #expect(slices(searcher, query) == 2)
        var top = TopDocs(capacity: 10)
        #expect(searcher.phaseOne(query, language: nil, capacity: 10, into: &top))
        #expect(top.sorted().map(\.doc) == Array(0..<10))
    }

    @Test func aTopicFilterGivesTheSameRulesOnTwoThreads() {
        let one = Searcher(reader: Self.reader, slices: 1)
        let two = Searcher(reader: Self.reader, slices: 2)
        let topics = Set(Self.rules.map(\.topic.slug)).sorted()
        for query in Self.queries.prefix(4) {
            for topic in topics {
                let q = SearchQuery(text: query, topic: topic, limit: 20)
                #expect(two.rank(q).map(\.id) == one.rank(q).map(\.id), "\(query) in \(topic)")
            }
        }
    }

    @Test func concurrentSlicedSearchesAgreeWithSerialOnes() async {
        // Four queries at once: the worker is busy for most, whose callers score both slices.
        let one = Searcher(reader: Self.reader, slices: 1)
        let two = Searcher(reader: Self.reader, slices: 2)
        let expected = Self.queries.map { one.rank(SearchQuery(text: $0)).map(\.id) }
        await withTaskGroup(of: (Int, [RuleID]).self) { group in
            for round in 0..<4 {
                for (i, query) in Self.queries.enumerated() where (i + round) % 2 == 0 {
                    group.addTask { (i, two.rank(SearchQuery(text: query)).map(\.id)) }
                }
            }
            for await (i, ids) in group {
                #expect(ids == expected[i], "\(Self.queries[i])")
            }
        }
    }

    @Test func aSliceTakesALowerSlicesScoreAsItIsAndAHigherOnesOneUnitLess() {
        let thresholds = SliceThresholds(slices: 2)
        #expect(thresholds.floor(for: 0) == 0)
        thresholds.publish(3, slice: 1)
        thresholds.publish(2, slice: 0)
        // Slice 0's rules win a tie with slice 1's: only what is below 3 is excluded.
        #expect(thresholds.floor(for: 0) == 3 - BlockMaxScorer.fixedUnit)
        #expect(thresholds.floor(for: 1) == 2)
    }
}
