public import Foundation
import HIGText
#if canImport(Glibc)
import Glibc
#endif

/// Turns a document's bytes into text: UTF-8 (with or without BOM), UTF-16 with a BOM,
/// or the legacy Korean encodings EUC-KR/CP949 that older Windows tools still write.
public enum TextDecoder {
    /// The encoding a document was found to be in.
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16 = "UTF-16"
        case cp949 = "CP949"
    }

    /// Decodes `data`, or says why it is not text. `file` only names the document in errors.
    public static func decode(_ data: Data, file: String) throws(IngestError) -> (text: String, encoding: Encoding) {
        let bytes = [UInt8](data)
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            guard let text = String(data: data, encoding: .utf16) else { throw IngestError.binary(file: file) }
            return (text, .utf16)
        }
        var body = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = bytes.dropFirst(3) }
        if looksBinary(body) { throw IngestError.binary(file: file) }
        if let text = String(validating: body, as: UTF8.self) {
            return (text, .utf8)
        }
        if let text = cp949(Array(body)), LetterCounts(text).hangul > 0 {
            return (text, .cp949)
        }
        let line = body.prefix(firstInvalidUTF8Offset(body)).count { $0 == UInt8(ascii: "\n") } + 1
        throw IngestError.undecodable(file: file, line: line, reason: "not UTF-8, and not EUC-KR/CP949 either")
    }

    /// NUL bytes or many control characters mean a binary file, not text.
    static func looksBinary(_ bytes: ArraySlice<UInt8>) -> Bool {
        let sample = bytes.prefix(65_536)
        var control = 0
        for byte in sample {
            if byte == 0 { return true }
            if byte < 0x09 || (byte > 0x0D && byte < 0x20) { control += 1 }
        }
        return control * 20 > sample.count
    }

    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int {
        var low = 0
        var high = bytes.count
        // Binary search for the longest valid prefix; a cut inside a character is also invalid,
        // so look a few bytes back from the failing length.
        while low < high {
            let mid = (low + high + 1) / 2
            let prefix = bytes.prefix(mid)
            if String(validating: prefix.dropLast(min(3, prefix.count)), as: UTF8.self) != nil { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Decodes CP949 (a superset of EUC-KR) with the C library's iconv; nil if the bytes are not CP949.
    static func cp949(_ bytes: [UInt8]) -> String? {
        let converter = iconv_open("UTF-8", "CP949")
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 3 / 2 + 16)
        var inLeft = input.count
        var outLeft = output.count
        let result = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inBuffer.baseAddress)?
                    .assumingMemoryBound(to: CChar.self)
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress)?
                    .assumingMemoryBound(to: CChar.self)
                return iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
            }
        }
        guard result != -1, inLeft == 0 else { return nil }
        return String(validating: output[0..<(output.count - outLeft)], as: UTF8.self)
    }
}
