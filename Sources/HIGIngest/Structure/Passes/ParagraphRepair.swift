import HIGModel
import HIGText

/// Paragraphs a paste broke apart are joined again: an English sentence cut by a stray blank
/// line, a rule's lead left on its own line above its body (kept on its own line), a Korean
/// sentence cut around a lone particle ("…(share sheets)" / "와" / "action sheets를 제공한다.").
///
/// Each piece is looked at once and joined text is built once per paragraph, so a document of
/// any length is repaired in linear time.
struct ParagraphRepair: StructurePass {
    func run(_ document: inout StructuredDocument) {
        let successors = document.successors(skippingSpacers: false)
        var index = 0
        while index < document.pieces.count {
            let first = document.pieces[index]
            guard first.role == .paragraph || first.isItem || first.isNote else { index += 1; continue }
            var group = Group(first)
            var next = successors[index]
            while let candidate = next, let separator = group.joins(document.pieces[candidate]) {
                group.add(document.pieces[candidate], separator: separator)
                document.pieces[candidate].role = .dropped(.joined)
                next = successors[candidate]
            }
            if group.count > 1 { document.pieces[index] = group.piece() }
            index = next ?? document.pieces.count
        }
        document.pieces.removeAll { $0.role == .dropped(.joined) }
    }

    /// A paragraph being put back together.
    private struct Group {
        let first: Piece
        var parts: [String]
        var separators: [String] = []
        var lines: LineRange
        var last: Piece
        var hasHangul: Bool
        var count: Int { parts.count }

        init(_ first: Piece) {
            self.first = first
            parts = [first.text.trimmingSpaces]
            lines = first.lines
            last = first
            hasHangul = LetterCounts(first.text).hangul > 0
        }

        /// The separator to join `following` with, or nil when it starts something new.
        func joins(_ following: Piece) -> String? {
            let text = last.normalized
            let nextText = following.normalized
            if last.language == .english, following.language == .english, following.role == .paragraph,
               !SentenceCues.endsAsSentence(text), LineShape.startsInLowerCase(nextText) {
                return " "  // an English paragraph cut in two by a stray blank line
            }
            if count == 1, first.role == .paragraph, following.role == .paragraph, first.language == .english,
               following.language == .english, LineShape.isHeadingLike(text), SentenceCues.isEnglishImperative(text) {
                return "\n"  // the rule's lead on its own line, then its body: they stay on their own lines
            }
            if following.role == .paragraph, following.language != .english,
               LineShape.isParticleFragment(nextText) || (hasHangul && LineShape.endsWithParticle(text)
                   && !SentenceCues.endsAsSentence(text) && LetterCounts(nextText).hangul > 0) {
                return " "  // a Korean sentence cut around a lone particle
            }
            return nil
        }

        mutating func add(_ piece: Piece, separator: String) {
            parts.append(piece.text.trimmingSpaces)
            separators.append(separator)
            lines = lines.union(piece.lines)
            last = piece
            hasHangul = hasHangul || LetterCounts(piece.text).hangul > 0
        }

        func piece() -> Piece {
            var text = parts[0]
            for (part, separator) in zip(parts.dropFirst(), separators) { text += separator + part }
            var block = first.block
            block.text = text
            block.lines = lines
            block.links += []
            if block.lead == nil, first.role == .paragraph, separators.first == "\n" { block.lead = parts[0] }
            var merged = Piece(block, role: first.role, text: text)
            merged.asideSignals = first.asideSignals
            return merged
        }
    }
}
