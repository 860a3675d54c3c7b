import Testing
import HIGText

/// The build's normalization (`offsets: false`, `assign`) against the offsets path.
extension MatchTextTests {
    /// Every ASCII character, alone and among letters: the build's path (`offsets: false`, ASCII by
    /// table) gives the scalars the offsets path (each scalar through `map`) gives.
    @Test func everyASCIICharacterMapsAsWithOffsets() {
        for value in 0..<128 {
            let character = String(UnicodeScalar(UInt8(value)))
            for text in [character, "Ab" + character + "cD", character + character + " 모달"] {
                #expect(MatchText(text, offsets: false).scalars == MatchText(text).scalars, "\(value)")
            }
        }
    }

    /// A value normalizing text after text into its own storage holds what a new one would, after a
    /// longer text, a shorter one, one that leaves the fast path (decomposed jamo, a ligature) and an empty one.
    @Test func assignedTextsAreTheTextsNormalizedAfresh() {
        var reused = MatchText("", offsets: false)
        let texts = [String(repeating: "Modal VIEW 모달 뷰를 닫기. ", count: 20), "Sheet", "\u{1106}\u{1169}\u{1103}\u{1161}\u{11AF} 뷰",
                     "ﬁle “quoted” — dash\u{00A0}space", "", "x\ny\r\nz", "İstanbul ǅemal"]
        for text in texts {
            reused.assign(text)
            #expect(reused.scalars == MatchText(text, offsets: false).scalars, "\(text)")
            #expect(reused.scalars == MatchText(text).scalars, "\(text)")
        }
    }
}
