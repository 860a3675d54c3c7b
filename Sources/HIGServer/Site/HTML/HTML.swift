/// A fragment of HTML markup that is safe to send: text interpolated into it is escaped.
///
/// Interpolating a `String` escapes it; interpolating another `HTML` inserts
/// its markup as it is. Markup can only be made from a literal, from escaped
/// text, or by the site's own components, so text from the index or the
/// request never reaches a page unescaped.
///
/// ```swift
/// let query = "<script>"
/// let fragment: HTML = "<p>No rule matches \(query)</p>"
/// fragment.markup  // "<p>No rule matches &lt;script&gt;</p>"
/// ```
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The markup.
    private(set) var markup: String

    /// The empty fragment.
    static let empty = HTML(trusted: "")

    /// Wraps markup the site itself wrote; never pass text from outside.
    init(trusted markup: String) {
        self.markup = markup
    }

    /// Escapes `text` so that it reads as itself inside an element or a quoted attribute.
    init(text: some StringProtocol) {
        markup = HTML.escape(text)
    }

    init(stringLiteral value: String) {
        markup = value
    }

    init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    /// Joins fragments, with `separator` between them.
    init(joining fragments: some Sequence<HTML>, separator: HTML = .empty) {
        markup = fragments.map(\.markup).joined(separator: separator.markup)
    }

    /// Builds markup from literal pieces and escaped values.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Appends `text`, escaped.
        mutating func appendInterpolation(_ text: some StringProtocol) {
            markup += HTML.escape(text)
        }

        /// Appends a number.
        mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        /// Appends markup as it is.
        mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        /// Appends several fragments one after the other.
        mutating func appendInterpolation(_ fragments: [HTML]) {
            for fragment in fragments {
                markup += fragment.markup
            }
        }
    }

    /// Replaces `&`, `<`, `>`, `"` and `'` by character references.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func escape(_ text: some StringProtocol) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return String(text)
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
