import HIGModel
import HIGText

/// Decides what each block of a document is: heading, paragraph, list item, note,
/// English title over a Korean body, reference line, or chrome to drop.
///
/// Formats that mark structure (Markdown, HTML) keep theirs; plain text gets it
/// inferred from the shape of its lines. The passes run in a fixed order, each small.
struct StructureInference {
    /// The document's title as the manifest states it, to recognize its title line.
    var manifestTitle: String?

    func run(_ read: ReadDocument) -> StructuredDocument {
        var document = StructuredDocument(pieces: read.blocks.map(Self.initialPiece), title: read.title, author: read.author)
        markLinkBlocks(&document)
        markBylines(&document)
        markTitleAndPreamble(&document)
        markAsidesAndCaptions(&document)
        markReferences(&document)
        dropIsolatedFragments(&document)
        inferHeadings(&document)
        dropAfterwords(&document)
        dropEmptyHeadings(&document)
        repairParagraphs(&document)
        return document
    }

    // MARK: 1. Roles as read

    static func initialPiece(_ block: Block) -> Piece {
        switch block.kind {
        case .heading(let level):
            return Piece(block, role: .heading(level: level))
        case .separator:
            return Piece(block, role: .separator)
        case .spacer:
            return Piece(block, role: .spacer)
        case .image:
            return Piece(block, role: .dropped("image caption"))
        case .code:
            return Piece(block, role: .dropped("code block"))
        case .note(let label):
            let rest = NoteLabel.find(in: block.text).map { String($0.rest) } ?? block.text
            return Piece(block, role: .note(label: label), text: rest)
        case .paragraph, .listItem:
            if let (label, rest) = NoteLabel.find(in: block.text) {
                return Piece(block, role: .note(label: label), text: String(rest))
            }
            if case .listItem(let depth, _) = block.kind { return Piece(block, role: .item(depth: depth)) }
            return Piece(block, role: block.inListItem ? .item(depth: 0) : .paragraph)
        }
    }

    // MARK: 2. "원문_" / "참고_" link blocks

    /// A line that is only a label ("원문_", "출처:", "참고 :") announces links on the lines after it;
    /// a label with text after it ("원문: https://…") carries its own. Kept as metadata, never rules.
    func markLinkBlocks(_ document: inout StructuredDocument) {
        var index = 0
        while index < document.pieces.count {
            defer { index += 1 }
            guard document.pieces[index].isContent else { continue }
            let text = Normalizer.normalize(document.pieces[index].block.text)
            guard let (isSource, value) = Self.linkLabel(text) else { continue }
            document.pieces[index].role = .dropped(isSource ? "source link" : "citation")
            var values: [String] = value.map { [$0] } ?? []
            if value == nil {
                var next = index + 1
                while next < document.pieces.count, values.count < 3 {
                    let piece = document.pieces[next]
                    if case .spacer = piece.role, values.isEmpty { next += 1; continue }
                    guard piece.isContent, piece.block.text.count <= 160,
                          !SentenceCues.isKoreanImperative(piece.block.text) else { break }
                    values.append(piece.block.text.trimmingSpaces)
                    document.pieces[next].role = .dropped(isSource ? "source link" : "citation")
                    next += 1
                    if document.pieces.indices.contains(next), case .spacer = document.pieces[next].role { break }
                }
                index = next - 1
            }
            if isSource {
                if document.original == nil { document.original = values.first }
            } else {
                document.citations += values
            }
        }
    }

    /// `원문_`, `원문:`, `출처 : url`, `참고_`, `Source: …` → (is it the source, the value after the label).
    static func linkLabel(_ text: String) -> (Bool, String?)? {
        let lower = text.lowercased()
        for (labels, isSource) in [(ChromeLexicon.sourceLabels, true), (ChromeLexicon.referenceLabels, false)] {
            for label in labels where lower.hasPrefix(label) {
                let rest = lower.dropFirst(label.count).drop { $0 == " " }
                guard let mark = rest.first, "_:：-)]".contains(mark) || rest.isEmpty else { continue }
                let value = text.dropFirst(text.count - rest.count).drop { "_:：-)] ".contains($0) }
                if value.isEmpty { return (isSource, nil) }
                // "참고: 어떤 문장" is a note, not a citation, unless it is a link or a title.
                if !isSource && (value.count > 120 || SentenceCues.endsAsSentence(String(value))) && !value.contains("http") { continue }
                return (isSource, String(value))
            }
        }
        return nil
    }

    // MARK: 3. Bylines

