import HIGText

/// Plain text does not mark headings: a short line without a sentence ending is one, unless a
/// Korean paragraph below translates it (then it is the rule's English title — an English
/// instruction over a Korean instruction or shared terms; Title Case lines stay headings), a
/// line follows that continues it, or it is an instruction over its own body.
struct PlainTextHeadings: StructurePass {
    /// A document that marks this many headings itself gets no inferred ones (only English titles over Korean).
    static let markedHeadings = 2

    func run(_ document: inout StructuredDocument) {
        let successors = document.successors(skippingSpacers: false)
        let inferring = document.pieces.count(where: \.isHeading) < Self.markedHeadings
        var previousWasInferredHeading = false
        var level = 2
        for index in document.pieces.indices {
            let piece = document.pieces[index]
            guard piece.role == .paragraph, piece.block.quoteDepth == 0, piece.block.links.isEmpty else {
                if !piece.isDropped { previousWasInferredHeading = false }
                continue
            }
            let text = piece.normalized
            let nextPiece = successors[index].map { document.pieces[$0] }
            // An English line over a Korean paragraph that translates it is the rule's title.
            if piece.language == .english, LineShape.isTitleShaped(text), let nextPiece, nextPiece.role == .paragraph,
               nextPiece.language == .korean, Self.koreanAnswersTitle(english: text, korean: nextPiece.block.text) {
                document.pieces[index].role = .title
                previousWasInferredHeading = false
                continue
            }
            guard inferring else { continue }
            // A line cut mid-sentence ("…dims the rest to" / "prevent interaction…") is not a heading.
            let continues = nextPiece.map { $0.language == piece.language && LineShape.startsInLowerCase($0.text) } ?? false
            guard LineShape.isHeadingLike(piece.block.text), !continues, !LineShape.endsWithFunctionWord(text) else {
                previousWasInferredHeading = false
                continue
            }
            // An English instruction over English text is that rule's lead, its bold lost in pasting.
            if piece.language == .english, let nextPiece, nextPiece.role == .paragraph, nextPiece.language == .english,
               SentenceCues.isEnglishImperative(text), !SentenceCues.isTitleCase(text) {
                continue
            }
            // A Korean instruction is not a heading.
            if piece.language == .korean && SentenceCues.isKoreanImperative(text) { continue }
            level = previousWasInferredHeading ? min(level + 1, 6) : 2
            document.pieces[index].role = .heading(level: level)
            document.pieces[index].text = text.hasPrefix("[") && text.hasSuffix("]")
                ? String(text.dropFirst().dropLast()).trimmingSpaces : piece.block.text.trimmingSpaces
            previousWasInferredHeading = true
        }
    }

    /// Whether the Korean paragraph opens with a translation of the English line above it:
    /// an instruction in Korean, or the English line's own terms carried over.
    static func koreanAnswersTitle(english: String, korean: String) -> Bool {
        let first = SentenceCues.firstSentence(Normalizer.normalize(korean))
        let shared = LatinTerms(english).content.intersection(LatinTerms(first).all)
        // Section headings are written in Title Case; rule titles in sentence case, as instructions.
        if SentenceCues.isTitleCase(english) { return SentenceCues.isKoreanImperative(first) && !shared.isEmpty }
        if SentenceCues.isEnglishImperative(english) && (SentenceCues.isKoreanImperative(first) || !shared.isEmpty) { return true }
        return shared.count >= 2
    }
}
