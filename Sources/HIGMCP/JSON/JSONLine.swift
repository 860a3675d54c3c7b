import Foundation

/// JSON text for the wire: one value per line, keys sorted, no line breaks inside.
///
/// The only place HIGMCP turns bytes into values and values into bytes.
/// Parsing goes through Foundation's `JSONSerialization` (a tenth of what
/// `JSONDecoder` takes for a request line); writing walks the value directly,
/// byte for byte what `JSONEncoder` with sorted keys and unescaped slashes
/// writes, at a twentieth of its cost for a search answer.
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

    /// The value as compact JSON with sorted keys and unescaped slashes, without a line break.
    ///
    /// JSON escapes line breaks inside strings, so the text is always one line.
    /// A number that is not finite (JSON has none) is written as `null`.
    /// - Complexity: O(size of the output), plus sorting each object's keys.
    static func encode(_ value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        write(value, to: &bytes)
        return bytes
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

    private static func write(_ value: JSONValue, to bytes: inout [UInt8]) {
        switch value {
        case .null:
            bytes += "null".utf8
        case let .bool(flag):
            bytes += (flag ? "true" : "false").utf8
        case let .int(number):
            bytes += String(number).utf8
        case let .double(number):
            writeNumber(number, to: &bytes)
        case let .string(text):
            writeString(text, to: &bytes)
        case let .array(items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            // Sorted as JSONEncoder's .sortedKeys orders them (by scalars: UTF-8 order for NFC keys).
            let sorted = members.sorted { $0.key < $1.key }
            for (index, member) in sorted.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(member.value, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// A finite number as Swift spells it shortest, without a trailing `.0`, as JSONEncoder does.
    private static func writeNumber(_ number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else {
            bytes += "null".utf8
            return
        }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes += text.utf8
    }

    /// A string in quotes: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    ///
    /// - Complexity: one pass over the UTF-8 bytes, copying the runs between escapes whole.
    private static func writeString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: byte, to: &bytes)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape of one byte that JSON does not allow raw in a string.
    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes += "u00".utf8
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
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
