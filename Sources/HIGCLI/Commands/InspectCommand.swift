import Foundation
import HIGIngest

extension Commands {
    static let inspect = CommandSpec(
        name: "inspect",
        summary: "show how a document is read: each block's role, and what was dropped and why",
        usage: "hig inspect FILE [--corpus DIR]",
        discussion: """
        Use it when adding a document to the corpus: every line says what became of a paragraph. \
        The document's credits come from the corpus.json of --corpus, else of the corpus folder the file is in.
        """,
        positionals: [("FILE", true)],
        options: [.corpus],
        run: { arguments, context in
            let path = arguments.positionals[0]
            try InputFile.check(path)
            let url = URL(fileURLWithPath: path)
            let entry = manifestEntry(for: url, corpus: context.named(arguments, "--corpus", "HIG_CORPUS"))
            let blocks: [InspectedBlock]
            do {
                blocks = try Ingester.inspect(url, entry: entry)
            } catch let error as IngestError {
                throw CLIError.failure(error.description)
            }
            let roleWidth = (blocks.map { DisplayWidth.of($0.role) }.max() ?? 10) + 2
            let width = max(20, context.terminal.width - 8 - roleWidth - 6)
            for block in blocks {
                let text = DisplayWidth.clip(block.text.replacingOccurrences(of: "\n", with: " "), to: width)
                let role = block.role.hasPrefix("dropped") ? context.terminal.style(block.role, .dim) : block.role
                context.print(DisplayWidth.pad(block.lines.description, to: 8) + RuleRenderer(terminal: context.terminal).pad(role, to: roleWidth)
                              + DisplayWidth.pad(block.language, to: 6) + text)
            }
            return 0
        })

    /// The manifest entry of the document at `url`: from `corpus`'s manifest, else from the
    /// nearest folder above the document that has one (a corpus may have subfolders).
    static func manifestEntry(for url: URL, corpus: URL?) -> Manifest.Entry? {
        var folder = corpus ?? url.deletingLastPathComponent()
        for _ in 0..<(corpus == nil ? CorpusListing.maximumDepth : 1) {
            let manifest = folder.appendingPathComponent(Manifest.fileName)
            if let data = FileManager.default.contents(atPath: manifest.path) {
                guard let parsed = try? Manifest.parse(data, file: Manifest.fileName) else { return nil }
                let relative = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
                return parsed.entry(for: String(relative)) ?? parsed.entry(for: url.lastPathComponent)
            }
            let parent = folder.standardizedFileURL.deletingLastPathComponent()
            guard parent.path != folder.standardizedFileURL.path else { break }
            folder = parent
        }
        return nil
    }
}
