import Testing
import HIGText

@Suite struct HangulSyllableTests {
    @Test func syllablesComeApartAndBackTogether() throws {
        let dal = try #require(HangulSyllable("달"))
        #expect((dal.initial, dal.medial, dal.final) == (3, 0, 8))
        #expect(dal.string == "달")
        #expect(HangulSyllable(initial: 3, medial: 0).string == "다")
        #expect(HangulSyllable("a") == nil)
        #expect(HangulSyllable("ㄱ") == nil)
        #expect(HangulSyllable("가나") == nil)
        // Every syllable round-trips.
        for scalar in Script.firstSyllable...Script.lastSyllable {
            #expect(HangulSyllable(scalar)?.scalar == scalar)
        }
    }

    @Test func initialsAsJamo() {
        #expect(HangulSyllable.initialJamo(of: "모".unicodeScalars.first!.value) == "ㅁ".unicodeScalars.first!.value)
        #expect(HangulSyllable.initialJamo(of: 0x41) == nil)
        let range = HangulSyllable.syllables(withInitial: 0)
        #expect(range == ("가".unicodeScalars.first!.value)...("깋".unicodeScalars.first!.value))
    }
}

@Suite struct CompatibilityJamoTests {
    func keys(_ text: String) -> String {
        String(String.UnicodeScalarView(CompatibilityJamo.keystrokes(of: text.unicodeScalars.map(\.value))
            .compactMap(Unicode.Scalar.init)))
    }

    @Test func keystrokesSplitClustersAndCompoundVowels() {
        #expect(keys("모달") == "ㅁㅗㄷㅏㄹ")
        #expect(keys("닭") == "ㄷㅏㄹㄱ")
        #expect(keys("과") == "ㄱㅗㅏ")
        #expect(keys("의자") == "ㅇㅡㅣㅈㅏ")
        #expect(keys("ㄲ") == "ㄲ")
        #expect(keys("a모") == "ㅁㅗ")
    }

    @Test func conjoiningJamoMapToWhatTheUserSees() {
        #expect(CompatibilityJamo.fromConjoining(0x1100) == 0x3131)  // ᄀ → ㄱ
        #expect(CompatibilityJamo.fromConjoining(0x1161) == 0x314F)  // ᅡ → ㅏ
        #expect(CompatibilityJamo.fromConjoining(0x11AF) == 0x3139)  // ᆯ → ㄹ
        #expect(CompatibilityJamo.fromConjoining(0x41) == nil)
    }
}

@Suite struct JamoComposerTests {
    @Test(arguments: [
        ("ㅁㅗㄷㅏㄹ", "모달"), ("ㄷㅏㄹㄱ", "닭"), ("ㄷㅏㄹㄱㅣ", "달기"), ("ㄱㅗㅏ", "과"), ("ㅇㅡㅣㅈㅏ", "의자"),
        ("ㄱㄹㅂ", "ㄱㄹㅂ"), ("ㅏ", "ㅏ"), ("ㅁㅗㄷㅏㄹ ㅂㅠ", "모달 뷰"), ("ㄳ", "ㄳ"), ("ㄸㅏㄱ", "딱"),
        ("ㅇㅏㄸ", "아ㄸ"),
    ])
    func composesAsA2SetInputMethod(keys: String, expected: String) {
        #expect(JamoComposer.compose(keys) == expected)
    }
}

@Suite struct TwoSetLayoutTests {
    @Test(arguments: [
        ("ahekf", "모달"), ("tmdnlcl", "스위치"), ("tortkd", "색상"), ("qjxms", "버튼"), ("dkssudgktpdy", "안녕하세요"),
        ("Tmfoq", "쓰랩"), ("QHQ", "뽀ㅃ"),
    ])
    func englishKeysTypeKorean(keys: String, expected: String) {
        if expected.unicodeScalars.allSatisfy({ Script.isHangulSyllable($0) }) {
            #expect(TwoSetLayout.hangul(forKeys: keys) == expected)
        } else {
            #expect(TwoSetLayout.hangul(forKeys: keys) == nil, "loose jamo are not a word")
        }
    }

    @Test func englishWordsAreNotKorean() {
        for word in ["modal", "button", "sheet", "toolbar", "alert", "view", "progress"] {
            #expect(TwoSetLayout.hangul(forKeys: word) == nil, "\(word)")
        }
        #expect(TwoSetLayout.hangul(forKeys: "ab1") == nil)
        #expect(TwoSetLayout.hangul(forKeys: "") == nil)
    }
}

