import Foundation
import HIGModel
import HIGText
import Testing
@testable import HIGSearch
import _HIGTestSupport

@Suite struct RankingTests {
    @Test(arguments: [
        ("모달 닫는 버튼", "modality-4"),
        ("모달뷰를닫기전에", "modality-5"),
        ("모달 뷰를 닫기 전에", "modality-5"),
        ("dismiss modal view", "modality-4"),
        ("dismissing modal views", "modality-4"),
        ("progress bar 정확", "progress-indicators-3"),
        ("진행 상황을 정확히", "progress-indicators-3"),
        ("전체 화면 모달", "modality-7"),
        ("전체화면모달", "modality-7"),
        ("모달 작업은 짧게", "modality-3"),
        ("로딩 중임을 알려라", "loading-1"),
        ("로딩 화면 맞춤", "loading-3"),
        ("플레이스홀더", "loading-2"),
        ("make it clear loading", "loading-1"),
        ("blank screen frozen app", "loading-1"),
        ("activity indicator 계속", "progress-indicators-2"),
        ("툴바 트랙 숨기기", "progress-indicators-4"),
        ("모달 위에 모달", "modality-8"),
        ("UIProgressView", "progress-indicators-4"),
        ("Make it easy to identify the modal task", "modality-6"),
    ])
    func bestRuleComesFirst(query: String, expected: String) {
        #expect(Fixtures.ids(query).first == expected, "\(query): \(Fixtures.ids(query, limit: 3))")
    }

    @Test func koreanOnlyRuleIsFoundAndHasNoEnglishSnippet() throws {
        let result = try #require(Fixtures.search("여러 겹의 모달").results.first)
        #expect(result.id.rawValue == "modality-8")
        #expect(result.rule.isKoreanOnly)
        #expect(result.english == nil)
        #expect(result.korean?.highlightedTexts == ["여러 겹의 모달"])
    }

