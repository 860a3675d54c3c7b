import Foundation
import HIGIngest

extension Commands {
    static let inspect = CommandSpec(
        name: "inspect",
        summary: "show how a document is read: each block's role, and what was dropped and why",
        usage: "hig inspect FILE [--corpus DIR]",
        discussion: "Use it when adding a document to the corpus: every line says what became of a paragraph.",
        positionals: [("FILE", true)],
        options: [.corpus],
        run: { arguments, context in
            let url = URL(fileURLWithPath: arguments.positionals[0])
            let manifestURL = context.corpus(arguments).appendingPathComponent(Manifest.fileName)
            let entry = FileManager.default.contents(atPath: manifestURL.path)
                .flatMap { try? Manifest.parse($0, file: Manifest.fileName) }?.entry(for: url.lastPathComponent)
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
}
