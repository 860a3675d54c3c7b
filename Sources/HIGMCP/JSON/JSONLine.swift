import Foundation

/// JSON text for the wire: one value per line, keys sorted, no line breaks inside.
///
/// The only place HIGMCP turns bytes into values and values into bytes, so
/// the parser and the writer can be replaced together.
enum JSONLine {
    /// Why a line is not JSON.
    struct SyntaxError: Error {
        var reason: String
    }

    /// Parses one line of JSON text.
    ///
    /// - Complexity: O(length of the line).
    static func parse(_ bytes: some Collection<UInt8>) throws(SyntaxError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw SyntaxError(reason: underlying ?? context.debugDescription)
        } catch {
            throw SyntaxError(reason: "\(error)")
        }
    }

    /// The value as compact JSON with sorted keys and unescaped slashes, without a line break.
    ///
    /// JSON escapes line breaks inside strings, so the text is always one line.
    static func encode(_ value: JSONValue) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(value) { return Array(data) }
        // Only a number that is not finite fails to encode; JSON has no such number, so it becomes null.
        return Array((try? encoder.encode(value.replacingNonFiniteNumbers())) ?? Data("null".utf8))
    }

    /// Converts an `Encodable` model value (a `Rule`) to a ``JSONValue`` through its own JSON encoding,
    /// so the value has exactly the shape the rest of the project prints.
    ///
    /// - Complexity: one encode and one decode of the value; use it off the hot path.
    static func value(of model: some Encodable) -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(model), let value = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            preconditionFailure("a model value did not survive a JSON round trip")
        }
        return value
    }
}

extension JSONValue {
    /// The value with every infinite or NaN number replaced by `null`.
    func replacingNonFiniteNumbers() -> JSONValue {
        switch self {
        case let .double(number) where !number.isFinite: .null
        case let .array(items): .array(items.map { $0.replacingNonFiniteNumbers() })
        case let .object(members): .object(members.mapValues { $0.replacingNonFiniteNumbers() })
        default: self
        }
    }
}