@Suite struct SyllableCompletionTests {
    func scalar(_ text: String) -> UInt32 { text.unicodeScalars.first!.value }

    @Test func anOpenSyllableMayTakeAnyFinalOrACompoundVowel() {
        let ranges = SyllableCompletion.inPlace(scalar("다"))
        #expect(ranges == [scalar("다")...scalar("닿")])
        let go = SyllableCompletion.inPlace(scalar("고"))
        #expect(go.count == 4)
        #expect(go.contains { $0.contains(scalar("과")) && $0.contains(scalar("곽")) })
        #expect(go.contains { $0.contains(scalar("괴")) })
    }

    @Test func aFinalMayGrowIntoAClusterOrOpenTheNextSyllable() throws {
        let ranges = SyllableCompletion.inPlace(scalar("달"))
        #expect(ranges.contains(scalar("달")...scalar("달")))
        #expect(ranges.contains(scalar("닭")...scalar("닭")))
        #expect(!ranges.contains { $0.contains(scalar("답")) })
        let split = try #require(SyllableCompletion.finalAsNextInitial(scalar("달")))
        #expect(split.syllable == scalar("다"))
        #expect(split.nextInitial == 5)  // ㄹ
        let cluster = try #require(SyllableCompletion.finalAsNextInitial(scalar("닭")))
        #expect(cluster.syllable == scalar("달"))
        #expect(cluster.nextInitial == 0)  // ㄱ
        #expect(SyllableCompletion.finalAsNextInitial(scalar("다")) == nil)
        #expect(SyllableCompletion.inPlace(0x41).isEmpty)
    }
}

@Suite struct EditDistanceTests {
    func distance(_ a: String, _ b: String, limit: Int = 3) -> Int? {
        EditDistance.damerauLevenshtein(Array(a), Array(b), limit: limit)
    }

    @Test func countsSubstitutionsInsertionsDeletionsAndSwaps() {
        #expect(distance("control", "contol") == 1)
        #expect(distance("spotlight", "spotligt") == 1)
        #expect(distance("modal", "mdoal") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("same", "same") == 0)
    }

    @Test func givesUpAboveTheLimit() {
        #expect(distance("kitten", "sitting", limit: 2) == nil)
        #expect(distance("a", "abcd", limit: 2) == nil)
        #expect(distance("abcdef", "badcfe", limit: 3) == 3)
    }

    @Test func limitsGrowWithLength() {
        #expect(EditDistance.englishLimit(length: 3) == 0)
        #expect(EditDistance.englishLimit(length: 6) == 1)
        #expect(EditDistance.englishLimit(length: 9) == 2)
        #expect(EditDistance.hangulLimit(syllables: 1) == 0)
        #expect(EditDistance.hangulLimit(syllables: 2) == 1)
    }

    @Test func verbFormsFuseCloseAndTakeEndings() {
        func form(_ word: String, _ stem: String) -> Bool {
            VerbForms.isForm(word.unicodeScalars.map(\.value), ofStem: stem.unicodeScalars.map(\.value))
        }
        // The stem and an ending; the last vowel fused with 어/아; the adnominal ㄴ/ㄹ.
        #expect(form("닫는", "닫") && form("닫아도", "닫") && form("넣어야", "넣"))
        #expect(form("써야", "쓰") && form("띄워도", "띄우") && form("숨겨", "숨기") && form("봐요", "보") && form("표시해", "표시하"))
        #expect(form("쓸", "쓰") && form("지운", "지우"))
        #expect(!form("보안", "보") && !form("쓰레기", "쓰") && !form("닫", "닫") && !form("닫혀", "닫"))
        // What a one-syllable stem is looked up by, from the typed word's first syllable.
        #expect(Set(VerbForms.stemHeads(typed: 0xC368 /* 써 */)).contains(0xC4F0 /* 쓰 */))
        #expect(Set(VerbForms.stemHeads(typed: 0xC4F8 /* 쓸 */)).contains(0xC4F0))
    }

    @Test func aNounMadeAVerbByHadaIsFoundWhereHadaStarts() {
        func start(_ word: String) -> Int? { VerbForms.haVerbEnding(word.unicodeScalars.map(\.value)) }
        #expect(start("지정하지") == 2 && start("필요할") == 2 && start("표시해야") == 2 && start("사용하는") == 2)
        #expect(start("애니메이션하기") == 5)
        // A noun of one syllable, 하 starting the word, or no form of 하다 after the noun.
        #expect(start("정하지") == nil && start("하지만") == nil && start("하단") == nil && start("화면") == nil)
        #expect(start("모달하늘") == nil && start("버튼") == nil)
    }
}
