/// Writes Unicode scalars as UTF-8 bytes straight into a string's storage: the analyzers make
/// their terms (syllable n-grams, initials, vocabulary words) from scalar values, and going
/// through `Character` or `String.append` per scalar costs more than the analysis itself.
public enum UTF8Writing {
    /// Writes `v` at `n` and returns how many bytes it took (1 to 4).
    @inlinable @inline(__always)
    public static func write(_ v: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at n: Int) -> Int {
        if v < 0x80 {
            buffer[n] = UInt8(v)
            return 1
        }
        if v < 0x800 {
            buffer[n] = UInt8(0xC0 | (v >> 6))
            buffer[n + 1] = UInt8(0x80 | (v & 0x3F))
            return 2
        }
        if v < 0x10000 {
            writeThreeBytes(v, into: buffer, at: n)
            return 3
        }
        buffer[n] = UInt8(0xF0 | (v >> 18))
        buffer[n + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
        buffer[n + 2] = UInt8(0x80 | ((v >> 6) & 0x3F))
        buffer[n + 3] = UInt8(0x80 | (v & 0x3F))
        return 4
    }

    /// Writes `v`, a scalar in U+0800…U+FFFF (Hangul syllables and jamo), as its three bytes at `n`.
    @inlinable @inline(__always)
    public static func writeThreeBytes(_ v: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at n: Int) {
        buffer[n] = UInt8(0xE0 | (v >> 12))
        buffer[n + 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
        buffer[n + 2] = UInt8(0x80 | (v & 0x3F))
    }

    /// The string of `scalars`, any scalar values.
    @inlinable
    public static func string(_ scalars: some Collection<UInt32>) -> String {
        String(unsafeUninitializedCapacity: 4 * scalars.count) { buffer in
            var n = 0
            for v in scalars { n += write(v, into: buffer, at: n) }
            return n
        }
    }

    /// The string of `scalars`, each in U+0800…U+FFFF (syllables, jamo), after an ASCII `prefix` byte if given.
    @inlinable
    public static func string(threeByte scalars: some Collection<UInt32>, prefix: UInt8? = nil) -> String {
        let start = prefix == nil ? 0 : 1
        return String(unsafeUninitializedCapacity: start + 3 * scalars.count) { buffer in
            if let prefix { buffer[0] = prefix }
            var n = start
            for v in scalars {
                writeThreeBytes(v, into: buffer, at: n)
                n += 3
            }
            return n
        }
    }
}