    @Test func languageFilterRestrictsMatchingToThatLanguage() {
        #expect(Fixtures.ids("분명한 이점", language: .english).isEmpty)
        #expect(Fixtures.ids("frozen blank", language: .korean).isEmpty)
        // English words inside Korean translations count as Korean text (and the glossary's
        // Korean for "progress bar" finds more); every result matches in its Korean.
        let korean = Fixtures.search("progress bar", language: .korean).results
        #expect(Set(["progress-indicators-1", "progress-indicators-3", "progress-indicators-4"])
            .isSubset(of: korean.map(\.id.rawValue)))
        #expect(korean.allSatisfy { $0.korean?.highlights.isEmpty == false })
        let english = Fixtures.search("progress bar", language: .english).results
        #expect(english.map(\.id.rawValue).contains("progress-indicators-1"))
        // A rule of the page the query names may match by the page's name alone (see `RuleFields`).
        #expect(english.allSatisfy { $0.english?.highlights.isEmpty == false || $0.rule.topic == RuleFixtures.progress })
        #expect(english.contains { $0.english?.highlights.isEmpty != false })
        #expect(Fixtures.ids("모달", language: Language.none).count == Fixtures.ids("모달").count)
    }

    @Test func topicFilterKeepsOneTopic() {
        let ids = Fixtures.ids("progress indicators", topic: "Loading")
        #expect(!ids.isEmpty)
        #expect(ids.allSatisfy { $0.hasPrefix("loading-") })
        #expect(Fixtures.ids("progress", topic: "no-such-topic").isEmpty)
    }

    @Test func resultsAreUniqueLimitedAndDeterministic() {
        let all = Fixtures.ids("모달", limit: 100)
        #expect(all.count == Set(all).count)
        #expect(all.count == 8)
        #expect(Fixtures.ids("모달", limit: 3) == Array(all.prefix(3)))
        let scores = Fixtures.search("모달", limit: 100).results.map(\.score)
        #expect(scores == scores.sorted(by: >))
        #expect(Fixtures.search("모달").results.map(\.score) == Fixtures.search("모달").results.map(\.score))
    }

    @Test func tiesGoToTheEarlierRule() throws {
        // Two rules with the same text score the same; index order decides.
        var twin = RuleFixtures.all[2]
        twin.id = RuleID("modality-30")
        let rules = [RuleFixtures.all[0], twin, RuleFixtures.all[2]]
        let searcher = Searcher(reader: try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "t")))
        let results = searcher.search(SearchQuery(text: "복잡한 뷰 계층")).results
        #expect(results.prefix(2).map(\.id.rawValue) == ["modality-30", "modality-3"])
        #expect(results[0].score == results[1].score)
    }

    @Test func aRuleIsAboutItsPageEvenWhereItsTextDoesNotNameIt() throws {
        // The toggles page says "states" without "toggle"; the buttons page names toggles in passing.
        let toggles = Topic(slug: "toggles", english: "Toggles", korean: "토글")
        let buttons = Topic(slug: "buttons", english: "Buttons", korean: "버튼")
        func rule(_ topic: Topic, _ en: String, _ ko: String) -> Rule {
            let source = Source(document: "\(topic.slug).md", title: topic.english, lines: LineRange(1, 1))
            return Rule(id: RuleID(topic: topic.slug, number: 1), topic: topic, kind: .guideline,
                        english: [EnglishText(title: en, text: en, sources: [source])],
                        translations: [Translation(title: ko, text: ko, source: source)], order: 0)
        }
        let rules = [rule(buttons, "Toggles and pop-up buttons look like buttons.", "토글과 팝업 버튼은 버튼처럼 보입니다."),
                     rule(toggles, "Make the difference between the two states obvious.", "두 상태의 차이를 분명히 하세요.")]
        let searcher = Searcher(reader: try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "t")))
        for query in ["toggle states", "토글 상태"] {
            #expect(searcher.search(SearchQuery(text: query)).results.first?.id.rawValue == "toggles-1", "\(query)")
        }
        // The page's name alone still reaches the rule that says it.
        #expect(searcher.search(SearchQuery(text: "pop-up buttons")).results.first?.id.rawValue == "buttons-1")
    }

    @Test func badQueriesGiveNoResults() {
        for query in ["", "   ", "\u{00A0}\n\t", "?!…", "— · ※", "a the of", "The of AND"] {
            let response = Fixtures.search(query)
            #expect(response.results.isEmpty, "\(query)")
        }
        #expect(Fixtures.search("모달", limit: 0).results.count == 1)
        #expect(Fixtures.search("zzzqqq 쀍쀍").results.isEmpty)
    }

    @Test func veryLongQueriesAreCutAndStayFast() {
        let long = String(repeating: "모달 dismiss 버튼 진행 상황 ", count: 500)  // ~10,000 characters
        let clock = ContinuousClock()
        let start = clock.now
        let response = Fixtures.search(long)
        #expect(clock.now - start < .seconds(1))
        #expect(!response.results.isEmpty)
        let plan = QueryPlan(text: String(repeating: "가나다라마바사아자차카타파하 ", count: 800), analyzer: Fixtures.searcher.analyzer)
        #expect(plan.terms.count <= SearchQuery.maxTerms)
        // Cutting at the limit never splits a surrogate pair or traps on a decomposed syllable.
        for filler in ["😀", "모".decomposedStringWithCanonicalMapping, "a\u{301}"] {
            let text = String(repeating: "x", count: SearchQuery.maxTextLength - 1) + String(repeating: filler, count: 10)
            _ = QueryPlan(text: text, analyzer: Fixtures.searcher.analyzer)
            _ = Fixtures.search(text)
        }
    }

    @Test func concurrentSearchesAgreeWithSerialOnes() {
        let queries = ["모달 닫는 버튼", "progress bar 정확", "dismiss modal view", "로딩", "모달뷰를닫기전에", "activity indicator"]
        let expected = queries.map { Fixtures.ids($0) }
        let results = Results(count: queries.count * 8)
        DispatchQueue.concurrentPerform(iterations: queries.count * 8) { i in
            results.set(i, Fixtures.ids(queries[i % queries.count]))
        }
        for i in 0..<(queries.count * 8) { #expect(results.get(i) == expected[i % queries.count]) }
    }

    final class Results: @unchecked Sendable {
        private var values: [[String]]
        private let lock = NSLock()
        init(count: Int) { values = Array(repeating: [], count: count) }
        func set(_ i: Int, _ value: [String]) { lock.lock(); values[i] = value; lock.unlock() }
        func get(_ i: Int) -> [String] { lock.lock(); defer { lock.unlock() }; return values[i] }
    }

    @Test func rankAgreesWithSearch() {
        let ranked = Fixtures.searcher.rank(SearchQuery(text: "모달 닫는 버튼"))
        #expect(ranked.map(\.id) == Fixtures.search("모달 닫는 버튼").results.map(\.id))
        #expect(ranked.allSatisfy { Fixtures.reader.id(at: $0.index) == $0.id })
    }
}

