/// Removes Markdown's inline markup and remembers what it marked: a bold lead, the links,
/// an emphasis around the whole text.
/// `**Use a sheet.** It [helps](x) with `code`` → "Use a sheet. It helps with code", lead "Use a sheet.",
/// links [helps → x].
enum InlineMarkdown {
    struct Stripped {
        var text: String
        var lead: String?
        var links: [Link]
        var emphasis: Block.Emphasis?
    }

    static func strip(_ source: String) -> Stripped {
        var lead: String?
        let trimmed = source.drop { $0 == " " }
        for fence in ["**", "__"] where trimmed.hasPrefix(fence) {
            let inner = trimmed.dropFirst(2)
            if let close = inner.range(of: fence) {
                var links: [Link] = []
                let candidate = plain(String(inner[..<close.lowerBound]), links: &links)
                if !candidate.isEmpty { lead = candidate }
            }
            break
        }
        var links: [Link] = []
        let text = plain(source, links: &links)
        return Stripped(text: text, lead: lead, links: links, emphasis: emphasis(of: source))
    }

    /// The emphasis that wraps the whole text, if one does: `**article**`, `*Extracted by …*`.
    static func emphasis(of source: String) -> Block.Emphasis? {
        let trimmed = source.trimmingSpaces
        for (marker, kind) in [("**", Block.Emphasis.strong), ("__", .strong), ("*", .emphasis), ("_", .emphasis)] {
            guard trimmed.count > marker.count * 2, trimmed.hasPrefix(marker), trimmed.hasSuffix(marker) else { continue }
            let inner = trimmed.dropFirst(marker.count).dropLast(marker.count)
            // `**a** and **b**` is two spans, not one around the whole text.
            if inner.contains(marker) && marker.count == 2 { return nil }
            if marker.count == 1, inner.hasPrefix(marker) || inner.hasSuffix(marker) { continue }
            if marker.count == 1, inner.contains(" \(marker)") || inner.contains("\(marker) ") { return nil }
            return kind
        }
        return nil
    }

    /// The text with every inline construct replaced by its visible text.
    static func plain(_ source: String) -> String {
        var links: [Link] = []
        return plain(source, links: &links)
    }

    /// The visible text; the links met are appended to `links`.
    static func plain(_ source: String, links: inout [Link]) -> String {
        var openRuns: [String] = []
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
                if let (_, _, after) = link(in: source, at: source.index(after: index)) {
                    index = after
                } else {
                    out.append(character)
                    index = source.index(after: index)
                }
            case "[":
                if let (label, target, after) = link(in: source, at: index) {
                    let text = plain(label, links: &links)
                    links.append(Link(text: text, target: target))
                    out += text
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
                let run = String(source[index...].prefix { $0 == character })
                let before = index > source.startIndex ? source[source.index(before: index)] : " "
                let afterIndex = source.index(index, offsetBy: run.count)
                let after = afterIndex < end ? source[afterIndex] : " "
                // Emphasis markers touch a word on one side and not the other; `snake_case` is a word.
                let opens = !after.isWhitespace && (before.isWhitespace || before.isPunctuation)
                let closes = !before.isWhitespace && (after.isWhitespace || after.isPunctuation)
                if character == "_" && before.isLetterOrDigit && after.isLetterOrDigit {
                    out += run
                } else if let open = openRuns.lastIndex(of: run), !before.isWhitespace, !opens || closes || before.isPunctuation {
                    // Closes a span opened earlier, even when a word follows at once: `**NOTE**Depending`
                    // reads "NOTE Depending", and a bold lead's sentence `**Use a sheet.**It helps`
                    // "Use a sheet. It helps", so a space keeps the two apart.
                    openRuns.remove(at: open)
                    if after.isLetterOrDigit { out.append(" ") }
                } else if (opens || closes) && (character != "~" || run.count == 2) {
                    if opens { openRuns.append(run) }
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

    /// `[label](target)` or `[label][ref]` starting at `start`: the label, the target and the index after it.
    private static func link(in source: String, at start: String.Index) -> (String, String, String.Index)? {
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
        let target = source[source.index(after: next)..<targetEnd].trimming([" ", "<", ">"])
        // `[x](url "title")`: the URL is the first word.
        let url = target.split(separator: " ").first.map(String.init) ?? ""
        return (label, url, source.index(after: targetEnd))
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}
