#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string hashed and compared by its UTF-8 bytes, for dictionaries of normalized text.
///
/// `String`'s own `==` and hashing follow Unicode canonical equivalence, which costs a
/// normalization check per comparison for non-ASCII text (every Hangul term). Text that went
/// through `Normalizer` or `MatchText` is already NFC, so its bytes decide.
public struct UTF8Key: Hashable, Sendable, CustomStringConvertible {
    public let string: String

    public init(_ string: String) {
        var string = string
        string.makeContiguousUTF8()
        self.string = string
    }

    public static func == (a: UTF8Key, b: UTF8Key) -> Bool {
        same(a.string, b.string)
    }

    /// Whether two strings have the same UTF-8 bytes (a `memcmp`, no normalization).
    @inline(__always)
    public static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    public func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public var description: String { string }
}
