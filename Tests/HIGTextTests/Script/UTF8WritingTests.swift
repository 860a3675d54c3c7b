import Testing
import HIGText

@Suite struct UTF8WritingTests {
    /// One scalar of each UTF-8 length, Hangul and jamo among them: the bytes Swift's own encoder writes.
    @Test func writesWhatSwiftWrites() {
        let scalars: [UInt32] = [0x41, 0x7F, 0xE9, 0x7FF, 0x800, 0x3131, 0xAC00, 0xD7A3, 0xFFFD, 0x10000, 0x1F600, 0x10FFFF]
        let expected = String(String.UnicodeScalarView(scalars.map { Unicode.Scalar($0)! }))
        #expect(UTF8Writing.string(scalars) == expected)
        #expect(Array(UTF8Writing.string(scalars).utf8) == Array(expected.utf8))
    }

    @Test func writesThreeByteScalarsAfterAPrefix() {
        let initials: [UInt32] = [0x3141, 0x3137]  // ㅁ ㄷ
        #expect(UTF8Writing.string(threeByte: initials) == "ㅁㄷ")
        #expect(UTF8Writing.string(threeByte: initials, prefix: UInt8(ascii: "=")) == "=ㅁㄷ")
        #expect(UTF8Writing.string(threeByte: [UInt32]()) == "")
    }
}
