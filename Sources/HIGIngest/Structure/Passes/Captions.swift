import HIGText

/// Captions are not rules: lines with caption marks ("Alert(좌) Modal View(우)", "▲ 예시"),
/// fragments standing alone between spacer lines (the caption of an image the paste lost), short
/// labels over an image (`**첫 번째 단계**`), lines between two images, and a one-sentence
/// description right under an image (with the translation quoted under it).
struct Captions: StructurePass {
    /// Captions are short.
    static let maximumMarkedCaption = 80
    static let maximumFragmentWords = 6
    static let maximumLabel = 40
    static let maximumDescription = 160
    /// Documents that put a spacer after nearly every paragraph use spacers as blank lines: the
    /// isolated-fragment cue is off there.
    static let spacerUseLimit = 0.7

    func run(_ document: inout StructuredDocument) {
        dropMarkedCaptions(&document)
        dropIsolatedFragments(&document)
        dropImageCaptions(&document)
    }

    func dropMarkedCaptions(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].isContent {
            guard document.pieces[index].normalized.count <= Self.maximumMarkedCaption else { continue }
            let text = document.pieces[index].normalized.lowercased()
            if CueLexicon.captionMarks.contains(where: { PhraseSearch.contains($0, in: text) }) {
                document.pieces[index].role = .dropped(.imageCaption)
            }
        }
    }

    /// A fragment standing alone between spacer lines ("popover", "Page sheet and form sheet"):
    /// headings sit directly on their text, captions do not.
    func dropIsolatedFragments(_ document: inout StructuredDocument) {
        let content = document.pieces.indices.filter { document.pieces[$0].isContent }
        guard !content.isEmpty else { return }
        let followedBySpacer = content.filter { index in
            index + 1 < document.pieces.count && document.pieces[index + 1].role == .spacer
        }
        guard Double(followedBySpacer.count) / Double(content.count) < Self.spacerUseLimit else { return }
        for index in followedBySpacer where document.pieces[index].role == .paragraph {
            let text = document.pieces[index].normalized
            guard text.split(separator: " ").count <= Self.maximumFragmentWords, !SentenceCues.endsAsSentence(text),
                  !text.hasPrefix("["), document.pieces[index].language == .english || LineShape.isHeadingLike(text) else { continue }
            document.pieces[index].role = .dropped(.imageCaption)
        }
    }

    /// Labels and descriptions that stand with an image, and the translations quoted under them.
    func dropImageCaptions(_ document: inout StructuredDocument) {
        let pieces = document.pieces
        // The nearest piece before and after each one, spacers aside, dropped pieces included:
        // an image is a dropped piece, and what stands by it is the question.
        var previous = [Int?](repeating: nil, count: pieces.count)
        var next = [Int?](repeating: nil, count: pieces.count)
        var last: Int?
        for index in pieces.indices {
            previous[index] = last
            if pieces[index].role != .spacer { last = index }
        }
        last = nil
        for index in pieces.indices.reversed() {
            next[index] = last
            if pieces[index].role != .spacer { last = index }
        }
        func isImage(_ index: Int?) -> Bool { index.map { pieces[$0].role == .dropped(.image) } ?? false }
        func closesPart(_ index: Int?) -> Bool {
            guard let index else { return true }
            return isImage(index) || pieces[index].isHeading || pieces[index].role == .separator
        }
        for index in pieces.indices where pieces[index].role == .paragraph {
            let piece = pieces[index]
            let text = piece.normalized
            let isLabel = piece.block.emphasis == .strong && text.count <= Self.maximumLabel && !SentenceCues.endsAsSentence(text)
            if isLabel && isImage(next[index]) {
                document.pieces[index].role = .dropped(.imageCaption)
                continue
            }
            // A guideline (a bold lead, an instruction written as a sentence) is never a caption, wherever it
            // stands; a short label between images ("Launch screen") is one even when it starts with a verb.
            let instruction = SentenceCues.endsAsSentence(text) && (SentenceCues.isEnglishImperative(text) || SentenceCues.isKoreanImperative(text))
            guard piece.block.lead == nil, !instruction else { continue }
            if isImage(previous[index]) && isImage(next[index]) && text.count <= Self.maximumDescription {
                document.pieces[index].role = .dropped(.imageCaption)
                continue
            }
            // A label right under an image ("First screen"): a few words, no sentence.
            if isImage(previous[index]), !SentenceCues.endsAsSentence(text), text.split(separator: " ").count <= Self.maximumFragmentWords {
                document.pieces[index].role = .dropped(.imageCaption)
                continue
            }
            // "![…]" then "The Notes format sheet lets people …" (one sentence) and its quoted translation, then an image.
            guard isImage(previous[index]), piece.block.quoteDepth == 0, text.count <= Self.maximumDescription,
                  SentenceCues.split(text).count == 1 else { continue }
            var end = next[index]
            if let translation = end, pieces[translation].block.quoteDepth > piece.block.quoteDepth,
               pieces[translation].language != piece.language, pieces[translation].isContent {
                end = next[translation]
                guard closesPart(end) else { continue }
                document.pieces[translation].role = .dropped(.imageCaption)
            } else if !closesPart(end) {
                continue
            }
            document.pieces[index].role = .dropped(.imageCaption)
        }
    }
}
