import HIGModel

/// The API's JSON encoding: hig's `JSONStyle`, compact — the same bytes as
/// `SearchResponse.json()` and `hig … --json` off a terminal.
enum JSONBody {
    /// Encodes `value`.
    ///
    /// - Precondition: `value` encodes without error (the API's own types do:
    ///   they hold only strings, finite numbers and arrays).
    static func encode(_ value: some Encodable) -> [UInt8] {
        do {
            return try JSONEncoding.encode(value)
        } catch {
            preconditionFailure("cannot encode \(type(of: value)) as JSON: \(error)")
        }
    }
}
