import HIGText

/// From a heading like "느낀점" or "마치며" to the next part (a separator), the translator speaks
/// for themselves.
struct Afterwords: StructurePass {
    func run(_ document: inout StructuredDocument) {
        var dropping = false
        for index in document.pieces.indices {
            let piece = document.pieces[index]
            switch piece.role {
            case .separator:
                dropping = false
            case .heading:
                let key = Normalizer.matchKey(piece.text).trimming(["[", "]", ":", " ", "#"])
                if CueLexicon.afterwordHeadings.contains(key) { dropping = true }
                if dropping { document.pieces[index].role = .dropped(.afterword) }
            default:
                if dropping && !piece.isDropped && piece.role != .spacer { document.pieces[index].role = .dropped(.afterword) }
            }
        }
    }
}
