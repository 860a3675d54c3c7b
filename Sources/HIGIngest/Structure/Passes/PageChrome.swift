import HIGText

/// Page furniture recognized by its form, whatever its words: navigation lines (a label and
/// links), page type lines (`**article**`), media placeholders (`[video: …]`), lines that are only
/// a URL, and extraction footers (italic lines closing the page).
struct PageChrome: StructurePass {
    /// A placeholder names its medium within this many characters: `[video: …]`, `[이미지: …]`.
    static let placeholderLabelLength = 24
    /// At most this many closing lines make an extraction footer.
    static let footerLines = 3

    func run(_ document: inout StructuredDocument) {
        var inHead = true
        for index in document.pieces.indices where document.pieces[index].isContent {
            let block = document.pieces[index].block
            let text = document.pieces[index].normalized
            if Self.isMediaPlaceholder(text) {
                document.pieces[index].role = .dropped(.mediaPlaceholder)
            } else if Self.isBareURL(text, block: block) {
                document.pieces[index].role = .dropped(.image)
            } else if Self.isNavigationLine(text, block: block) {
                document.pieces[index].role = .dropped(.navigationLine)
            } else if inHead, Self.isTypeLine(text, block: block) {
                document.pieces[index].role = .dropped(.pageTypeLine)
            } else if text.split(separator: " ").count >= 8 {
                inHead = false
            }
        }
        dropFooter(&document)
    }

    /// `[video: A recording of …]`: what stood in for a picture or a video when the page was copied.
    static func isMediaPlaceholder(_ text: String) -> Bool {
        guard text.hasPrefix("["), text.hasSuffix("]"), let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
        let label = text[text.index(after: text.startIndex)..<colon]
        return label.count <= placeholderLabelLength && label.split(separator: " ").count <= 3
    }

    /// A line that is nothing but an address (an image URL left by a paste, a link to itself).
    static func isBareURL(_ text: String, block: Block) -> Bool {
        let lower = text.lowercased()
        guard !text.contains(" ") else { return false }
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
            || (block.links.count == 1 && block.linkedShare > 0.9 && block.links[0].text.lowercased().hasPrefix("http"))
    }

    /// `Navigation: Human Interface Guidelines` (a label and links) or `Home › Design › HIG` (links and separators).
    static func isNavigationLine(_ text: String, block: Block) -> Bool {
        guard !block.links.isEmpty, text.count <= 200 else { return false }
        var rest = text
        for link in block.links { rest = rest.replacingOccurrences(of: link.text, with: " ") }
        let words = rest.split { $0 == " " || ">›»/|·•".contains($0) }
        if words.isEmpty { return block.links.count >= 2 }
        return words.count <= 2 && words.last?.hasSuffix(":") == true && block.linkedShare >= 0.5
    }

    /// `**article**`, `*guide*`: one or two lower-case words set apart at the top of the page.
    static func isTypeLine(_ text: String, block: Block) -> Bool {
        guard block.emphasis != nil else { return false }
        let words = text.split(separator: " ")
        return (1...2).contains(words.count) && text.allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || $0 == " " || $0 == "-" }
    }

    /// Italic lines that close the page after a rule or with a link: "*Extracted by … - Making … readable.*".
    func dropFooter(_ document: inout StructuredDocument) {
        var footer: [Int] = []
        var index = document.pieces.count - 1
        while index >= 0, footer.count <= Self.footerLines {
            let piece = document.pieces[index]
            if piece.role == .spacer || piece.isDropped { index -= 1; continue }
            guard piece.isContent, piece.block.emphasis == .emphasis, piece.text.count <= 240 else { break }
            footer.append(index)
            index -= 1
        }
        guard !footer.isEmpty, footer.count <= Self.footerLines else { return }
        let afterSeparator = index >= 0 && document.pieces[index].role == .separator
        let linked = footer.contains { !document.pieces[$0].block.links.isEmpty }
        guard afterSeparator || linked else { return }
        for piece in footer { document.pieces[piece].role = .dropped(.extractionFooter) }
    }
}
