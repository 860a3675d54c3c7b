import HIGText

/// Tables: a change log (a column of dates) is the page's history, not guidance; any other table
/// is content (an alert's parts, where a help button goes) and stays with its rule.
struct Tables: StructurePass {
    /// A table is a change log when this share of its rows opens with a date.
    static let datedRowShare = 0.5

    func run(_ document: inout StructuredDocument) {
        for index in document.pieces.indices where document.pieces[index].role == .table {
            if Self.isChangeLog(document.pieces[index].block.rows) {
                document.pieces[index].role = .dropped(.changeLog)
            }
        }
    }

    static func isChangeLog(_ rows: [[String]]) -> Bool {
        let body = rows.count > 1 ? Array(rows.dropFirst()) : rows
        guard !body.isEmpty else { return false }
        let dated = body.count { row in row.first.map { CueLexicon.hasDate(Normalizer.matchKey($0)) } ?? false }
        return Double(dated) >= datedRowShare * Double(body.count)
    }
}