    func markBylines(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].isContent {
            let text = Normalizer.normalize(document.pieces[index].block.text)
            if let author = Self.creditLine(text) {
                if document.author == nil { document.author = author }
                document.pieces[index].role = .dropped("byline")
                continue
            }
            guard text.count <= 60, ChromeLexicon.isByline(text) || ChromeLexicon.bylineAuthor(text) != nil && ChromeLexicon.hasDate(text.lowercased()) else { continue }
            if document.author == nil, let author = ChromeLexicon.bylineAuthor(text) { document.author = author }
            document.pieces[index].role = .dropped("byline")
        }
    }

    /// "작성자: 박디자인", "번역: 김번역", "Translated by Lee": the name a credit line gives.
    static func creditLine(_ text: String) -> String? {
        guard text.count <= 60 else { return nil }
        let lower = text.lowercased()
        for label in ["작성자", "글쓴이", "번역자", "번역", "옮긴이", "역자", "translator", "author", "written by", "translated by"] where lower.hasPrefix(label) {
            let rest = text.dropFirst(label.count).drop { $0 == " " || $0 == ":" || $0 == "：" || $0 == "|" }
            guard text.dropFirst(label.count).drop(while: { $0 == " " }).first.map({ ":：|".contains($0) }) == true
                    || label.hasSuffix(" by"), !rest.isEmpty else { continue }
            return String(rest).trimmingSpaces
        }
        return nil
    }

    // MARK: 4. Title line and blog header

    /// The post's title line is not a rule; short lines above it are the blog's header.
    func markTitleAndPreamble(_ document: inout StructuredDocument) {
        let candidates = document.pieces.indices.prefix(20).filter { document.pieces[$0].isContent || document.pieces[$0].isHeading }
        let manifestKey = manifestTitle.map(Normalizer.matchKey)
        let titleIndex = candidates.first { index in
            let text = Normalizer.normalize(document.pieces[index].block.text)
            if let manifestKey, Normalizer.matchKey(text) == manifestKey { return true }
            return text.count <= 100 && ChromeLexicon.namesTheHIG(text) && !SentenceCues.endsAsSentence(text)
        }
        if let titleIndex {
            let before = candidates.filter { $0 < titleIndex }
            let allShort = before.allSatisfy { document.pieces[$0].block.text.count <= 80 || Self.isAside(document.pieces[$0].block.text) }
            if allShort {
                for index in before where !document.pieces[index].isDropped {
                    document.pieces[index].role = .dropped("blog header")
                }
            }
            mark(title: titleIndex, in: &document)
            return
        }
        // Without a title line naming the HIG, a heading-like first line is the title when it names a
        // HIG page ("Progress Indicators") or another heading follows it; else it is the first section.
        if let first = candidates.first {
            let piece = document.pieces[first]
            let text = Normalizer.normalize(piece.block.text)
            let headingLike: Bool
            if case .heading(let level) = piece.role { headingLike = level == 1 } else { headingLike = piece.role == .paragraph && Self.isHeadingLike(text) }
            let next = nextIndex(after: first, in: document.pieces, skippingSpacers: true)
            let followedByHeading = next.map { document.pieces[$0].isHeading || (document.pieces[$0].role == .paragraph && Self.isHeadingLike(document.pieces[$0].block.text)) } ?? false
            if headingLike && (!TopicCatalog.mentioned(in: text).isEmpty || followedByHeading || piece.isHeading) {
                mark(title: first, in: &document)
            }
        }
    }

    private func mark(title index: Int, in document: inout StructuredDocument) {
        let text = document.pieces[index].block.text.trimmingSpaces
        if document.title == nil || manifestTitle == nil { document.title = document.title ?? text }
        document.pieces[index].role = .dropped("document title")
        // A short line right under the title that does not read as a sentence is its subtitle.
        if let next = nextIndex(after: index, in: document.pieces, skippingSpacers: true),
           document.pieces[next].role == .paragraph,
           Self.isHeadingLike(document.pieces[next].block.text),
           let after = nextIndex(after: next, in: document.pieces, skippingSpacers: true),
           !(document.pieces[after].isContent && !Self.isAside(document.pieces[after].block.text)) || Self.isAside(document.pieces[after].block.text) {
            if document.pieces[next].language == .korean {
                document.pieces[next].role = .dropped("subtitle")
            }
        }
    }

    // MARK: 5. Asides and captions

    func markAsidesAndCaptions(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].isContent {
            // A translator's note inside the text goes first; what is left is judged on its own.
            if let cleaned = Self.removingInlineAsides(document.pieces[index].text), !cleaned.isEmpty {
                document.pieces[index].text = cleaned
                document.pieces[index].block.text = cleaned
            }
            let text = Normalizer.normalize(document.pieces[index].block.text)
            if ChromeLexicon.captionMarks.contains(where: { text.lowercased().contains($0) }) && text.count <= 80 {
                document.pieces[index].role = .dropped("image caption")
            } else if Self.isAside(text) {
                document.pieces[index].role = .dropped("translator's aside")
            }
        }
    }

    /// The text without the translator's notes marked inside it — "(역주: …)", "[역자 주 …]",
    /// "(옮긴이: …)" — or nil when it has none.
    static func removingInlineAsides(_ text: String) -> String? {
        let markers = ["역주", "역자 주", "역자주", "옮긴이", "번역자 주", "translator's note"]
        var result = text
        var changed = false
        for (open, close) in [("(", ")"), ("[", "]"), ("（", "）")] {
            var searchStart = result.startIndex
            while let openRange = result.range(of: open, range: searchStart..<result.endIndex) {
                let inside = result[openRange.upperBound...].drop { $0 == " " }
                guard markers.contains(where: { inside.lowercased().hasPrefix($0) }),
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

    /// The translator speaking: their cues, emoji, or chat, in a block short enough to be only that.
    static func isAside(_ raw: String) -> Bool {
        let text = Normalizer.normalize(raw)
        guard LetterCounts(text).hangul > 0 else { return false }
        if ChromeLexicon.hasEmoji(text) || ChromeLexicon.isChatty(text) { return true }
        let cues = ChromeLexicon.asideCues(text)
        return cues >= 2 || (cues == 1 && text.count <= 200)
    }

    // MARK: 6. Captions left from images

    /// A fragment standing alone between spacer lines ("popover", "Page sheet and form sheet") is
    /// the caption of an image the paste lost: headings sit directly on their text, captions do not.
    /// Documents that put a spacer after nearly every paragraph use spacers as blank lines; this cue is off there.
    func dropIsolatedFragments(_ document: inout StructuredDocument) {
        let content = document.pieces.indices.filter { document.pieces[$0].isContent }
        guard !content.isEmpty else { return }
        let followedBySpacer = content.filter { index in
            index + 1 < document.pieces.count && document.pieces[index + 1].role == .spacer
        }
        guard Double(followedBySpacer.count) / Double(content.count) < 0.7 else { return }
        for index in followedBySpacer where document.pieces[index].role == .paragraph {
            let text = Normalizer.normalize(document.pieces[index].block.text)
            let words = text.split(separator: " ").count
            guard words <= 6, !SentenceCues.endsAsSentence(text), !text.hasPrefix("["), document.pieces[index].language == .english
                    || Self.isHeadingLike(text) else { continue }
            document.pieces[index].role = .dropped("image caption")
        }
    }

    // MARK: 7. Headings in plain text

    /// Whether a line has the shape of a heading: short, no sentence ending, not starting in lower case.
    static func isHeadingLike(_ raw: String) -> Bool {
        let text = Normalizer.normalize(raw)
        guard !text.isEmpty, text.count <= 70 else { return false }
        if text.hasPrefix("[") && text.hasSuffix("]") && text.count <= 40 { return true }
        guard !SentenceCues.endsAsSentence(text) else { return false }
        // Lower case starts a fragment ("popover"), not a heading; brand names like "iPadOS" are the exception.
        guard let first = text.first else { return false }
        if first.isLowercase && first.isASCII && !(text.split(separator: " ").first?.contains { $0.isUppercase } ?? false) { return false }
        if isParticleFragment(text) { return false }
        let words = text.split(separator: " ")
        if LetterCounts(text).hangul > 0 { return text.count <= 30 && !text.contains(",") }
        return words.count <= 12 && !text.contains(", ")
    }

    /// An English rule title: a clause without a sentence end, longer than headings may be.
    static func isTitleShaped(_ text: String) -> Bool {
        guard !text.isEmpty, !SentenceCues.endsAsSentence(text), let first = text.first, first.isUppercase else { return false }
        return text.split(separator: " ").count <= 20
    }

    func inferHeadings(_ document: inout StructuredDocument) {
        var pieces = document.pieces
        var previousWasInferredHeading = false
        var level = 2
        for index in pieces.indices {
            let piece = pieces[index]
            guard piece.role == .paragraph, piece.block.quoteDepth == 0 else {
                if !(piece.isDropped) { previousWasInferredHeading = false }
                continue
            }
            let text = Normalizer.normalize(piece.block.text)
            let next = nextIndex(after: index, in: pieces, skippingSpacers: false)
            let nextPiece = next.map { pieces[$0] }
            // An English line over a Korean paragraph that translates it is the rule's title.
            if piece.language == .english, Self.isTitleShaped(text), let nextPiece, nextPiece.role == .paragraph,
               nextPiece.language == .korean, Self.koreanAnswersTitle(english: text, korean: nextPiece.block.text) {
                pieces[index].role = .title
                previousWasInferredHeading = false
                continue
            }
            // A line cut mid-sentence ("…dims the rest to" / "prevent interaction…") is not a heading.
            let continues = nextPiece.map { $0.language == piece.language && $0.text.first.map { $0.isLowercase && $0.isASCII } == true } ?? false
            guard Self.isHeadingLike(piece.block.text), !continues, !Self.endsWithFunctionWord(text) else {
                previousWasInferredHeading = false
                continue
            }
            // An English instruction over English text is that rule's lead, its bold lost in pasting.
            if piece.language == .english, let nextPiece, nextPiece.role == .paragraph, nextPiece.language == .english,
               SentenceCues.isEnglishImperative(text), !SentenceCues.isTitleCase(text) {
                continue
            }
            // A Korean line is a heading only when bracketed or followed by content; a Korean instruction is not.
            if piece.language == .korean && SentenceCues.isKoreanImperative(text) { continue }
            level = previousWasInferredHeading ? min(level + 1, 6) : 2
            pieces[index].role = .heading(level: level)
            pieces[index].text = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()).trimmingSpaces : piece.block.text.trimmingSpaces
            previousWasInferredHeading = true
        }
        document.pieces = pieces
    }

    /// Whether the Korean paragraph opens with a translation of the English line above it:
    /// an instruction in Korean, or the English line's own terms carried over.
    static func koreanAnswersTitle(english: String, korean: String) -> Bool {
        let first = SentenceCues.firstSentence(Normalizer.normalize(korean))
        let englishTerms = LatinTerms(english).content
        let shared = englishTerms.intersection(LatinTerms(first).all)
        // Section headings are written in Title Case; rule titles in sentence case, as instructions.
        if SentenceCues.isTitleCase(english) { return SentenceCues.isKoreanImperative(first) && !shared.isEmpty }
        if SentenceCues.isEnglishImperative(english) && (SentenceCues.isKoreanImperative(first) || !shared.isEmpty) { return true }
        return shared.count >= 2
    }

    // MARK: 7. Afterwords

    /// From a heading like "느낀점" or "마치며" to the next part, the translator speaks for themselves.
    func dropAfterwords(_ document: inout StructuredDocument) {
        var dropping = false
        for index in document.pieces.indices {
            let piece = document.pieces[index]
            switch piece.role {
            case .separator:
                dropping = false
            case .heading:
                let key = Normalizer.matchKey(piece.text).trimming(["[", "]", ":", " ", "#"])
                if ChromeLexicon.afterwordHeadings.contains(key) {
                    dropping = true
                    document.pieces[index].role = .dropped("afterword")
                } else if dropping {
                    document.pieces[index].role = .dropped("afterword")
                }
            default:
                if dropping && !piece.isDropped { document.pieces[index].role = .dropped("afterword") }
            }
        }
    }

    // MARK: 8. Empty headings

    /// A heading with nothing under it before the next heading of its level is a caption or a label.
    func dropEmptyHeadings(_ document: inout StructuredDocument) {
        for index in document.pieces.indices.reversed() {
            guard case .heading(let level) = document.pieces[index].role else { continue }
            var next = index + 1
            var hasContent = false
            while next < document.pieces.count {
                let piece = document.pieces[next]
                if piece.isContent || piece.role == .reference { hasContent = true; break }
                if case .heading(let other) = piece.role, other <= level { break }
                if case .heading = piece.role { hasContent = true; break }
                if piece.role == .separator { break }
                next += 1
            }
            if !hasContent { document.pieces[index].role = .dropped("heading without text (a caption)") }
        }
    }

    // MARK: 9. Broken paragraphs

    func repairParagraphs(_ document: inout StructuredDocument) {
        var pieces = document.pieces
        var index = 0
        while index < pieces.count {
            defer { index += 1 }
            guard pieces[index].role == .paragraph || pieces[index].isItem || pieces[index].isNote else { continue }
            guard let next = nextIndex(after: index, in: pieces, skippingSpacers: false) else { continue }
            let current = pieces[index]
            let following = pieces[next]
            let text = Normalizer.normalize(current.text)
            let nextText = Normalizer.normalize(following.text)
            var join = false
            var separator = " "
            if current.language == .english, following.language == .english, following.role == .paragraph,
               !SentenceCues.endsAsSentence(text), nextText.first.map({ $0.isLowercase && $0.isASCII }) == true {
                // An English paragraph cut in two by a stray blank line.
                join = true
            } else if current.role == .paragraph, following.role == .paragraph, current.language == .english,
                      following.language == .english, Self.isHeadingLike(text), SentenceCues.isEnglishImperative(text) {
                // The rule's lead on its own line, then its body: they stay on their own lines.
                join = true
                separator = "\n"
            } else if following.role == .paragraph, following.language != .english,
                      Self.isParticleFragment(nextText) || (LetterCounts(text).hangul > 0 && Self.endsWithParticle(text)
                        && !SentenceCues.endsAsSentence(text) && LetterCounts(nextText).hangul > 0) {
                // A Korean sentence cut around a lone particle ("…(share sheets)" / "와" / "action sheets를 제공한다.").
                join = true
            }
            guard join else { continue }
            var merged = current
            merged.text = current.text.trimmingSpaces + separator + following.text.trimmingSpaces
            merged.block.text = merged.text
            merged.block.lines = current.lines.union(following.lines)
            if merged.block.lead == nil, current.role == .paragraph, Self.isHeadingLike(text) { merged.block.lead = current.text.trimmingSpaces }
            pieces[index] = Piece(merged.block, role: merged.role, text: merged.text)
            pieces[next].role = .dropped("joined")
            index -= 1  // the joined paragraph may continue further
        }
        document.pieces = pieces.filter { $0.role != .dropped("joined") }
    }

    /// Whether English text ends in a word that cannot end a heading: "…to", "…the", "…and".
    static func endsWithFunctionWord(_ text: String) -> Bool {
        guard let last = text.split(separator: " ").last?.lowercased() else { return false }
        return ["to", "the", "a", "an", "and", "or", "of", "with", "for", "in", "on", "that", "by", "as", "at", "from", "is", "are"].contains(last)
    }

    /// "와", "과", "및", "그리고", "또는": a connective alone on a line.
    static func isParticleFragment(_ text: String) -> Bool {
        ["와", "과", "및", "또는", "그리고", "혹은", "이나", "나", "를", "을", "의", "에", "로", "으로"].contains(text)
    }

    static func endsWithParticle(_ text: String) -> Bool {
        ["와", "과", "및", "또는", "그리고", "혹은"].contains { text.hasSuffix(" " + $0) || text == $0 }
    }

    // MARK: 10. Reference lines

    func markReferences(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].role == .paragraph {
            if Self.isReference(Normalizer.normalize(document.pieces[index].text)) {
                document.pieces[index].role = .reference
            }
        }
    }

    /// "For developer guidance, see UIViewController.", "개발자 가이드라인은 X를 참고하세요.", "추가정보는 X에서 확인".
    static func isReference(_ text: String) -> Bool {
        guard text.count <= 220 else { return false }
        let lower = text.lowercased()
        let englishOpeners = ["for developer guidance", "for additional guidance", "for more guidance", "for guidance",
                              "for more information", "for related guidance", "for additional information", "to learn more",
                              "see also", "developer guidance:", "for details, see", "for complete developer guidance"]
        if englishOpeners.contains(where: { lower.hasPrefix($0) }) && lower.contains("see") { return true }
        guard LetterCounts(text).hangul > 0, SentenceCues.split(text).count <= 2 else { return false }
        let topics = ["개발자", "가이드라인은", "가이드는", "가이드라인을", "지침은", "추가정보", "추가 정보", "자세한 내용", "자세한 정보",
                      "추가 가이드", "관련 가이드", "관련 내용", "더 많은 정보", "더 알아보"]
        let verbs = ["참고", "확인", "참조", "보세요", "살펴보", "알아보"]
        return topics.contains(where: { lower.contains($0) }) && verbs.contains(where: { lower.contains($0) })
            && LetterCounts(text).hangul <= 40
    }

    // MARK: Helpers

    func nextIndex(after index: Int, in pieces: [Piece], skippingSpacers: Bool) -> Int? {
        var next = index + 1
        while next < pieces.count {
            let piece = pieces[next]
            if piece.isDropped { next += 1; continue }
            if skippingSpacers, piece.role == .spacer { next += 1; continue }
            return next
        }
        return nil
    }
}
