internal import CZstd
import Foundation

/// Compresses stored records one by one with zstd and a shared raw-content
/// dictionary, so one record decodes without the others while the keys, source
/// names and URLs that every record repeats cost almost nothing.
///
/// The dictionary is digested once (`ZSTD_CDict` / `ZSTD_DDict`) and then used
/// for every record: zlib's preset dictionary was re-hashed for each record,
/// which cost more than compressing it (a quarter of building a 100k-rule index).
/// Measured on 100k recombined rules: records take 19.9 MB at level 5, 18.1 MB at level 9.
enum RecordCodec {
    /// Largest dictionary kept: enough for the records' shared vocabulary.
    static let maxDictionary = 32 * 1024
    /// Compression level: the last of zstd's greedy levels. From 6 on it searches lazily, which on
    /// records of about a kilobyte with this dictionary costs 2.5 times the time for 12 % fewer
    /// bytes (`zstd -b1 -e9 -B900 -D`: 123 MB/s at 5, 46 MB/s at 9): at 100k rules, a second of
    /// the build's CPU for 2 % of the index.
    static let level: Int32 = 5

    /// A dictionary sampled from evenly spaced records (at most an eighth of all the JSON).
    static func dictionary(for records: [[UInt8]]) -> [UInt8] {
        let total = records.reduce(0) { $0 + $1.count }
        return dictionary(count: records.count, limit: min(maxDictionary, total / 8)) { records[$0] }
    }

    /// The dictionary of `count` records of at least `totalAtLeast` bytes in all, from the few
    /// records it samples (`record(i)` gives record `i`), or `nil` when the total may be too small
    /// for a full one and so all of them are needed (`dictionary(for:)`). What both give is the
    /// same: lets the build make and compress each record where it is made, not keep all the JSON.
    static func dictionary(count: Int, totalAtLeast: Int, record: (Int) -> [UInt8]) -> [UInt8]? {
        guard totalAtLeast / 8 >= maxDictionary else { return nil }
        return dictionary(count: count, limit: maxDictionary, record: record)
    }

    private static func dictionary(count: Int, limit: Int, record: (Int) -> [UInt8]) -> [UInt8] {
        guard limit > 0, count > 0 else { return [] }
        var out: [UInt8] = []
        let samples = min(count, 64)
        for k in 0..<samples {
            let room = limit - out.count
            if room <= 0 { break }
            out.append(contentsOf: record(k * count / samples).prefix(room))
        }
        return out
    }

    /// A digested compression dictionary, shared by every thread (zstd reads a `CDict` only).
    final class Dictionary: @unchecked Sendable {
        let pointer: OpaquePointer?

        /// - Complexity: digests `bytes` once.
        init(_ bytes: [UInt8]) {
            pointer = bytes.isEmpty ? nil : bytes.withUnsafeBytes { ZSTD_createCDict($0.baseAddress, $0.count, RecordCodec.level) }
        }

        deinit {
            ZSTD_freeCDict(pointer)
        }
    }

    /// One record compressed with `context` into `output` (grown to zstd's bound, which is what zstd
    /// is told it has, whatever `output`'s size); the bytes written, or `nil` if zstd fails.
    private static func compress(_ record: UnsafeRawBufferPointer, context: OpaquePointer, dictionary: Dictionary,
                                 into output: inout [UInt8]) -> Int? {
        let bound = ZSTD_compressBound(record.count)
        if output.count < bound { output = [UInt8](repeating: 0, count: max(bound, 2 * output.count)) }
        let written = output.withUnsafeMutableBytes { out in
            if let cdict = dictionary.pointer {
                ZSTD_compress_usingCDict(context, out.baseAddress, bound, record.baseAddress, record.count, cdict)
            } else {
                ZSTD_compressCCtx(context, out.baseAddress, bound, record.baseAddress, record.count, RecordCodec.level)
            }
        }
        guard ZSTD_isError(written) == 0 else { return nil }
        return written
    }

    /// Records per compression context: each chunk of records gets a fresh one, so
    /// the bytes depend on the records alone, never on which thread took which chunk.
    static let recordsPerContext = 256

