import Testing
@testable import HIGSearch

@Suite struct XXHash64Tests {
    /// Reference values of XXH64 with seed 0 (from the reference implementation).
    @Test func matchesReferenceValues() {
        #expect(XXHash64.hash([]) == 0xEF46_DB37_51D8_E999)
        #expect(XXHash64.hash(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(XXHash64.hash(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        #expect(XXHash64.hash(Array("0123456789abcdef0123456789abcdef".utf8)) == 0x642A_9495_8E71_E6C5)
        let long = Array((0..<768).map { UInt8($0 % 256) }) + Array("xyz".utf8)
        #expect(XXHash64.hash(long) == 0xE921_A1B4_5BD7_79F8)
    }
}
