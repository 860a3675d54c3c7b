#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A term as a dictionary key, hashed and compared by its UTF-8 bytes.
///
/// Terms are already NFC (the analyzer normalizes), so byte equality is the
/// equality that matters; `String`'s own hashing normalizes again on every
/// look-up, which cost more than the rest of numbering a token when building.
struct TermKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: TermKey, b: TermKey) -> Bool {
        var x = a.text, y = b.text
        return x.withUTF8 { p in y.withUTF8 { q in p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) } }
    }
}
