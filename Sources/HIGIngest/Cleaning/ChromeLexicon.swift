import Foundation
import HIGText

/// The words and shapes by which Korean blog posts mark what is not the guideline:
/// the translator talking, the blog's furniture, captions, link blocks.
///
/// Every cue is a convention of Korean tech blogs, never a sentence of a particular
/// document. Matching is done on normalized text (NFC, spaces unified).
enum ChromeLexicon {
    /// Headings after which the translator speaks for themselves until the next part.
    static let afterwordHeadings: Set<String> = [
        "느낀점", "느낀 점", "후기", "번역 후기", "소감", "마치며", "글을 마치며", "마무리", "맺음말", "끝으로",
        "회고", "정리하며", "나가며", "참고자료", "참고 자료", "참고 문헌", "출처", "references", "reference",
        "afterword", "epilogue", "마치면서", "끝", "the end", "outro", "comments", "댓글",
    ]

    /// Labels of "see the original" link blocks; the lines after them name the source.
    static let sourceLabels = ["원문", "원본", "출처", "source", "original", "원글"]
    static let referenceLabels = ["참고", "참조", "reference", "references", "관련 글", "함께 보기", "see also"]

    /// Phrases only a translator writes about their own work or readers.
    static let asidePhrases = [
        "오역", "의역", "번역한 것", "번역했", "번역해 보", "번역해보", "번역을 하게", "번역을 해", "번역하면서", "번역하며",
        "번역본", "직접 번역", "번역 모임", "번역에 참여", "역자", "역주", "옮긴이", "번역자", "제가 ", "저는 ", "저도 ",
        "필자", "개인적으로", "제 생각", "읽어 주셔서", "읽어주셔서", "봐주셔서", "봐 주셔서", "감사합니다", "고맙습니다",
        "알려주세요", "알려 주세요", "말씀해 주세요", "말씀해주세요", "피드백 부탁", "피드백 주시", "댓글로", "댓글 남겨",
        "댓글 부탁", "포스팅", "이번 글", "이 글은", "이 글에서", "이번 포스트", "블로그", "원본에서",
        "원문에서", "원본 참고", "원문 참고", "원본을 참고", "원문을 참고", "공부하면서", "공부한 내용", "정리해 보",
        "정리해보", "정리한 내용", "힘들었", "재밌었", "어려웠",
    ]

    /// How many aside phrases the text carries, each at the start of a word
    /// ("제가" the pronoun, not the end of "문제가").
    static func asideCues(_ text: String) -> Int {
        asidePhrases.reduce(0) { $0 + (startsAWord($1, in: text) ? 1 : 0) }
    }

    static func startsAWord(_ phrase: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: phrase, range: searchRange) {
            if range.lowerBound == text.startIndex { return true }
            let before = text[text.index(before: range.lowerBound)]
            if !(before.isLetter || before.isNumber) { return true }
            searchRange = range.upperBound..<text.endIndex
        }
        return false
    }

    /// Caption marks: "Alert(좌) Modal View(우)", "▲ 예시 화면", "[그림 1]", "이미지 출처".
    static let captionMarks = [
        "(좌)", "(우)", "(왼쪽)", "(오른쪽)", "(위)", "(아래)", "(상)", "(하)", "(좌측)", "(우측)", "▲", "△", "▼",
        "[그림", "<그림", "그림 1", "이미지 출처", "사진 출처", "출처:", "출처 :", "(출처", "figure 1", "image source", "(left)", "(right)",
    ]

    /// Whether a short line is a byline or date line: "by Lawn Feb 02. 2023", "2023. 2. 1. 14:05".
    static func isByline(_ text: String) -> Bool {
        let lower = text.lowercased()
        if text.count <= 60, hasDate(lower) { return true }
        return false
    }

    static func hasDate(_ lower: String) -> Bool {
        let patterns = [
            #"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}[.,]? \d{4}\b"#,
            #"\b\d{4}[./-] ?\d{1,2}[./-] ?\d{1,2}\b"#,
            #"\d{4}년 ?\d{1,2}월"#,
        ]
        return patterns.contains { lower.range(of: $0, options: .regularExpression) != nil }
    }

    /// `by Name …`: the name a byline credits.
    static func bylineAuthor(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count >= 2, words[0].lowercased() == "by" else { return nil }
        let name = words[1]
        guard name.first?.isLetter == true, !hasDate(String(name).lowercased()) else { return nil }
        return String(name)
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

    /// Informal Korean that guideline text never uses: ㅎㅎ, ㅋㅋ, ㅠㅠ, "..", "!!".
    static func isChatty(_ text: String) -> Bool {
        for mark in ["ㅎㅎ", "ㅋㅋ", "ㅠㅠ", "ㅜㅜ", "^^", "!!", "..", "…"] where text.contains(mark) {
            if mark == ".." || mark == "…" {
                // An ellipsis inside an English-style list ("and so on…") is not chat; Korean trailing off is.
                return LetterCounts(text).hangul > 0 && text.components(separatedBy: mark).count > 2
            }
            return true
        }
        return false
    }

    /// Whether the text mentions the HIG by name: a line that does and is short is a title.
    static func namesTheHIG(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.contains("human interface guideline") || lower.contains("휴먼 인터페이스")
            || lower.range(of: #"(^|[^a-z])hig([^a-z]|$)"#, options: .regularExpression) != nil
    }
}
