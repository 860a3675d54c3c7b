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

    /// Bytes given in parts hash as their concatenation, wherever the parts split the 32-byte stripes.
    @Test(arguments: [0, 1, 5, 31, 32, 33, 64, 100, 1000])
    func partsHashAsTheirConcatenation(count: Int) {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = XXHash64.hash(bytes)
        #expect(XXHash64.hash(parts: [bytes]) == whole)
        #expect(XXHash64.hash(parts: [[], bytes, []]) == whole)
        for _ in 0..<20 {
            var parts: [[UInt8]] = []
            var start = 0
            while start < count {
                let end = min(count, start + Int.random(in: 0...40, using: &generator))
                parts.append(Array(bytes[start..<end]))
                start = end
            }
            #expect(XXHash64.hash(parts: parts) == whole, "parts \(parts.map(\.count))")
        }
    }
}
