import HIGText
import Testing
@testable import HIGSearch

@Suite struct TopicOverviewTests {
    @Test(arguments: ["모달리티", "Modality", "modality", "진행 표시기", "Progress indicators"])
    func aQueryNamingATopicPutsItsFirstRuleFirst(query: String) throws {
        let ids = Fixtures.ids(query)
        let topic = try #require(Fixtures.reader.topics.first { [$0.topic.korean, $0.topic.english, $0.topic.slug].contains(query) })
        let first = try #require((0..<Fixtures.reader.ruleCount).first { Fixtures.reader.topicIndex(ofRule: $0) == Fixtures.reader.topics.firstIndex(of: topic) })
        #expect(ids.first == Fixtures.reader.id(at: first).rawValue)
        #expect(Set(ids).count == ids.count, "no rule twice")
    }

    @Test(arguments: ["ㅁㄷㄹㅌ", "모달리타", "ㅈㅎ ㅍㅅㄱ"])
    func aTopicNamedInInitialsOrMisspeltBringsItsOverview(query: String) {
        let overview = query.hasPrefix("ㅈ") ? "progress-indicators-1" : "modality-1"
        #expect(Fixtures.ids(query).first == overview, "\(query)")
    }

    @Test(arguments: [("progress indicator", "progress-indicators-1"), ("Progress Indicator", "progress-indicators-1"),
                      ("loadings", "loading-1"), ("모달", "modality-1"), ("modal", "modality-1")])
    func aTopicNamedInTheSingularOrByAGlossaryTermBringsItsOverview(query: String, overview: String) {
        // "modal" stems as Modality does; 모달 is the glossary's Korean for modal.
        #expect(Fixtures.ids(query).first == overview, "\(query)")
    }

    @Test func onlyAWholeQueryNamesATopic() {
        let overviews = TopicOverviews(reader: Fixtures.reader, glossary: .standard, stemmer: EnglishStemmer())
        #expect(overviews.overview(named: "progress indicators") == 11)
        #expect(overviews.overview(named: "progress indicator bar") == nil)
        #expect(overviews.overview(named: "모달 닫기") == nil)
        #expect(overviews.overview(named: "dismiss") == nil, "a glossary term of no topic")
        #expect(overviews.overview(named: "") == nil)
        #expect(TopicOverviews.stemmedKey("Navigation bars", stemmer: EnglishStemmer())
                == TopicOverviews.stemmedKey("navigation bar", stemmer: EnglishStemmer()))
        #expect(TopicOverviews.stemmedKey("진행 표시기", stemmer: EnglishStemmer()).isEmpty)
    }

    @Test func aTopicFilterElsewhereDoesNotBringTheOverview() {
        #expect(!Fixtures.ids("모달리티", topic: "loading").contains { $0.hasPrefix("modality") })
    }
}
