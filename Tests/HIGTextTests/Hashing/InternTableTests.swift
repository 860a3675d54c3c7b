import Testing
import HIGText

@Suite struct InternTableTests {
    func number(_ table: inout InternTable, _ text: String) -> (UInt32, Bool) {
        var text = text
        return text.withUTF8 { table.number(of: UnsafeRawBufferPointer($0)) }
    }

    @Test func numbersInFirstSeenOrder() {
        var table = InternTable(capacity: 2)
        #expect(number(&table, "모달") == (0, true))
        #expect(number(&table, "dismiss") == (1, true))
        #expect(number(&table, "모달") == (0, false))
        #expect(number(&table, "") == (2, true))
        #expect(number(&table, "") == (2, false))
        #expect(table.count == 3)
        #expect(table.string(of: 1) == "dismiss")
        #expect(Array(table.bytes(of: 0)) == Array("모달".utf8))
    }

    /// Strings of every length around the hash's word sizes, many enough to make the table grow.
    @Test func keepsEveryStringThroughGrowth() {
        var table = InternTable(capacity: 4)
        let strings = (0..<5000).map { n in String(repeating: "ab모", count: n % 7) + String(n) }
        for (n, string) in strings.enumerated() { #expect(number(&table, string) == (UInt32(n), true)) }
        for (n, string) in strings.enumerated() {
            #expect(number(&table, string) == (UInt32(n), false))
            var copy = string
            #expect(copy.withUTF8 { table.number(ifPresent: UnsafeRawBufferPointer($0)) } == UInt32(n))
        }
        var missing = "absent"
        #expect(missing.withUTF8 { table.number(ifPresent: UnsafeRawBufferPointer($0)) } == nil)
    }

    /// Strings of up to 8 bytes are their own slot key: ones that differ only in a last byte, or
    /// only in length by trailing zero bytes, stay apart.
    @Test func shortStringsAreTheirOwnKeys() {
        var table = InternTable(capacity: 4)
        var strings: [[UInt8]] = (0...8).map { [UInt8](repeating: 0, count: $0) }
        for last in UInt8(0x80)...UInt8(0xBF) { strings.append([0xEB, 0xAA, 0xA8, 0xEB, 0x8B, last]) }  // 모 + one syllable's kin
        for (n, bytes) in strings.enumerated() {
            #expect(bytes.withUnsafeBytes { table.number(of: $0) } == (UInt32(n), true))
        }
        for (n, bytes) in strings.enumerated() {
            #expect(bytes.withUnsafeBytes { table.number(ifPresent: $0) } == UInt32(n))
            #expect(Array(table.bytes(of: n)) == bytes)
        }
    }

    @Test func hashReadsEveryByte() {
        // Strings that differ in one byte at each place, for lengths 1–20, hash apart.
        for length in 1...20 {
            let base = [UInt8](repeating: 0x61, count: length)
            let hashes = (0..<length).map { place -> UInt64 in
                var bytes = base
                bytes[place] = 0x62
                return bytes.withUnsafeBytes { InternTable.hash($0) }
            } + [base.withUnsafeBytes { InternTable.hash($0) }]
            #expect(Set(hashes).count == length + 1, "length \(length)")
        }
    }
}
