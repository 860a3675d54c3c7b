import Testing
import HIGText

@Suite struct StandaloneCharacterTests {
    /// Every standalone scalar stays its own `Character` beside each kind of standalone scalar (and
    /// itself): what lets text made of them be walked by scalars.
    @Test func standaloneScalarsNeverJoinANeighbour() {
        let all = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }.filter { Script.isStandaloneCharacter($0.value) }
        #expect(all.count > 11_000)
        let partners = ["\n", " ", "a", "\t", "가", "힣", "ㄱ", "·", "…", "、", "→", "Ａ", "é", "\u{2022}"].map { Character($0).unicodeScalars.first! }
        for scalar in all {
            for partner in partners + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(partner)
                #expect(String(pair).count == 2, "U+\(String(scalar.value, radix: 16)) beside U+\(String(partner.value, radix: 16))")
                pair = String.UnicodeScalarView([partner, scalar])
                #expect(String(pair).count == 2)
            }
        }
    }

    @Test func joiningScalarsAreNotStandalone() {
        // Carriage return (joins a line feed), a combining accent, a final jamo, a zero-width joiner,
        // a variation selector, a soft hyphen, a regional indicator, an emoji.
        for value: UInt32 in [0x0D, 0x301, 0x11A8, 0x200D, 0xFE0F, 0xAD, 0x1F1F0, 0x1F600, 0x302A] {
            #expect(!Script.isStandaloneCharacter(value))
        }
    }
}
