/// The Korean 2-set (두벌식) keyboard on an English (QWERTY) layout: what a Korean word
/// looks like when it is typed with the input method switched off (`ahekf` = 모달).
///
/// Letters map to jamo keystrokes (q ㅂ, w ㅈ, e ㄷ, r ㄱ, t ㅅ, y ㅛ, u ㅕ, i ㅑ, o ㅐ,
/// p ㅔ, a ㅁ, s ㄴ, d ㅇ, f ㄹ, g ㅎ, h ㅗ, j ㅓ, k ㅏ, l ㅣ, z ㅋ, x ㅌ, c ㅊ, v ㅍ,
/// b ㅠ, n ㅜ, m ㅡ; shifted Q ㅃ, W ㅉ, E ㄸ, R ㄲ, T ㅆ, O ㅒ, P ㅖ, other capitals as
/// their lower case), then `JamoComposer` builds the syllables.
public enum TwoSetLayout {
    /// Jamo of the lower-case keys a–z.
    private static let lower: [UInt32] = Array("ㅁㅠㅊㅇㄷㄹㅎㅗㅑㅓㅏㅣㅡㅜㅐㅔㅂㄱㄴㅅㅕㅍㅈㅌㅛㅋ".unicodeScalars.map(\.value))
    /// Shifted keys that type another jamo than their lower case.
    private static let shifted: [UInt32: UInt32] = [
        UInt32(ascii: "Q"): 0x3143, UInt32(ascii: "W"): 0x3149, UInt32(ascii: "E"): 0x3138,
        UInt32(ascii: "R"): 0x3132, UInt32(ascii: "T"): 0x3146, UInt32(ascii: "O"): 0x3152, UInt32(ascii: "P"): 0x3156,
    ]

    /// The jamo an ASCII letter types; `nil` for anything else.
    @inline(__always)
    public static func jamo(forKey key: UInt32) -> UInt32? {
        if Script.isASCIILowercase(key) { return lower[Int(key - 0x61)] }
        if Script.isASCIIUppercase(key) { return shifted[key] ?? lower[Int(key - 0x41)] }
        return nil
    }

    /// The Hangul an ASCII word types, if every letter maps and the result is all syllables
    /// (`tmdnlcl` → 스위치); `nil` when it leaves loose jamo, as English words do (`modal` → ㅡ왿미).
    public static func hangul(forKeys word: some StringProtocol) -> String? {
        var keys: [UInt32] = []
        for scalar in word.unicodeScalars {
            guard let jamo = jamo(forKey: scalar.value) else { return nil }
            keys.append(jamo)
        }
        guard !keys.isEmpty else { return nil }
        let composed = JamoComposer.compose(keys)
        guard composed.allSatisfy(Script.isHangulSyllable) else { return nil }
        return String(String.UnicodeScalarView(composed.compactMap(Unicode.Scalar.init)))
    }
}
private extension UInt32 {
    /// The code of an ASCII character literal.
    init(ascii: Unicode.Scalar) { self = ascii.value }
}
