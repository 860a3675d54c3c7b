/// Korean word lists that reading guideline text needs: endings and particles, not any document.
public enum KoreanWords {
    /// Endings of imperative and hortative sentences: -세요, -십시오, -합시다, -바랍니다, -마라, -말자.
    public static let imperativeEndings = ["세요", "십시오", "시오", "합시다", "바랍니다", "마라", "말라", "말자", "말아라", "말아요"]

    /// Last syllables of a complete Korean sentence even without a period: 합니다, 한다, 해요, 하자, 함, 것.
    public static let sentenceFinalSyllables: Set<Character> = ["다", "요", "죠", "까", "라", "자", "오", "네", "음", "함", "임", "것"]

    /// Particles and connectives that can stand alone on a line when a paste broke a sentence around them.
    public static let strayParticles: Set<String> = ["와", "과", "및", "또는", "그리고", "혹은", "이나", "나", "를", "을", "의", "에", "로", "으로"]

    /// Connectives that end a line mid-sentence: "…activity views 와".
    public static let trailingConnectives = ["와", "과", "및", "또는", "그리고", "혹은"]

    /// Endings of a verb made a noun, an adverb or a clause (묶기, 보이게, 닫고, 숨기지, 넣으며, 열면,
    /// 고르거나): a word that ends in one is a form of a verb whose other forms the rules may use,
    /// not a misspelling of them.
    public static let verbEndings = ["기", "게", "고", "지", "며", "면", "거나", "도록", "려고"]

    /// Particles that attach to a noun, longest first, for finding the noun in an 어절 (시트를 → 시트).
    public static let nounParticles = [
        "에서는", "으로는", "에게는", "까지는", "부터는", "에서도", "에서의", "으로의", "에게서",
        "에서", "에게", "으로", "까지", "부터", "처럼", "보다", "마다", "이나", "이며", "이고", "과의", "와의", "에는", "에도", "에의",
        "은", "는", "이", "가", "을", "를", "의", "에", "로", "와", "과", "도", "만", "나",
    ]
}
