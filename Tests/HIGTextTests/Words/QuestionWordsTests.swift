import HIGText
import Testing

@Suite struct QuestionWordsTests {
    @Test("question, obligation and connective endings come off a word; the stem stays")
    func endings() {
        #expect(QuestionWords.koreanEndingLength("사용하나요") == 3)
        #expect(QuestionWords.koreanEndingLength("시작해야") == 2)
        #expect(QuestionWords.koreanEndingLength("입력하자마자") == 4)
        #expect(QuestionWords.koreanEndingLength("표시하면서") == 3)
        #expect(QuestionWords.koreanEndingLength("되나요") == 3)  // a question word, whole
    }

    @Test("an ending that would leave nothing, or a word that only looks like one, stays")
    func contentStays() {
        #expect(QuestionWords.koreanEndingLength("하자마자") == 0)
        #expect(QuestionWords.koreanEndingLength("화면") == 0)
        #expect(QuestionWords.koreanEndingLength("모달") == 0)
    }

    @Test("filler adverbs weigh as question words; negation, time and \"too many\" do not")
    func fillers() {
        #expect(QuestionWords.koreanEndingLength("또") == 1)
        #expect(QuestionWords.koreanEndingLength("그냥") == 2)
        for word in ["안", "다시", "항상", "너무", "많이"] { #expect(QuestionWords.koreanEndingLength(word) == 0, "\(word)") }
    }

    @Test("몇 takes its counter with it")
    func counters() {
        #expect(QuestionWords.isCounter("개까지", afterHowMany: true))
        #expect(QuestionWords.isCounter("몇초", afterHowMany: false))
        #expect(!QuestionWords.isCounter("개까지", afterHowMany: false))
    }

    @Test("how takes its degree word with it, and only how does")
    func degreesAfterHow() {
        #expect(QuestionWords.isEnglish("long", afterHow: true))
        #expect(QuestionWords.isEnglish("many", afterHow: true))
        #expect(!QuestionWords.isEnglish("long"), "a long press is a long press")
        #expect(!QuestionWords.isEnglish("title", afterHow: true), "how titles … asks about titles")
    }

    @Test("a question for an amount asks for a count or a measure")
    func answerCues() {
        #expect(QuestionWords.answerCue("몇", previous: nil) == .quantity)
        #expect(QuestionWords.answerCue("몇개", previous: "버튼") == .quantity)
        #expect(QuestionWords.answerCue("many", previous: "how") == .quantity)
        #expect(QuestionWords.answerCue("long", previous: "how") == .measure)
        #expect(QuestionWords.answerCue("long", previous: "a") == nil)
        #expect(QuestionWords.answerCue("언제", previous: nil) == nil)
    }
}