    /// Records compressed on every core, in order; `nil` for any that failed.
    ///
    /// Deterministic: the same records and dictionary always give the same bytes.
    static func compress(_ records: [[UInt8]], dictionary bytes: [UInt8]) -> [[UInt8]?] {
        let dictionary = Dictionary(bytes)
        let chunks = stride(from: 0, to: records.count, by: recordsPerContext).map { $0..<min(records.count, $0 + recordsPerContext) }
        let compressed = Parallel.map(chunks.indices, workers: Parallel.workers(for: records.count), chunk: 1) { c, _ -> [[UInt8]?] in
            guard let context = ZSTD_createCCtx() else { return chunks[c].map { _ in nil } }
            defer { ZSTD_freeCCtx(context) }
            var output: [UInt8] = []
            return chunks[c].map { index in
                records[index].withUnsafeBytes { compress($0, context: context, dictionary: dictionary, into: &output) }
                    .map { Array(output[..<$0]) }
            }
        }
        return compressed.flatMap { $0 }
    }

    /// Records `0..<count` made and compressed on every core, as the parts of the `records` section
    /// (`RecordTable`), in order; `nil` if zstd failed. `records(range, take)` makes the records of
    /// `range` in order and hands each to `take`, whose buffer is only read during the call: no
    /// record's JSON is kept once it is compressed.
    ///
    /// The same bytes as `compress(_:dictionary:)` of the same records (the same contexts).
    static func compress(count: Int, dictionary bytes: [UInt8],
                         records: @Sendable (Range<Int>, (UnsafeRawBufferPointer) -> Void) -> Void) -> [RecordTable.Part]? {
        let dictionary = Dictionary(bytes)
        let chunks = stride(from: 0, to: count, by: recordsPerContext).map { $0..<min(count, $0 + recordsPerContext) }
        let parts = Parallel.map(chunks.indices, workers: Parallel.workers(for: count), chunk: 1) { c, _ -> RecordTable.Part? in
            guard let context = ZSTD_createCCtx() else { return nil }
            defer { ZSTD_freeCCtx(context) }
            var part = RecordTable.Part()
            var output: [UInt8] = []
            var failed = false
            records(chunks[c]) { record in
                guard !failed, let written = compress(record, context: context, dictionary: dictionary, into: &output) else {
                    failed = true
                    return
                }
                output.withUnsafeBytes { part.append(length: record.count, packed: UnsafeRawBufferPointer(rebasing: $0[..<written])) }
            }
            return failed ? nil : part
        }
        var all: [RecordTable.Part] = []
        all.reserveCapacity(parts.count)
        for part in parts {
            guard let part else { return nil }
            all.append(part)
        }
        return all
    }

    /// A digested dictionary for decompressing the records of one index; shared by every thread.
    final class Decompressor: @unchecked Sendable {
        private let dictionary: OpaquePointer?

        init(dictionary bytes: UnsafeRawBufferPointer) {
            dictionary = bytes.isEmpty ? nil : ZSTD_createDDict(bytes.baseAddress, bytes.count)
        }

        deinit {
            ZSTD_freeDDict(dictionary)
        }

        /// Decompresses one record of known length; `nil` if the bytes are not a valid frame of that length.
        ///
        /// - Complexity: O(length); a decompression context is made per call (a few microseconds).
        func decompress(_ input: UnsafeRawBufferPointer, length: Int) -> Data? {
            guard length >= 0, length <= 64 << 20, let context = ZSTD_createDCtx() else { return nil }
            defer { ZSTD_freeDCtx(context) }
            var output = Data(count: length)
            let written: Int = output.withUnsafeMutableBytes { out in
                if let dictionary {
                    ZSTD_decompress_usingDDict(context, out.baseAddress, out.count, input.baseAddress, input.count, dictionary)
                } else {
                    ZSTD_decompressDCtx(context, out.baseAddress, out.count, input.baseAddress, input.count)
                }
            }
            guard ZSTD_isError(written) == 0, written == length else { return nil }
            return output
        }
    }
}
