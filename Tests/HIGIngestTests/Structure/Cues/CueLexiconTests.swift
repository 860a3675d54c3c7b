import Testing
@testable import HIGIngest

/// Every cue is evidence, not a verdict: each has a guideline sentence (of the kind HIG
/// translations write) it must not turn into an aside, a byline, a caption or a link block.
@Suite struct CueLexiconTests {
    /// Guideline sentences that contain a cue word or something like it, each of which must stay a guideline.
    static let guidelines = [
        "로딩이 끝나면 사용자에게 알려주세요.",
        "블로그 앱처럼 글이 많은 앱에서는 제목을 짧게 유지하세요.",
        "소셜 미디어에 포스팅하는 기능은 공유 시트로 제공하세요.",
        "개발자는 시스템 버튼을 사용하여 손쉬운 사용을 지원할 수 있습니다.",
        "필자가 아닌 사용자가 만든 콘텐츠에는 출처를 표시하세요.",
        "이번 글자 크기 설정은 모든 화면에 적용하세요.",
        "문제가 발생하면 경고를 표시하세요.",
        "출처: 표시는 이미지 아래에 작게 두는 것이 좋습니다. 사용자가 원본을 찾을 수 있도록 링크를 제공하세요.",
        "감사 표시 같은 보조 정보는 버튼 아래에 두세요.",
        "정리해야 할 항목이 많다면 목록을 그룹으로 나누세요.",
    ]

    @Test(arguments: guidelines) func aGuidelineSentenceIsNotAnAside(_ sentence: String) {
        #expect(!AsideSignals.isStrongAside(sentence), "\(sentence)")
        #expect(LinkLabels.label(sentence) == nil, "\(sentence)")
        #expect(Bylines.creditLine(sentence) == nil, "\(sentence)")
        #expect(!CueLexicon.isPlatformNote(sentence), "\(sentence)")
    }

    @Test(arguments: guidelines) func aGuidelineInABilingualPageStaysWhenItTranslatesItsEnglish(_ sentence: String) throws {
        // Even with a sign of the translator's voice, a Korean block that pairs with the English above it is kept.
        let text = "# Loading\n\n**Let people know when loading finishes.** Tell them what changed.\n\n> \(sentence)\n"
        let drafts = try drafts(text, format: .markdown, topics: ["loading"])
        #expect(drafts.contains { $0.hasEnglish && $0.koreanText.contains(sentence) }, "\(sentence)")
    }

    @Test func everyAsidePhraseIsTheTranslatorsWord() {
        // Each phrase alone is one sign; in the first person it is two, an aside wherever it stands
        // unless it translates English; two phrases are an aside whatever they stand beside.
        for phrase in CueLexicon.asidePhrases {
            #expect(AsideSignals.signals("\(phrase) 관련 메모입니다.") == 1, "\(phrase)")
            #expect(AsideSignals.signals("제가 \(phrase) 남깁니다.") == 2, "\(phrase)")
            #expect(AsideSignals.isStrongAside("\(phrase) 그리고 감사합니다 고맙습니다"), "\(phrase)")
        }
        #expect(AsideSignals.isStrongAside("역자설명 : 앱 익스포제는 모든 창을 보여줍니다."))
        #expect(AsideSignals.isStrongAside("오역이 있을 수 있어요 😊"))
        #expect(AsideSignals.isStrongAside("엄청 길다.. 힘들었다..."))
    }

    @Test func cuesMatchAtTheStartOfAWord() {
        #expect(!CueLexicon.speaksInFirstPerson("일반적으로 문제가 발생했을 때 경고가 표시됩니다."))
        #expect(CueLexicon.speaksInFirstPerson("제가 번역했습니다"))
        #expect(!CueLexicon.startsAWord("이번 글에서", in: "이번 글자 크기"))
    }

    @Test func platformNotesInBothLanguages() {
        #expect(CueLexicon.isPlatformNote("No additional considerations for tvOS."))
        #expect(CueLexicon.isPlatformNote("tvOS에 대한 추가 고려 사항은 없습니다."))
        #expect(CueLexicon.isPlatformNote("iOS, iPadOS 또는 tvOS에 대한 추가 고려 사항 없음."))
        #expect(!CueLexicon.isPlatformNote("Consider additional padding for tvOS."))
    }
}
