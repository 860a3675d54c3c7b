import Foundation
import HIGText

/// Every word list by which ingest recognizes what is not a guideline, or what a line is for:
/// the translator speaking, a blog's furniture, link blocks, captions, notes, references, platform notes.
///
/// Each cue is a convention of Korean tech blogs or of the HIG's own pages, never a sentence of a
/// particular document. Matching is on normalized text (NFC, spaces unified). A cue is evidence, not a
/// verdict: passes weigh it with the block's shape and position, and alignment has the last word
/// (a Korean block that translates the English beside it is kept whatever it says).
/// `CueLexiconTests` holds, for every cue, a guideline sentence it must not match.
enum CueLexicon {
    // MARK: The translator speaking

    /// Phrases only a translator writes about their own work or readers. Each must start a word.
    static let asidePhrases = [
        "오역", "의역", "번역한 것", "번역했", "번역해 보", "번역해보", "번역을 하게", "번역을 해", "번역하면서", "번역하며",
        "번역본", "직접 번역", "번역 모임", "번역에 참여", "역자", "역주", "옮긴이", "번역자", "개인적으로", "제 생각",
        "읽어 주셔서", "읽어주셔서", "봐주셔서", "봐 주셔서", "감사합니다", "고맙습니다", "말씀해 주세요", "말씀해주세요",
        "피드백 부탁", "피드백 주시", "댓글로", "댓글 남겨", "댓글 부탁", "이번 글에서", "이번 글은", "이번 글을", "이 글은",
        "이 글에서", "이번 포스트", "이번 포스팅", "원본에서", "원문에서", "원본 참고", "원문 참고", "원본을 참고", "원문을 참고",
        "공부하면서", "공부한 내용", "정리해 보", "정리해보", "정리한 내용", "힘들었", "재밌었",
    ]

    /// The writer as a person: Korean first-person pronouns, each a whole word.
    static let firstPersonWords = ["제가", "저는", "저도", "저의", "저희는", "필자는", "필자가", "나는", "내가"]

    /// Labels that open a block the translator writes in their own name: "역자설명 : …", "역주) …".
    static let asideLabels = ["역자설명", "역자 설명", "역자의 말", "역주", "역자 주", "역자주", "옮긴이 주", "옮긴이의 말", "번역자 주", "translator's note"]

    /// Marks that open a translator's note inside a sentence: "(역주: …)", "[역자 주 …]".
    static let inlineAsideMarkers = ["역주", "역자 주", "역자주", "옮긴이", "번역자 주", "translator's note"]

    /// Informal Korean that guideline text never uses.
    static let chatMarks = ["ㅎㅎ", "ㅋㅋ", "ㅠㅠ", "ㅜㅜ", "^^", "!!"]

    // MARK: A blog's furniture

    /// Headings after which the translator speaks for themselves until the next part.
    static let afterwordHeadings: Set<String> = [
        "느낀점", "느낀 점", "후기", "번역 후기", "소감", "마치며", "글을 마치며", "마무리", "맺음말", "끝으로",
        "회고", "정리하며", "나가며", "참고자료", "참고 자료", "참고 문헌", "출처", "references", "reference",
        "afterword", "epilogue", "마치면서", "끝", "the end", "outro", "comments", "댓글",
    ]

    /// Labels of "see the original" link blocks; the value or the lines after them name the source.
    static let sourceLabels = ["원문", "원본", "출처", "source", "original", "원글"]
    /// Labels of citation blocks: works the translator consulted.
    static let referenceLabels = ["참고", "참조", "reference", "references", "관련 글", "함께 보기", "see also"]

    /// Labels of credit lines: "작성자: 박디자인", "Translated by Lee".
    static let creditLabels = ["작성자", "글쓴이", "번역자", "번역", "옮긴이", "역자", "translator", "author", "written by", "translated by"]

    /// Marks of a caption under an image: "Alert(좌) Modal View(우)", "▲ 예시 화면", "[그림 1]".
    static let captionMarks = [
        "(좌)", "(우)", "(왼쪽)", "(오른쪽)", "(위)", "(아래)", "(상)", "(하)", "(좌측)", "(우측)", "▲", "△", "▼",
        "[그림", "<그림", "그림 1", "이미지 출처", "사진 출처", "(출처", "figure 1", "image source", "(left)", "(right)",
    ]

