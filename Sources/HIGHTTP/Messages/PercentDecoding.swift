/// Decodes `%XX` escapes (and optionally `+` as a space) into UTF-8 text.
///
/// Strict by design: a `%` not followed by two hex digits, an escaped NUL, or
/// bytes that are not valid UTF-8 make the whole value invalid, so the server
/// can answer 400 instead of guessing.
enum PercentDecoding {
    /// Decodes `bytes`, or returns `nil` if they are not well-formed.
    ///
    /// - Parameter plusIsSpace: whether `+` means a space, as in query strings
    ///   (`application/x-www-form-urlencoded`); in paths `+` is itself.
    /// - Complexity: O(*n*) in the number of bytes.
    static func decode(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            switch byte {
            case UInt8(ascii: "%"):
                guard index != bytes.endIndex, let high = hexValue(bytes[index]) else { return nil }
                bytes.formIndex(after: &index)
                guard index != bytes.endIndex, let low = hexValue(bytes[index]) else { return nil }
                bytes.formIndex(after: &index)
                let value = high << 4 | low
                guard value != 0 else { return nil }
                decoded.append(value)
            case UInt8(ascii: "+") where plusIsSpace:
                decoded.append(UInt8(ascii: " "))
            case 0:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
