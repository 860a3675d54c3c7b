import HIGModel
import HIGSearch
import Testing

@Suite struct TopicMatchTests {
    let topics = [
        Topic(slug: "modality", english: "Modality", korean: "모달리티"),
        Topic(slug: "progress-indicators", english: "Progress indicators", korean: "진행 표시기"),
    ]

    @Test func findsBySlugOrEitherName() {
        #expect(TopicMatch.find("modality", in: topics)?.slug == "modality")
        #expect(TopicMatch.find("Progress Indicators", in: topics)?.slug == "progress-indicators")
        #expect(TopicMatch.find("진행 표시기", in: topics)?.slug == "progress-indicators")
        #expect(TopicMatch.find("진행표시기", in: topics)?.slug == "progress-indicators")
    }

    @Test func findsByPrefixOfSlugOrEnglishName() {
        #expect(TopicMatch.find("progress", in: topics)?.slug == "progress-indicators")
        #expect(TopicMatch.find("modal", in: topics)?.slug == "modality")
    }

    @Test func findsNothingForUnknownOrEmptyNames() {
        #expect(TopicMatch.find("buttons", in: topics) == nil)
        #expect(TopicMatch.find("", in: topics) == nil)
        #expect(TopicMatch.find("--", in: topics) == nil)
    }
}
