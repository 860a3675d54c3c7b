import Foundation

/// The API's JSON encoding: sorted keys, slashes unescaped, compact — the
/// same settings as `SearchResponse.jsonData()` and `hig … --json`.
enum JSONBody {
    /// Encodes `value`.
    ///
    /// - Precondition: `value` encodes without error (the API's own types do:
    ///   they hold only strings, numbers and arrays).
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            preconditionFailure("cannot encode \(type(of: value)) as JSON: \(error)")
        }
    }
}
