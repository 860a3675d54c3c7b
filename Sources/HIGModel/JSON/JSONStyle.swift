/// How hig lays out JSON. The project has one JSON style, and this is its only owner:
///
/// - keys are `snake_case` (``JSONKey/snakeCase(_:)`` converts Swift's camelCase
///   property names, as Foundation's `.convertToSnakeCase` does) and sorted by
///   their UTF-8 bytes, in every command's `--json`, the HTTP API and MCP;
/// - ``compact`` is one line with no spaces, byte for byte what Foundation's
///   `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]` and
///   `.convertToSnakeCase` (slashes are not escaped, so URLs read as written);
/// - ``pretty`` indents by two spaces and writes `"key": value` (as Python's
///   `json.dumps(indent=2)` and most style guides do; Foundation's pretty printer
///   writes `"key" : value`, so hig does not use it), empty containers as `[]` and `{}`.
///
/// Commands print ``pretty`` when standard output is a terminal and ``compact``
/// otherwise (``forOutput(isTerminal:)``): people read, programs parse one line.
public enum JSONStyle: Sendable, Hashable {
    case compact
    case pretty

    /// The style for a command's standard output.
    public static func forOutput(isTerminal: Bool) -> JSONStyle {
        isTerminal ? .pretty : .compact
    }
}

/// The key rule of ``JSONStyle``.
public enum JSONKey {
    /// `alignedPairs` → `aligned_pairs`; `took_ms` and `id` stay as they are.
    ///
    /// The algorithm of Foundation's `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`:
    /// a word ends before an uppercase letter (the first character never starts a
    /// new word); a run of capitals followed by a lowercase letter is a word of its
    /// own up to the last capital (`fileURLPath` → `file_url_path`); words are
    /// lowercased and joined with `_`.
    public static func snakeCase(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) || !key.utf8.allSatisfy({ $0 < 0x80 }) else {
            return key  // no capitals: the common case, unchanged
        }
        let characters = Array(key)
        guard characters.count > 1 else { return key.lowercased() }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        while let upper = (searchStart..<characters.count).first(where: { characters[$0].isUppercase }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<characters.count).first(where: { characters[$0].isLowercase }) else {
                wordStart = upper
                searchStart = characters.count
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<characters.count)
        return words.map { String(characters[$0]).lowercased() }.joined(separator: "_")
    }
}
