/// Compatibility jamo (U+3131–U+3163: ㄱ…ㅎ, ㅏ…ㅣ), what a keyboard produces for a jamo
/// typed alone, and how they map to the parts of a syllable (`HangulSyllable`).
///
/// A consonant can stand as an initial, a final or both (ㄸ ㅃ ㅉ are never finals;
/// the clusters ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ only finals). Clusters and the compound
/// vowels ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ ㅢ take two keystrokes on a 2-set keyboard; `keystrokes` splits
/// them, `cluster` and `compoundVowel` join them.
public enum CompatibilityJamo {
    /// The 19 initials, in `HangulSyllable.initial` order.
    public static let initials: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]
    /// The finals in `HangulSyllable.final` order; index 0 (no final) is 0.
    public static let finals: [UInt32] = [
        0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B, 0x313C, 0x313D,
        0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146, 0x3147, 0x3148, 0x314A, 0x314B,
        0x314C, 0x314D, 0x314E,
    ]
    /// ㅏ; the 21 vowels follow it contiguously in `HangulSyllable.medial` order.
    public static let firstVowel: UInt32 = 0x314F

    /// Clusters of two finals: (first, second) keystrokes → the cluster's final index.
    private static let clusters: [(first: Int, second: Int, cluster: Int)] = [
        (1, 19, 3),   // ㄱ+ㅅ = ㄳ
        (4, 22, 5),   // ㄴ+ㅈ = ㄵ
        (4, 27, 6),   // ㄴ+ㅎ = ㄶ
        (8, 1, 9),    // ㄹ+ㄱ = ㄺ
        (8, 16, 10),  // ㄹ+ㅁ = ㄻ
        (8, 17, 11),  // ㄹ+ㅂ = ㄼ
        (8, 19, 12),  // ㄹ+ㅅ = ㄽ
        (8, 25, 13),  // ㄹ+ㅌ = ㄾ
        (8, 26, 14),  // ㄹ+ㅍ = ㄿ
        (8, 27, 15),  // ㄹ+ㅎ = ㅀ
        (17, 19, 18), // ㅂ+ㅅ = ㅄ
    ]
    /// Compound vowels: (first, second) medial indices → the compound's index.
    private static let compounds: [(first: Int, second: Int, compound: Int)] = [
        (8, 0, 9),    // ㅗ+ㅏ = ㅘ
        (8, 1, 10),   // ㅗ+ㅐ = ㅙ
        (8, 20, 11),  // ㅗ+ㅣ = ㅚ
        (13, 4, 14),  // ㅜ+ㅓ = ㅝ
        (13, 5, 15),  // ㅜ+ㅔ = ㅞ
        (13, 20, 16), // ㅜ+ㅣ = ㅟ
        (18, 20, 19), // ㅡ+ㅣ = ㅢ
    ]

    @inline(__always)
    public static func isVowel(_ jamo: UInt32) -> Bool {
        jamo >= firstVowel && jamo <= Script.lastCompatibilityJamo
    }

    @inline(__always)
    public static func isConsonant(_ jamo: UInt32) -> Bool {
        jamo >= Script.firstCompatibilityJamo && jamo < firstVowel
    }

    /// The initial index of a consonant jamo (ㅁ → 6); `nil` for clusters and vowels.
    public static func initialIndex(_ jamo: UInt32) -> Int? { initials.firstIndex(of: jamo) }

    /// The final index of a consonant jamo (ㄹ → 8, ㄺ → 9); `nil` for ㄸ ㅃ ㅉ and vowels.
    public static func finalIndex(_ jamo: UInt32) -> Int? {
        guard jamo != 0 else { return nil }
        return finals.firstIndex(of: jamo)
    }

    /// The medial index of a vowel jamo (ㅏ → 0).
    public static func medialIndex(_ jamo: UInt32) -> Int? {
        isVowel(jamo) ? Int(jamo - firstVowel) : nil
    }

    /// The vowel jamo of a medial index.
    public static func vowel(_ medial: Int) -> UInt32 { firstVowel + UInt32(medial) }

    /// The cluster a final and one more consonant make (ㄹ + ㄱ → ㄺ), as a final index.
    public static func cluster(final: Int, adding consonant: UInt32) -> Int? {
        guard let second = finalIndex(consonant) else { return nil }
        return clusters.first { $0.first == final && $0.second == second }?.cluster
    }

    /// The two finals of a cluster final (ㄺ → ㄹ, ㄱ); `nil` for a single final.
    public static func split(final: Int) -> (first: Int, second: Int)? {
        clusters.first { $0.cluster == final }.map { ($0.first, $0.second) }
    }

    /// Clusters that start with this final (ㄹ → ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ).
    public static func clusters(startingWith final: Int) -> [Int] {
        clusters.filter { $0.first == final }.map(\.cluster)
    }

    /// The compound a vowel and one more vowel make (ㅗ + ㅏ → ㅘ), as a medial index.
    public static func compoundVowel(_ medial: Int, adding vowel: UInt32) -> Int? {
        guard let second = medialIndex(vowel) else { return nil }
        return compounds.first { $0.first == medial && $0.second == second }?.compound
    }

    /// Compound vowels that start with this vowel (ㅗ → ㅘ ㅙ ㅚ).
    public static func compounds(startingWith medial: Int) -> [Int] {
        compounds.filter { $0.first == medial }.map(\.compound)
    }

    /// The keystrokes of a syllable on a 2-set keyboard, as compatibility jamo:
    /// 닭 → ㄷ ㅏ ㄹ ㄱ, 과 → ㄱ ㅗ ㅏ. One typo is one keystroke wrong, missing or extra.
    public static func keystrokes(of syllable: HangulSyllable, into out: inout [UInt32]) {
        out.append(initials[syllable.initial])
        if let compound = compounds.first(where: { $0.compound == syllable.medial }) {
            out.append(vowel(compound.first))
            out.append(vowel(compound.second))
        } else {
            out.append(vowel(syllable.medial))
        }
        guard syllable.final != 0 else { return }
        if let (first, second) = split(final: syllable.final) {
            out.append(finals[first])
            out.append(finals[second])
        } else {
            out.append(finals[syllable.final])
        }
    }

    /// The keystrokes of a text: syllables taken apart, compatibility jamo as they are,
    /// anything else dropped.
    public static func keystrokes(of scalars: some Sequence<UInt32>) -> [UInt32] {
        var out: [UInt32] = []
        for scalar in scalars {
            if let syllable = HangulSyllable(scalar) {
                keystrokes(of: syllable, into: &out)
            } else if Script.isCompatibilityJamo(scalar) {
                out.append(scalar)
            }
        }
        return out
    }

    /// A conjoining jamo (U+1100…, what NFD gives and some input methods send while a
    /// syllable is being composed) as the compatibility jamo a user sees; `nil` for others.
    public static func fromConjoining(_ scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x1100...0x1112: initials[Int(scalar - 0x1100)]
        case 0x1161...0x1175: firstVowel + (scalar - 0x1161)
        case 0x11A8...0x11C2: finals[Int(scalar - 0x11A8) + 1]
        default: nil
        }
    }
}
