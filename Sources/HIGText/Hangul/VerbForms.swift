/// The forms a Korean verb takes as people type it, for finding a verb the glossary names by its
/// noun form (닫기, 숨기기, 띄우기) in a query that conjugates it (닫는, 닫아야, 숨겨도, 띄워도, 지울).
///
/// General grammar, regular conjugation only: the stem and an ending (닫 + 는), the stem's last
/// vowel fused with the ending's 어/아 (쓰 + 어 → 써, 숨기 + 어 → 숨겨, 띄우 + 어 → 띄워, 보 + 아 → 봐),
/// or its last syllable closed by the adnominal ㄴ or ㄹ (쓰 → 쓴, 쓸; 지우 → 지울). Irregular stems
/// (누르 → 눌러, 열 → 여는) keep only their regular forms.
public enum VerbForms {
    /// Endings that follow a stem as it is: clauses, nouns, adverbs, questions and requests.
    static let endings: Set<String> = [
        "는", "은", "을", "기", "게", "고", "지", "며", "면", "니", "자", "거나", "도록", "려고", "려면", "는지", "을지", "는데",
        "나요", "을까", "을까요", "자마자", "세요", "십시오",
        "으면", "으며", "으니", "으려고", "으려면", "으세요", "으십시오",
        "어", "아", "어야", "아야", "어도", "아도", "어서", "아서", "어요", "아요",
    ]

    /// Endings that follow the fused syllable (써 + 야, 띄워 + 도); nothing at all is a form too (써).
    static let fusedEndings: Set<String> = ["", "야", "도", "서", "요", "야지", "라", "줘", "주세요"]

    /// Medial of a stem's last syllable → the medial it fuses into with 어/아 (ㅡ → ㅓ, ㅜ → ㅝ, ㅣ → ㅕ,
    /// ㅗ → ㅘ, ㅚ → ㅙ); vowels that absorb 어/아 (ㅏ ㅐ ㅓ ㅔ ㅕ) stay. Indices as `HangulSyllable.medial`,
    /// in a fixed order so that look-ups by the fused vowel come out the same on every run.
    static let fused: [(stem: Int, fused: Int)] = [(18, 4), (13, 14), (20, 6), (8, 9), (11, 10), (0, 0), (1, 1), (4, 4), (5, 5), (6, 6)]

    /// Finals of the adnominal endings: ㄴ (쓴) and ㄹ (쓸), as `HangulSyllable.final`.
    static let adnominalFinals = [4, 8]

    /// Whether `word` (scalars, one word) is a form of the verb whose stem is `stem` (the glossary's
    /// noun form less its 기: 닫기 → 닫).
    public static func isForm(_ word: [UInt32], ofStem stem: [UInt32]) -> Bool {
        guard !stem.isEmpty, word.count >= stem.count, let last = HangulSyllable(stem[stem.count - 1]) else { return false }
        let head = stem.dropLast()
        guard word.starts(with: head) else { return false }
        let rest = word[head.count...]
        // The stem and an ending.
        if rest.starts(with: [stem[stem.count - 1]]), endings.contains(string(rest.dropFirst())) { return true }
        guard last.final == 0, let first = rest.first, let typed = HangulSyllable(first),
              typed.initial == last.initial else { return false }
        // The last vowel fused with 어/아, and what may follow it; 하 fuses into 해.
        let fusedMedial = last.medial == 0 && last.initial == Self.hieut ? 1 : fused.first { $0.stem == last.medial }?.fused
        if typed.final == 0, typed.medial == fusedMedial, fusedEndings.contains(string(rest.dropFirst())) { return true }
        // The last syllable closed by ㄴ or ㄹ, the word ending there.
        return rest.count == 1 && typed.medial == last.medial && adnominalFinals.contains(typed.final)
    }

    /// Where the 하다 of a noun made a verb starts in `word` (scalars, one word less its particle):
    /// 지정하지 → 2, 필요할 → 2, 표시해야 → 2; nil when the word is not a noun of two syllables or
    /// more and a form of 하다 (`isForm`), so 하지만, 정하지 and 하단 have none.
    public static func haVerbEnding(_ word: [UInt32]) -> Int? {
        guard word.count > 2 else { return nil }
        let ha = HangulSyllable(initial: hieut, medial: 0).scalar
        for k in 2..<word.count {
            // 하, 해, 한, 할 and the like: 하's initial and ㅏ or ㅐ.
            guard let syllable = HangulSyllable(word[k]), syllable.initial == hieut, syllable.medial <= 1 else { continue }
            var stem = Array(word[..<k])
            stem.append(ha)
            if isForm(word, ofStem: stem) { return k }
        }
        return nil
    }

    /// The syllables a verb stem's first syllable may be typed as (쓰 → 쓰, 써, 쓴, 쓸): what to look
    /// a one-syllable stem up by, given the typed word's first syllable `scalar`.
    public static func stemHeads(typed scalar: UInt32) -> [UInt32] {
        guard let syllable = HangulSyllable(scalar) else { return [scalar] }
        var heads = [scalar]
        func add(_ candidate: HangulSyllable) { if !heads.contains(candidate.scalar) { heads.append(candidate.scalar) } }
        if syllable.final == 0 {
            for (stem, fusedMedial) in fused where fusedMedial == syllable.medial && stem != syllable.medial {
                add(HangulSyllable(initial: syllable.initial, medial: stem))
            }
            if syllable.initial == Self.hieut && syllable.medial == 1 { add(HangulSyllable(initial: Self.hieut, medial: 0)) }
        } else if adnominalFinals.contains(syllable.final) {
            add(syllable.withoutFinal)
        }
        return heads
    }

    /// ㅎ, the initial of 하 (하다 fuses into 해).
    static let hieut = 18

    private static func string(_ scalars: ArraySlice<UInt32>) -> String { UTF8Writing.string(scalars) }
}
