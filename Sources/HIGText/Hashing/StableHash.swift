/// A 64-bit FNV-1a hash whose value never changes between runs or machines
/// (unlike `Hasher`, which is seeded per process). Used for fingerprints that are stored.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    public mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0))  // separator, so "ab"+"c" differs from "a"+"bc"
    }

    /// The hash as 16 lower-case hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(text)
        return hash.value
    }
}
