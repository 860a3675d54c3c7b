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

/// One test per cue: each aside phrase, caption mark, label and heading cue, set in a guideline the way
/// a guideline could use the same characters, must leave the guideline a guideline.
@Suite struct EachCueTests {
    @Test(arguments: CueLexicon.asidePhrases) func anAsidePhraseInATranslationIsKept(_ phrase: String) throws {
        // (At the very start of a block, a translator's label such as 역주 marks a note of the translator's.)
        let korean = "이 문장에 \(phrase) 같은 말이 들어 있어도 버튼을 누르면 화면을 닫으라는 지침입니다."
        let text = "# Buttons\n\n**Close the view when people tap the button.** Keep it predictable.\n\n> \(korean)\n"
        let drafts = try drafts(text, format: .markdown, topics: ["buttons"])
        #expect(drafts.contains { $0.hasEnglish && $0.koreanText == korean }, "\(phrase)")
    }

    @Test(arguments: CueLexicon.firstPersonWords) func theFirstPersonInATranslationIsKept(_ word: String) throws {
        let korean = "\"\(word) 먼저 할게요\" 같은 레이블보다 동작을 나타내는 짧은 레이블을 사용하세요."
        let text = "Buttons\n\nUse a short label that names the action, not a sentence in the first person.\n\n\(korean)\n"
        let drafts = try drafts(text, topics: ["buttons"])
        #expect(drafts.contains { $0.hasEnglish && $0.koreanText == korean }, "\(word)")
    }

    @Test(arguments: CueLexicon.captionMarks) func aCaptionMarkInALongGuidelineIsNotACaption(_ mark: String) {
        let sentence = "목록의 항목 \(mark) 표시는 사람들이 항목의 위치를 이해하도록 도와주므로, 항목이 많을 때에는 일관된 순서로 배치하고 간격을 충분히 두어 읽기 쉽게 만드세요."
        let pieces = structure("Lists\n\nKeep list items in a consistent order.\n\n\(sentence)\n")
        #expect(pieces.contains { $0.role == .paragraph && $0.text == sentence }, "\(mark)")
    }

    @Test(arguments: CueLexicon.sourceLabels + CueLexicon.referenceLabels) func aLabelWordThatStartsASentenceIsNotALinkBlock(_ label: String) {
        let sentence = "\(label) 화면에서는 버튼을 항상 오른쪽 아래에 배치하고 사람들이 쉽게 찾을 수 있게 하세요."
        #expect(LinkLabels.label(sentence) == nil, "\(label)")
    }

    @Test(arguments: CueLexicon.creditLabels) func aCreditWordInASentenceIsNotAByline(_ label: String) {
        #expect(Bylines.creditLine("\(label) 기능을 제공하는 앱은 원문과 번역문을 나란히 보여주세요.") == nil, "\(label)")
    }

    @Test(arguments: CueLexicon.afterwordHeadings) func anAfterwordWordInAParagraphEndsNothing(_ word: String) {
        let text = "Settings\n\nKeep settings few.\n\n설정은 적게 유지하세요.\n\n\(word) 같은 단어가 있어도 이 문단은 설정 화면의 제목을 짧게 쓰라는 지침입니다.\n\nAvoid long setting titles.\n\n긴 설정 제목은 피하세요.\n"
        let kept = structure(text).filter(\.isContent).map(\.text)
        #expect(kept.contains("긴 설정 제목은 피하세요."), "\(word)")
    }

    @Test(arguments: CueLexicon.englishReferenceOpeners) func aReferenceOpenerThatIsAGuidelineIsNotAReference(_ opener: String) {
        let sentence = "\(opener.prefix(1).uppercased() + opener.dropFirst()) people who use VoiceOver, describe each control in a label that says what it does instead of how it looks."
        #expect(!References.isReference(sentence) || sentence.lowercased().contains(" see "), "\(opener)")
    }
}
