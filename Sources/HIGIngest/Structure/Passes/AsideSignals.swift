import HIGText

/// The translator speaking in their own voice: notes marked inside a sentence ("(역주: …)") are cut
/// out; a block that is plainly an aside (emoji, chat, a translator's label, two phrases only a
/// translator writes) is dropped. Any other sign — one such phrase, the first person, a place at the
/// document's edge — is kept in `Piece.asideSignals`, and alignment decides: a Korean block that
/// translates the English beside it is kept whatever words it has; one that translates nothing is
/// an aside when it has two signs, counting "no English counterpart" as one in a bilingual document.
struct AsideSignals: StructurePass {
    /// Blocks this close to the start or end of a document are where translators greet and sign off.
    static let edgeBlocks = 3
    /// An aside with a single cue is short: a long block with one cue word is guideline text.
    static let maximumWeakAside = 200

    func run(_ document: inout StructuredDocument) {
        let content = document.pieces.indices.filter { document.pieces[$0].isContent }
        let edges = Set(content.prefix(Self.edgeBlocks) + content.suffix(Self.edgeBlocks))
        for index in content {
            if let cleaned = Self.removingInlineAsides(document.pieces[index].text), !cleaned.isEmpty {
                document.pieces[index].text = cleaned
                document.pieces[index].block.text = cleaned
            }
            let text = document.pieces[index].normalized
            if Self.isStrongAside(text) {
                document.pieces[index].role = .dropped(.translatorsAside)
                continue
            }
            var signals = Self.signals(text)
            if signals > 0 && edges.contains(index) { signals += 1 }
            document.pieces[index].asideSignals = signals
        }
    }

    /// Emoji, chat marks, a translator's label, or two phrases only a translator writes.
    static func isStrongAside(_ raw: String) -> Bool {
        let text = Normalizer.normalize(raw)
        guard LetterCounts(text).hangul > 0 else { return false }
        if CueLexicon.hasEmoji(text) || CueLexicon.isChatty(text) || CueLexicon.opensWithAsideLabel(text) { return true }
        return CueLexicon.asideCues(text) >= 2
    }

    /// Signs of an aside in a short Korean block that is not plainly one: a cue, the first person.
    static func signals(_ text: String) -> Int {
        guard LetterCounts(text).hangul > 0, text.count <= maximumWeakAside else { return 0 }
        return (CueLexicon.asideCues(text) > 0 ? 1 : 0) + (CueLexicon.speaksInFirstPerson(text) ? 1 : 0)
    }

    /// Whether a Korean block that translates nothing is an aside: two signs, counting the missing
    /// English as one when the document has English to translate.
    static func isAside(_ piece: Piece, bilingual: Bool) -> Bool {
        piece.asideSignals + (bilingual ? 1 : 0) >= 2
    }

    /// The text without the translator's notes marked inside it — "(역주: …)", "[역자 주 …]",
    /// "(옮긴이: …)" — or nil when it has none.
    static func removingInlineAsides(_ text: String) -> String? {
        var result = text
        var changed = false
        for (open, close) in [("(", ")"), ("[", "]"), ("（", "）")] {
            var searchStart = result.startIndex
            while let openRange = result.range(of: open, range: searchStart..<result.endIndex) {
                let inside = result[openRange.upperBound...].drop { $0 == " " }
                let opening = inside.prefix(24).lowercased()
                guard CueLexicon.inlineAsideMarkers.contains(where: { opening.hasPrefix($0) }),
                      let closeRange = result.range(of: close, range: openRange.upperBound..<result.endIndex) else {
                    searchStart = openRange.upperBound
                    continue
                }
                // Take the space before the note with it.
                var lower = openRange.lowerBound
                if lower > result.startIndex, result[result.index(before: lower)] == " " { lower = result.index(before: lower) }
                result.removeSubrange(lower..<closeRange.upperBound)
                searchStart = lower
                changed = true
            }
        }
        return changed ? result.trimmingSpaces : nil
    }
}
