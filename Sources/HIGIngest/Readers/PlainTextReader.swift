import HIGModel
import HIGText

/// Reads text as pasted from a blog: one paragraph per line, bullets as typed,
/// `---` between parts, and lines of nothing but (non-breaking) spaces between groups.
///
/// Headings, notes and broken paragraphs are not decided here: plain text does
/// not mark them, so the structure pass infers them for every format alike.
struct PlainTextReader {
    func read(_ text: String) -> ReadDocument {
        var blocks: [Block] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift: split on every kind of line break.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let lines = LineRange(lineNumber, lineNumber)
            if line.isEmpty { continue }
            if Normalizer.isBlank(line) {
                blocks.append(Block(.spacer, "", lines: lines))
                continue
            }
            let indent = line.prefix { Normalizer.isSpace($0) }
            let content = line.dropFirst(indent.count)
            if Self.isSeparator(content) {
                blocks.append(Block(.separator, "", lines: lines))
            } else if let heading = Self.markdownHeading(content) {
                blocks.append(Block(.heading(level: heading.level), heading.text, lines: lines))
            } else if let marker = ListMarker(content) {
                let item = String(content.dropFirst(marker.length)).trimmingSpaces
                guard !item.isEmpty else { continue }
                let depth = indent.count / 2
                blocks.append(Block(.listItem(depth: depth, ordered: marker.ordered), item, lines: lines))
            } else {
                blocks.append(Block(.paragraph, String(content).trimmingSpaces, lines: lines))
            }
        }
        return ReadDocument(blocks: blocks)
    }

    /// `---`, `***`, `___`, `===`, `―――`: three or more of one rule character and nothing else.
    static func isSeparator(_ line: Substring) -> Bool {
        let trimmed = line.filter { $0 != " " }
        guard trimmed.count >= 3, let first = trimmed.first, "-*_=―─━~".contains(first) else { return false }
        return trimmed.allSatisfy { $0 == first }
    }

    /// `# Title` typed into a text file.
    static func markdownHeading(_ line: Substring) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        let text = line.dropFirst(hashes).trimming([" ", "#"])
        return text.isEmpty ? nil : (hashes, text)
    }
}

extension StringProtocol {
    /// The text without spaces of any kind (NBSP, ideographic…) at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !Normalizer.isSpace($0) }),
              let end = scalars.lastIndex(where: { !Normalizer.isSpace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[start...end]))
    }

    func trimming(_ set: Set<Character>) -> String {
        guard let start = firstIndex(where: { !set.contains($0) }),
              let end = lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(self[start...end])
    }
}
