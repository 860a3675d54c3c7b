import HIGText

/// The translator speaking in their own voice: notes marked inside a sentence ("(역주: …)") are cut
/// out; a block that is plainly an aside (emoji, chat, two cues, or a cue in the first person) is
/// dropped; a block with one sign keeps it in `Piece.asideSignals`, and alignment decides: a
/// Korean block that translates the English beside it is kept whatever words it has.
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
            let text = Normalizer.normalize(document.pieces[index].block.text)
            if Self.isStrongAside(text) {
                document.pieces[index].role = .dropped(.translatorsAside)
                continue
            }
            var signals = Self.signals(text)
            if signals > 0 && edges.contains(index) { signals += 1 }
            if signals >= 2 {
                document.pieces[index].role = .dropped(.translatorsAside)
            } else {
                document.pieces[index].asideSignals = signals
            }
        }
    }

    /// Emoji, chat marks, two cues, or a cue in the first person: only a translator writes that.
    static func isStrongAside(_ raw: String) -> Bool {
        let text = Normalizer.normalize(raw)
        guard LetterCounts(text).hangul > 0 else { return false }
        if CueLexicon.hasEmoji(text) || CueLexicon.isChatty(text) || CueLexicon.opensWithAsideLabel(text) { return true }
        let cues = CueLexicon.asideCues(text)
        return cues >= 2 || cues == 1 && CueLexicon.speaksInFirstPerson(text)
    }

    /// Signs of an aside in a short Korean block that is not plainly one: a cue, the first person.
    static func signals(_ text: String) -> Int {
        guard LetterCounts(text).hangul > 0, text.count <= maximumWeakAside else { return 0 }
        return (CueLexicon.asideCues(text) > 0 ? 1 : 0) + (CueLexicon.speaksInFirstPerson(text) ? 1 : 0)
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
