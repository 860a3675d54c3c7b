/// Decodes the HTML character references that pasted and Markdown text carries: `&nbsp;`, `&amp;`, `&#39;`, `&#xAC00;`.
enum HTMLEntities {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "middot": "·", "bull": "•", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "copy": "©",
    ]

    /// The reference at `start` (which is `&`) decoded, and the index after its `;`.
    static func decode(in source: String, at start: String.Index) -> (String, String.Index)? {
        guard let semicolon = source[start...].prefix(12).firstIndex(of: ";") else { return nil }
        let body = source[source.index(after: start)..<semicolon]
        let after = source.index(after: semicolon)
        if body.hasPrefix("#") {
            let number = body.dropFirst()
            let value = number.hasPrefix("x") || number.hasPrefix("X")
                ? UInt32(number.dropFirst(), radix: 16) : UInt32(number, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(scalar), after)
        }
        guard let text = named[String(body)] else { return nil }
        return (text, after)
    }
}
