/// Makes text a user supplied (a file name, an argument, a request target)
/// safe inside a one-line message.
///
/// A file named `a\nb.txt` or holding a terminal escape must not break the
/// promise that every message is one line, nor write raw escapes to a
/// terminal. Control characters (``ControlCharacters``) are written as
/// escapes in Swift's notation. Backslashes are left as they are, so that
/// escaping twice (a name escaped where the message is made, the message
/// again where it is printed) changes nothing:
///
/// ```swift
/// OneLine.escaped("a\nb\u{1B}[31m.txt")  // a\nb\u{1B}[31m.txt, all printable
/// ```
public enum OneLine {
    /// `text` with every control character escaped: `\n`, `\r`, `\t`, and
    /// `\u{XX}` for the others; Hangul, accents, emoji and spaces stay as they are.
    ///
    /// - Complexity: O(*n*) in the text's scalars; text with nothing to
    ///   escape is returned without copying its characters one by one.
    public static func escaped(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: ControlCharacters.contains) else { return String(text) }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where ControlCharacters.contains(scalar):
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
