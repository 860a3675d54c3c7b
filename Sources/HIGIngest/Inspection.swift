public import Foundation
public import HIGModel
import HIGText

/// How one block of a document was read: for `hig inspect`, so a person adding a
/// document can see what became a rule, what was dropped and why.
public struct InspectedBlock: Sendable, Equatable {
    public var lines: LineRange
    /// "heading", "paragraph", "item", "note", "title", "reference", or "dropped: <reason>".
    public var role: String
    public var language: String
    public var text: String
}

extension Ingester {
    /// Reads one document the way `run` does and tells what each block became.
    public static func inspect(_ url: URL, entry: Manifest.Entry? = nil) throws(IngestError) -> [InspectedBlock] {
        let name = url.lastPathComponent
        guard let format = DocumentFormat(fileName: name) else {
            throw IngestError.unreadable(file: name, reason: "not a .txt, .md or .html document")
        }
        let pipeline = DocumentPipeline(index: 0, file: name, format: format, entry: entry)
        let structured = try pipeline.structure(contentsOf: url)
        return structured.pieces.compactMap { piece in
            let role: String
            switch piece.role {
            case .heading(let level): role = "heading \(level)"
            case .paragraph: role = "paragraph"
            case .item(let depth): role = depth == 0 ? "item" : "item \(depth)"
            case .note(let label): role = "note \(label)"
            case .title: role = "title"
            case .reference: role = "reference"
            case .separator, .spacer: return nil
            case .dropped(let reason): role = "dropped: \(reason)"
            }
            return InspectedBlock(lines: piece.lines, role: role, language: piece.language.rawValue, text: piece.text)
        }
    }
}
