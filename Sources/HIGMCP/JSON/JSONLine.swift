import Foundation
import HIGModel

/// JSON text for the wire: one value per line, keys sorted, no line breaks inside.
///
/// The only place HIGMCP turns bytes into values and values into bytes.
/// Parsing goes through Foundation's `JSONSerialization` (a tenth of what
/// `JSONDecoder` takes for a request line); writing walks the value into the
/// project's `JSONWriter` (`JSONEncoder` over the value tree took twenty times as long).
enum JSONLine {
    /// Why a line is not JSON.
    struct SyntaxError: Error {
        var reason: String
    }

    /// Parses one line of JSON text.
    ///
    /// - Complexity: O(length of the line).
    static func parse(_ bytes: some Collection<UInt8>) throws(SyntaxError) -> JSONValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw SyntaxError(reason: reason ?? "not valid JSON")
        }
        return JSONValue(foundation: object)
    }

    /// The value as compact JSON in the project's style (sorted keys, unescaped
    /// slashes), without a line break: HIGModel's `JSONWriter` writes it.
    ///
    /// JSON escapes line breaks inside strings, so the text is always one line.
    /// A number that is not finite (JSON has none) is written as `null`.
    /// - Complexity: O(size of the output), plus sorting each object's keys.
    static func encode(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(style: .compact, capacity: 1024)
        write(value, to: &writer)
        return writer.bytes
    }

    /// Converts an `Encodable` model value (a `Rule`) to a ``JSONValue`` through its own JSON encoding,
    /// so the value has exactly the shape the rest of the project prints.
    ///
    /// - Complexity: one encode and one parse of the value; use it off the hot path.
    static func value(of model: some Encodable) -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(model), let value = try? parse(data) else {
            preconditionFailure("a model value did not survive a JSON round trip")
        }
        return value
    }

    private static func write(_ value: JSONValue, to writer: inout JSONWriter) {
        switch value {
        case .null: writer.null()
        case let .bool(flag): writer.bool(flag)
        case let .int(number): writer.number(number)
        case let .double(number) where number.isFinite: writer.number(number)
        case .double: writer.null()
        case let .string(text): writer.string(text)
        case let .array(items):
            writer.beginArray()
            for item in items { write(item, to: &writer) }
            writer.endArray()
        case let .object(members):
            writer.beginObject()
            // The writer takes keys in UTF-8 order, the project's sorted-key rule.
            for member in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                writer.key(member.key)
                write(member.value, to: &writer)
            }
            writer.endObject()
        }
    }
}

extension JSONValue {
    /// The value `JSONSerialization` parsed into Foundation objects.
    ///
    /// Booleans come as `NSNumber`s of Objective-C type `c` (JSON parsing makes no
    /// other numbers of that type); whole numbers that fit in `Int` become `int`.
    init(foundation object: Any) {
        switch object {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" {
                self = .bool(number.boolValue)
            } else if type != "d" && type != "f" && type != "Q", let whole = Int(exactly: number.int64Value) {
                self = .int(whole)
            } else {
                self = .double(number.doubleValue)
            }
        case let items as [Any]:
            self = .array(items.map(JSONValue.init(foundation:)))
        case let members as [String: Any]:
            self = .object(members.mapValues(JSONValue.init(foundation:)))
        default:
            self = .null
        }
    }
}
