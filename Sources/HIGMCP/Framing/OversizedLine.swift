/// What can be said about a line too long to read: the request ID it began with, if any.
///
/// The client waits for an answer under that ID; finding it in the first bytes
/// lets the error reach the request that caused it instead of leaving the
/// client to time out. Only a plain `"id": 12` or `"id": "abc"` is recognized.
enum OversizedLine {
    /// The integer or string ID that follows `"id":` in `prefix`, or `null`.
    static func requestID(in prefix: [UInt8]) -> JSONValue {
        let text = String(decoding: prefix, as: UTF8.self)
        guard let key = text.range(of: "\"id\"") else { return .null }
        var rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return .null }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        if rest.first == "\"" {
            let body = rest.dropFirst()
            guard let end = body.firstIndex(where: { $0 == "\"" || $0 == "\\" }), body[end] == "\"" else { return .null }
            return .string(String(body[..<end]))
        }
        let digits = rest.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
        let after = rest.dropFirst(digits.count).first
        guard let number = Int(digits), after == "," || after == "}" || after == " " else { return .null }
        return .int(number)
    }
}
