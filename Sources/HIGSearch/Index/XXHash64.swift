/// XXH64, a fast non-cryptographic 64-bit hash (seed 0), used as the index checksum.
///
/// Written from the published algorithm description; checked against its
/// reference values in the tests. Runs at several GB/s, so checking a whole
/// index at open costs about a millisecond per 5–10 MB.
enum XXHash64 {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) private static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* p1 &+ p4
    }

    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return finish(seed &+ p5, base: nil, from: 0, to: 0, length: 0) }
        var offset = 0
        var h: UInt64
        if count >= 32 {
            var v1 = seed &+ p1 &+ p2, v2 = seed &+ p2, v3 = seed, v4 = seed &- p1
            let limit = count - 32
            while offset <= limit {
                v1 = round(v1, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                v2 = round(v2, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
                v3 = round(v3, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
                v4 = round(v4, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
                offset += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(h, v1); h = merge(h, v2); h = merge(h, v3); h = merge(h, v4)
        } else {
            h = seed &+ p5
        }
        return finish(h, base: base, from: offset, to: count, length: count)
    }

    private static func finish(_ hash: UInt64, base: UnsafeRawPointer?, from start: Int, to end: Int, length: Int) -> UInt64 {
        var h = hash &+ UInt64(length)
        var offset = start
        if let base {
            while offset + 8 <= end {
                h ^= round(0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                h = rotl(h, 27) &* p1 &+ p4
                offset += 8
            }
            if offset + 4 <= end {
                h ^= UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* p1
                h = rotl(h, 23) &* p2 &+ p3
                offset += 4
            }
            while offset < end {
                h ^= UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) &* p5
                h = rotl(h, 11) &* p1
                offset += 1
            }
        }
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// The hash of `parts` one after the other: the same as `hash` of their concatenation, without it.
    static func hash(parts: [[UInt8]]) -> UInt64 {
        if parts.count == 1 { return hash(parts[0]) }
        var stream = Stream()
        for part in parts { part.withUnsafeBytes { stream.update($0) } }
        return stream.finish()
    }

    /// XXH64 of bytes given in pieces: whole 32-byte stripes go through the four lanes as they come;
    /// the bytes of a stripe split between two pieces wait in `pending`.
    struct Stream {
        private var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
        private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var pendingCount = 0
        private var length = 0

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            length += bytes.count
            var offset = 0
            if pendingCount > 0 {
                let taken = min(32 - pendingCount, bytes.count)
                withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: pendingCount).copyMemory(from: base, byteCount: taken) }
                pendingCount += taken
                offset = taken
                guard pendingCount == 32 else { return }
                withUnsafeBytes(of: pending) { stripe(at: $0.baseAddress!) }
                pendingCount = 0
            }
            while offset + 32 <= bytes.count {
                stripe(at: base + offset)
                offset += 32
            }
            if offset < bytes.count {
                pendingCount = bytes.count - offset
                withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: pendingCount) }
            }
        }

        @inline(__always) private mutating func stripe(at base: UnsafeRawPointer) {
            v1 = round(v1, base.loadUnaligned(fromByteOffset: 0, as: UInt64.self).littleEndian)
            v2 = round(v2, base.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian)
            v3 = round(v3, base.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian)
            v4 = round(v4, base.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian)
        }

        func finish() -> UInt64 {
            var h: UInt64
            if length >= 32 {
                h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                h = merge(h, v1); h = merge(h, v2); h = merge(h, v3); h = merge(h, v4)
            } else {
                h = p5
            }
            return withUnsafeBytes(of: pending) { tail in
                XXHash64.finish(h, base: tail.baseAddress, from: 0, to: pendingCount, length: length)
            }
        }
    }
}
