/// The language a block of text is written in, judged by its letters.
public enum Language: String, Sendable, Hashable, Codable {
    case english = "en"
    case korean = "ko"
    /// No letters at all: numbers, punctuation, emoji.
    case none

    /// Judges by the share of Hangul among letters: Korean translations keep
    /// English terms ("Done(완료) 버튼"), so a modest Hangul share already
    /// means Korean. One Hangul syllable counts as much as three Latin letters,
    /// about the information each carries.
    public init(of text: some StringProtocol) {
        let counts = LetterCounts(text)
        if counts.hangul == 0 && counts.latin == 0 {
            self = .none
        } else if counts.hangul * 3 >= counts.latin / 2 && counts.hangul > 0 {
            self = .korean
        } else {
            self = .english
        }
    }
}

/// How many Hangul and Latin letters a text has.
public struct LetterCounts: Sendable, Hashable {
    public var hangul = 0
    public var latin = 0

    public init(_ text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            switch Script(scalar) {
            case .hangul: hangul += 1
            case .latin: latin += 1
            default: break
            }
        }
    }
}