    // MARK: What a line is for

    /// Note labels that stand alone before the text, with only a space after them ("NOTE If you…").
    static let spacedNoteLabels = ["DEVELOPER NOTE", "NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION", "알아두기", "노트", "개발자 참고"]
    /// Note labels that need a colon, because as plain words they also start sentences ("Note: …", "참고: …").
    static let colonNoteLabels = ["Note", "Tip", "Important", "Warning", "Caution", "참고", "중요", "주의", "팁", "노트", "알아두기"]
    /// Korean note labels a translation of a note may open with, colon or not, when it stands under its English note.
    static let translatedNoteLabels = ["개발자 참고", "참고", "노트", "알아두기", "중요", "주의", "팁"]

    /// Openers of a "see also" line in English: "For developer guidance, see UIViewController."
    static let englishReferenceOpeners = [
        "for developer guidance", "for additional guidance", "for more guidance", "for guidance", "for more information",
        "for related guidance", "for additional information", "to learn more", "see also", "developer guidance:",
        "for details, see", "for complete developer guidance",
    ]
    /// What a Korean "see also" line talks about ("개발자 가이드라인은…", "자세한 내용은…") …
    static let koreanReferenceTopics = [
        "개발자", "가이드라인은", "가이드는", "가이드라인을", "지침은", "지침을", "추가정보", "추가 정보", "자세한 내용", "자세한 정보",
        "추가 가이드", "관련 가이드", "관련 내용", "더 많은 정보", "더 알아보",
    ]
    /// … and the verb that sends the reader there ("…를 참고하세요", "…의 내용을 참조하십시오").
    static let koreanReferenceVerbs = ["참고", "확인", "참조", "보세요", "살펴보", "알아보"]

    /// How the HIG says a platform needs nothing of its own: "No additional considerations for tvOS."
    static let platformNoteEnglish = ["no additional considerations", "no additional guidance", "no specific considerations"]
    /// The same in Korean: "tvOS에 대한 추가 고려 사항은 없습니다", "추가 고려 사항 없음".
    static let platformNoteKorean = ["추가 고려 사항", "추가 고려사항", "추가적인 고려 사항", "추가 지침"]

    /// Words with which Korean points at what follows: "다음과 같이", "아래의 방법".
    static let koreanPointers = ["다음", "아래"]
    /// What follows a pointer when it announces a list: "다음과 같", "다음 중 하나".
    static let koreanPointerContinuations = ["과 같", "와 같", "의 ", "을 ", "를 ", "중 하나", " 중 ", "방법"]
    /// English announcing a list: "the following", "in these ways".
    static let englishListAnnouncements = ["the following", "following ways", "these ways"]

    // MARK: Matching

    /// How many aside phrases the text carries, each at the start of a word ("제가" the pronoun, not "문제가").
    static func asideCues(_ text: String) -> Int {
        // Every phrase is Korean: text without Hangul has none.
        guard text.unicodeScalars.contains(where: Script.isHangulSyllable) else { return 0 }
        return asidePhraseSet.matches(in: text).count
    }

    private static let asidePhraseSet = PhraseSet(asidePhrases)

    /// Whether the block opens with a translator's label ("역자설명 : …").
    static func opensWithAsideLabel(_ text: String) -> Bool {
        let lower = text.lowercased().drop { $0 == " " || $0 == "[" || $0 == "(" || $0 == "*" }
        return asideLabels.contains { label in
            guard lower.hasPrefix(label) else { return false }
            let next = lower.dropFirst(label.count).first
            return next.map { !$0.isLetterOrDigit } ?? true
        }
    }

    /// Whether the writer speaks of themselves: a first-person pronoun as a whole word.
    static func speaksInFirstPerson(_ text: String) -> Bool {
        firstPersonWords.contains { isWholeWord($0, in: text) }
    }