/// The pruned top-k must equal exhaustive BM25F scoring.
@Suite struct PruningTests {
    /// Scores every rule for every term, no pruning, same arithmetic.
    func exhaustive(_ searcher: Searcher, _ text: String, language: Language?, k: Int) -> [ScoredDoc] {
        let reader = searcher.reader
        var plan = searcher.prepare(SearchQuery(text: text, language: language))!.plan
        let k1 = reader.parameters.k1
        let values = ImpactQuantizer.values
        var scores = [Double](repeating: 0, count: reader.ruleCount)
        reader.withBytes { raw in
            plan.resolve(in: reader, raw: raw)
            let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
            defer { buffer.deallocate() }
            for t in searcher.candidateTerms(plan) {
                let term = plan.terms[t]
                let info = term.info!
                var cursor = PostingCursor(info, raw: raw, ruleCount: reader.ruleCount, buffer: buffer)
                let scale = term.weight * term.idf * (k1 + 1)
                while cursor.doc != PostingCursor.end {
                    let ko = language == .english ? 0 : cursor.koreanImpact
                    let en = language == .korean ? 0 : cursor.englishImpact
                    let x = values[Int(ko)] + values[Int(en)]
                    scores[Int(cursor.doc)] += BlockMaxScorer.fixed(scale * (x / (k1 + x)))
                    cursor.next()
                }
            }
        }
        return scores.enumerated().filter { $0.element > 0 }
            .map { ScoredDoc(score: $0.element, doc: UInt32($0.offset)) }
            .sorted { $0.ranksAbove($1) }.prefix(k).map { $0 }
    }

    @Test func maxScoreFindsTheExactTopK() throws {
        let rules = SyntheticRules.make(count: 3000, seed: 5)
        let reader = try IndexReader(data: try IndexWriter.encode(rules: rules, fingerprint: "p"))
        let searcher = Searcher(reader: reader)
        for query in ["모달 닫는 버튼", "progress bar 정확", "dismiss modal view", "로딩 화면", "모달 사용 시기",
                      "활동 표시기", "content", "앱 색상 progress"] {
            for language in [nil, Language.korean, .english] {
                for k in [1, 10, 50] {
                    let expected = exhaustive(searcher, query, language: language, k: k)
                    var top = TopDocs(capacity: k)
                    let plan = searcher.phaseOne(query, language: language, capacity: k, into: &top)
                    #expect(plan, "\(query)")
                    let found = top.sorted()
                    #expect(found.map(\.doc) == expected.map(\.doc), "\(query) \(String(describing: language)) k=\(k)")
                    #expect(found.map(\.score) == expected.map(\.score))
                }
            }
        }
    }
}
