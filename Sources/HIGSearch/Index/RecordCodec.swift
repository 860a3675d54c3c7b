internal import CZlib
import Foundation

/// Compresses stored records one by one with raw deflate and a shared preset
/// dictionary, so one record decodes without the others while the keys, source
/// names and URLs that every record repeats cost almost nothing.
///
/// Measured on 10k synthetic rules: per-record deflate alone gives about 55 % of
/// the JSON size, with the preset dictionary about 30 %, blocks of 16 records
/// about 25 % but then showing one result inflates 16 records.
enum RecordCodec {
    /// Largest useful preset dictionary (deflate's window).
    static let maxDictionary = 32 * 1024

    /// A dictionary sampled from evenly spaced records (at most an eighth of all the JSON).
    static func dictionary(for records: [[UInt8]]) -> [UInt8] {
        let total = records.reduce(0) { $0 + $1.count }
        let limit = min(maxDictionary, total / 8)
        guard limit > 0, !records.isEmpty else { return [] }
        var out: [UInt8] = []
        let samples = min(records.count, 64)
        for k in 0..<samples {
            let record = records[k * records.count / samples]
            let room = limit - out.count
            if room <= 0 { break }
            out.append(contentsOf: record.prefix(room))
        }
        return out
    }

    /// Deflates one record with `dictionary` preset (raw deflate, level 9); `nil` if zlib fails.
    /// Deterministic for equal input. Safe to call from several threads at once.
    static func compress(_ record: [UInt8], dictionary: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY,
                            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        if !dictionary.isEmpty {
            let status = dictionary.withUnsafeBufferPointer {
                deflateSetDictionary(&stream, $0.baseAddress, UInt32($0.count))
            }
            guard status == Z_OK else { return nil }
        }
        let bound = Int(deflateBound(&stream, UInt(record.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status = record.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(Int(stream.avail_out))
        return output
    }

    /// Inflates one record of known length; `nil` if the bytes are not a valid stream of that length.
    static func decompress(_ input: UnsafeRawBufferPointer, length: Int, dictionary: UnsafeRawBufferPointer) -> Data? {
        guard length >= 0, length <= 64 << 20 else { return nil }
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        if dictionary.count > 0 {
            guard inflateSetDictionary(&stream, dictionary.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                       UInt32(dictionary.count)) == Z_OK else { return nil }
        }
        var output = Data(count: length)
        let status: Int32 = output.withUnsafeMutableBytes { out in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
            stream.avail_in = UInt32(input.count)
            stream.next_out = out.baseAddress?.assumingMemoryBound(to: UInt8.self)
            stream.avail_out = UInt32(out.count)
            return inflate(&stream, Z_FINISH)
        }
        guard status == Z_STREAM_END, stream.avail_out == 0, stream.avail_in == 0 else { return nil }
        return output
    }
}