    /// Whether `phrase` occurs in `text` where a word starts.
    static func startsAWord(_ phrase: String, in text: String) -> Bool {
        PhraseSearch.occurrences(of: phrase, in: text).contains { start in
            start == text.startIndex || !text[text.index(before: start)].isLetterOrDigit
        }
    }

    /// Whether `word` occurs in `text` with no letter right before or after it.
    static func isWholeWord(_ word: String, in text: String) -> Bool {
        let length = word.utf8.count
        return PhraseSearch.occurrences(of: word, in: text).contains { start in
            let end = text.utf8.index(start, offsetBy: length)
            let startsWord = start == text.startIndex || !text[text.index(before: start)].isLetterOrDigit
            let endsWord = end == text.endIndex || !text[end].isLetterOrDigit
            return startsWord && endsWord
        }
    }

    /// Whether the text carries an emoji: guideline text never does, chatty asides often do.
    static func hasEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x1F300...0x1FAFF, 0x2600...0x27BF, 0x1F000...0x1F2FF: return true
            default: return false
            }
        }
    }

    /// Whether Korean text chats: ㅎㅎ, ㅋㅋ, ^^, !!, or trails off in ellipses ("힘들다.. 그래도..").
    static func isChatty(_ text: String) -> Bool {
        if chatMarks.contains(where: { PhraseSearch.contains($0, in: text) }) { return true }
        for mark in ["..", "…"] where PhraseSearch.contains(mark, in: text) {
            // An ellipsis inside an English-style list ("and so on…") is not chat; Korean trailing off twice is.
            return LetterCounts(text).hangul > 0 && text.components(separatedBy: mark).count > 2
        }
        return false
    }

    /// Whether the text names the HIG: a short line that does is a document title.
    static func namesTheHIG(_ text: String) -> Bool {
        let lower = text.lowercased()
        return PhraseSearch.contains("human interface guideline", in: lower) || PhraseSearch.contains("휴먼 인터페이스", in: lower)
            || PhraseSearch.occurrences(of: "hig", in: lower).contains { start in
                let end = lower.utf8.index(start, offsetBy: 3)
                return (start == lower.startIndex || !lower[lower.index(before: start)].isASCIILetter)
                    && (end == lower.endIndex || !lower[end].isASCIILetter)
            }
    }

    /// Whether a short line is a byline or date line: "by Lawn Feb 02. 2023", "2023. 2. 1. 14:05".
    static func isByline(_ text: String) -> Bool {
        text.count <= 60 && hasDate(text.lowercased())
    }

    /// Whether the text holds a date as blogs and change logs write them.
    static func hasDate(_ lower: String) -> Bool {
        // Every date has digits: most lines are answered without a regular expression.
        guard lower.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        let range = NSRange(lower.startIndex..<lower.endIndex, in: lower)
        return datePatterns.contains { $0.firstMatch(in: lower, range: range) != nil }
    }

    /// Dates as blogs and change logs write them: "feb 02. 2023", "2023. 2. 1.", "2024년 6월", "6/10/2024".
    private static let datePatterns: [NSRegularExpression] = [
        #"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}[.,]? \d{4}\b"#,
        #"\b\d{4}[./-] ?\d{1,2}[./-] ?\d{1,2}\b"#,
        #"\d{4}년 ?\d{1,2}월"#,
        #"\b\d{1,2}/\d{1,2}/\d{2,4}\b"#,
        #"\b(january|february|march|april|june|july|august|september|october|november|december) \d{1,2}, \d{4}\b"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// `by Name …`: the name a byline credits.
    static func bylineAuthor(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count >= 2, words[0].lowercased() == "by" else { return nil }
        let name = words[1]
        guard name.first?.isLetter == true, !hasDate(String(name).lowercased()) else { return nil }
        return String(name)
    }

    /// Whether the text says that a platform needs nothing of its own.
    static func isPlatformNote(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard text.count <= 160 else { return false }
        if platformNoteEnglish.contains(where: { PhraseSearch.contains($0, in: lower) }) { return true }
        return platformNoteKorean.contains(where: { PhraseSearch.contains($0, in: text) })
            && ["없습니다", "없음", "없다"].contains(where: { PhraseSearch.contains($0, in: text) })
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
}
