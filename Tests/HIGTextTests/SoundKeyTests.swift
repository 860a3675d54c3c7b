import Testing
import HIGText

@Suite struct SoundKeyTests {
    @Test(arguments: [
        ("placeholder", "플레이스홀더"), ("indicator", "인디케이터"), ("activity", "액티비티"), ("progress", "프로그레스"),
        ("navigation", "내비게이션"), ("customizing", "커스터마이징"), ("animation", "애니메이션"), ("fullscreen", "풀스크린"),
        ("multitasking", "멀티태스킹"), ("indicators", "인디케이터"),
    ])
    func englishWordsMeetTheirKoreanSpelling(english: String, korean: String) throws {
        let key = try #require(SoundKey.english(english))
        #expect(SoundKey.hangul(korean.unicodeScalars.map(\.value)) == key)
    }

    @Test func shortKeysAreNotMade() {
        #expect(SoundKey.english("sense") == nil)
        #expect(SoundKey.hangul("사용자".unicodeScalars.map(\.value)) == nil)
        #expect(SoundKey.english("ui") == nil)
    }

    @Test func particlesComeOffBeforeKeying() {
        let word = Array("플레이스홀더를".unicodeScalars.map(\.value))
        #expect(SoundKey.hangul(SoundKey.stem(word)) == SoundKey.english("placeholder"))
    }

    @Test func queriesLookInTheOtherScript() {
        let analyzer = Analyzer()
        let document = analyzer.tokens("use placeholder text", mode: .document).filter { $0.kind == .sound }
        let query = analyzer.tokens("플레이스홀더를", mode: .query).filter { $0.kind == .sound }
        #expect(query.map(\.term) == ["~e" + SoundKey.english("placeholder")!])
        #expect(document.map(\.term).contains(query[0].term))
        #expect(query.first?.range == 0..<6)
        // The same script never meets by sound: an English query looks for Hangul spellings.
        #expect(analyzer.tokens("placeholder", mode: .query).filter { $0.kind == .sound }.map(\.term) == ["~k" + SoundKey.english("placeholder")!])
    }
}
