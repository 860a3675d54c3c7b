/// Removes Markdown's inline markup and remembers a bold lead:
/// `**Use a sheet.** It [helps](x) with `code`` → "Use a sheet. It helps with code", lead "Use a sheet."
enum InlineMarkdown {
    static func strip(_ source: String) -> (text: String, lead: String?) {
        var text = source
        var lead: String?
        let trimmed = text.drop { $0 == " " }
        for fence in ["**", "__"] where trimmed.hasPrefix(fence) {
            let inner = trimmed.dropFirst(2)
            if let close = inner.range(of: fence) {
                let candidate = plain(String(inner[..<close.lowerBound]))
                if !candidate.isEmpty { lead = candidate }
            }
            break
        }
        text = plain(text)
        return (text, lead)
    }

    /// The text with every inline construct replaced by its visible text.
    static func plain(_ source: String) -> String {
        var out = ""
        out.reserveCapacity(source.utf8.count)
        var index = source.startIndex
        let end = source.endIndex
        while index < end {
            let character = source[index]
            switch character {
            case "\\":
                let next = source.index(after: index)
                if next < end, "\\`*_{}[]()#+-.!<>|~\"'".contains(source[next]) {
                    out.append(source[next])
                    index = source.index(after: next)
                } else {
                    out.append(character)
                    index = next
                }
            case "!" where source[index...].hasPrefix("!["):
                // An inline image: keep nothing, it is not text of the rule.
                if let (_, after) = link(in: source, at: source.index(after: index)) {
                    index = after
                } else {
                    out.append(character)
                    index = source.index(after: index)
                }
            case "[":
                if let (label, after) = link(in: source, at: index) {
                    out += plain(label)
                    index = after
                } else {
                    out.append(character)
                    index = source.index(after: index)
                }
            case "`":
                let run = source[index...].prefix { $0 == "`" }
                let afterOpen = source.index(index, offsetBy: run.count)
                if let close = source[afterOpen...].range(of: String(run)) {
                    out += source[afterOpen..<close.lowerBound].trimming([" "])
                    index = close.upperBound
                } else {
                    out += run
                    index = afterOpen
                }
            case "*", "_", "~":
                let run = source[index...].prefix { $0 == character }
                let before = index > source.startIndex ? source[source.index(before: index)] : " "
                let afterIndex = source.index(index, offsetBy: run.count)
                let after = afterIndex < end ? source[afterIndex] : " "
                // Emphasis markers touch a word on one side and not the other; `snake_case` is a word.
                let opens = !after.isWhitespace && (before.isWhitespace || before.isPunctuation)
                let closes = !before.isWhitespace && (after.isWhitespace || after.isPunctuation)
                if character == "_" && before.isLetterOrDigit && after.isLetterOrDigit {
                    out += run
                } else if (opens || closes) && (character != "~" || run.count == 2) {
                    // drop the marker
                } else {
                    out += run
                }
                index = afterIndex
            case "<":
                if let close = source[index...].firstIndex(of: ">") {
                    let tag = source[source.index(after: index)..<close]
                    if tag.hasPrefix("http://") || tag.hasPrefix("https://") {
                        out += tag
                        index = source.index(after: close)
                        continue
                    }
                    if let first = tag.first, first.isLetter || first == "/" || first == "!" {
                        if tag.lowercased().hasPrefix("br") { out.append(" ") }
                        index = source.index(after: close)
                        continue
                    }
                }
                out.append(character)
                index = source.index(after: index)
            case "&":
                if let (decoded, after) = HTMLEntities.decode(in: source, at: index) {
                    out += decoded
                    index = after
                } else {
                    out.append(character)
                    index = source.index(after: index)
                }
            default:
                out.append(character)
                index = source.index(after: index)
            }
        }
        return out.trimmingSpaces
    }

    /// `[label](target)` or `[label][ref]` starting at `start`: the label and the index after it.
    private static func link(in source: String, at start: String.Index) -> (String, String.Index)? {
        guard source[start] == "[" else { return nil }
        var depth = 0
        var index = start
        var labelEnd: String.Index?
        while index < source.endIndex {
            let character = source[index]
            if character == "[" { depth += 1 }
            if character == "]" {
                depth -= 1
                if depth == 0 { labelEnd = index; break }
            }
            index = source.index(after: index)
        }
        guard let close = labelEnd else { return nil }
        let label = String(source[source.index(after: start)..<close])
        let next = source.index(after: close)
        guard next < source.endIndex else { return nil }
        let closer: Character
        switch source[next] {
        case "(": closer = ")"
        case "[": closer = "]"
        default: return nil
        }
        guard let targetEnd = source[next...].firstIndex(of: closer) else { return nil }
        return (label, source.index(after: targetEnd))
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}
