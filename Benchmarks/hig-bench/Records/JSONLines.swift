import Foundation
import HIGFiles

/// Reading and writing JSON-lines files (one JSON object a line).
enum JSONLines {
    /// Decodes every non-blank line of the file at `path`.
    static func read<T: Decodable>(_ type: T.Type, from path: String) throws -> [T] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchError("cannot read \(path)")
        }
        let decoder = JSONDecoder()
        var values: [T] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { continue }
            do {
                values.append(try decoder.decode(T.self, from: Data(line)))
            } catch {
                throw BenchError("\(path):\(lineNumber): not a \(T.self) (\(error))")
            }
        }
        return values
    }

    /// Writes `values` one a line, keys sorted, non-ASCII text as UTF-8.
    static func write<T: Encodable>(_ values: [T], to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for value in values {
            data.append(try encoder.encode(value))
            data.append(UInt8(ascii: "\n"))
        }
        try AtomicFile.write(data, to: path)
    }
}

/// A failure of the benchmark itself, printed as one line.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
