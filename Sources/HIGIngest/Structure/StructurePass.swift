/// One step of reading a document's structure: it looks at the pieces and changes their roles or text.
///
/// Passes are small and run in the order `StructurePipeline` lists them; each is linear in the
/// number of pieces, so a document of any length is read in time proportional to its size.
protocol StructurePass: Sendable {
    func run(_ document: inout StructuredDocument)
}
