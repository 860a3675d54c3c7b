import Testing
import HIGText

@Suite struct BilingualLexiconTests {
    /// Small aligned texts of my own: "sheet" always stands with 시트, "button" with 버튼.
    static let pairs: [(String, String)] = [
        ("Use a sheet for a simple task.", "간단한 작업에는 시트를 사용하세요."),
        ("Keep the sheet short.", "시트는 짧게 유지하세요."),
        ("Put a button in the sheet.", "시트에 버튼을 두세요."),
        ("Label the button clearly.", "버튼에 분명한 레이블을 붙이세요."),
        ("Make the button easy to tap.", "버튼은 누르기 쉽게 만드세요."),
        ("Dismiss the sheet with a button.", "버튼으로 시트를 닫으세요."),
    ]

    static let lexicon = LexiconLearner().learn(pairs.map { (LexiconUnits.english($0.0), LexiconUnits.korean($0.1)) })

    @Test func unitsAreStemsAndBigrams() {
        #expect(LexiconUnits.english("Dismissing the sheets quickly") == ["dismiss", "sheet", "quick"])
        #expect(LexiconUnits.korean("시트를 닫아") == ["시트", "트를", "닫아"])
        #expect(LexiconUnits.korean("큰 창") == ["큰", "창"])
    }

    @Test func wordsThatAlwaysStandTogetherArePaired() throws {
        #expect(Self.lexicon.korean(forEnglish: "sheet").first?.unit == "시트")
        #expect(Self.lexicon.korean(forEnglish: "button").first?.unit == "버튼")
        #expect(Self.lexicon.english(forKorean: "시트").first?.unit == "sheet")
        #expect(Self.lexicon.weight(english: "sheet", korean: "버튼") < Self.lexicon.weight(english: "sheet", korean: "시트"))
    }

    @Test func agreementTellsATranslationFromAnotherText() {
        let english = LexiconUnits.english("Keep the button in the sheet.")
        let translation = Self.lexicon.match(english: english, korean: LexiconUnits.korean("버튼을 시트 안에 두세요."))
        let other = Self.lexicon.match(english: english, korean: LexiconUnits.korean("색상은 대비가 높아야 합니다."))
        #expect(translation.agreement > other.agreement)
        #expect(translation.englishMatched >= 2 && other.englishMatched == 0)
    }

    @Test func itRoundTripsThroughBytes() throws {
        let bytes = Self.lexicon.serialized()
        let read = try #require(BilingualLexicon(serialized: bytes))
        #expect(read.koreanByEnglish.keys.sorted() == Self.lexicon.koreanByEnglish.keys.sorted())
        #expect(read.korean(forEnglish: "sheet").first?.unit == "시트")
        #expect(BilingualLexicon(serialized: bytes.dropLast()) == nil)
        #expect(BilingualLexicon(serialized: [9] + bytes.dropFirst()) == nil)
    }

    @Test func learningIsDeterministic() {
        let again = LexiconLearner().learn(Self.pairs.reversed().map { (LexiconUnits.english($0.0), LexiconUnits.korean($0.1)) })
        #expect(again.serialized() == Self.lexicon.serialized())
    }
}
