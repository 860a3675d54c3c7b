import Foundation
import HIGIngest

extension Commands {
    static let inspect = CommandSpec(
        name: "inspect",
        summary: "show how a document is read: each block's role, and what was dropped and why",
        usage: "hig inspect FILE [--pair OTHER] [--corpus DIR]",
        discussion: """
            Use it when adding a document to the corpus: every line says what became of a paragraph. \
            The document's credits come from the corpus.json of --corpus, else of the nearest folder above FILE that has one.
            With --pair, FILE and OTHER are taken as an English page and its separate Korean translation: every line \
            is one step of their alignment, a pair of guidelines with its cost (lower is likelier; "-" marks a pair \
            too costly to take) or a guideline left without a counterpart.
            """,
        positionals: [("FILE", true)],
        options: [.corpus, OptionSpec(name: "--pair", value: "OTHER", help: "align FILE with OTHER, its translation, and show each step")],
        run: { arguments, context in
            let path = arguments.positionals[0]
            try InputFile.check(path)
            let url = URL(fileURLWithPath: path)
            let (corpus, manifest) = corpusFolder(of: url, named: context.named(arguments, "--corpus", "HIG_CORPUS"))
            if let other = arguments.value("--pair") {
                try InputFile.check(other)
                return try inspectPair(url, URL(fileURLWithPath: other), corpus: corpus, manifest: manifest, context: context)
            }
            let relative = String(url.standardizedFileURL.path.dropFirst(corpus.standardizedFileURL.path.count + 1))
            let entry = manifest?.entry(for: relative) ?? manifest?.entry(for: url.lastPathComponent)
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

    /// The corpus folder a document belongs to, and its manifest: the named corpus, else the
    /// nearest folder above the document with a manifest (a corpus may have subfolders), else
    /// the document's own folder.
    static func corpusFolder(of url: URL, named: URL?) -> (folder: URL, manifest: Manifest?) {
        func manifest(in folder: URL) -> Manifest?? {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(Manifest.fileName).path) else { return nil }
            return .some(try? Manifest.parse(data, file: Manifest.fileName))
        }
        if let named { return (named, manifest(in: named) ?? nil) }
        var folder = url.standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<CorpusTree.maximumDepth {
            if let found = manifest(in: folder) { return (folder, found) }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { break }
            folder = parent
        }
        return (url.standardizedFileURL.deletingLastPathComponent(), nil)
    }

    /// `hig inspect A --pair B`: the alignment of two documents, one step per line.
    static func inspectPair(_ first: URL, _ second: URL, corpus: URL, manifest: Manifest?, context: Context) throws -> Int32 {
        let steps: [InspectedPairStep]
        do throws(IngestError) {
            steps = try Ingester.inspectPair(first, second, corpus: corpus, manifest: manifest)
        } catch {
            throw CLIError.failure(error.description)
        }
        let column = max(24, (context.terminal.width - 22) / 2)
        for step in steps {
            let cost = step.cost.map { cost in
                let text = FixedPoint.format(cost, digits: 2)
                return String(repeating: " ", count: max(0, 5 - text.count)) + text
            } ?? "     "
            let mark = step.cost == nil ? " " : (step.accepted ? "=" : "-")
            let english = step.english.map { DisplayWidth.pad($0.lines.description, to: 8) + DisplayWidth.clip($0.title, to: column - 8) } ?? ""
            let korean = step.korean.map { DisplayWidth.pad($0.lines.description, to: 8) + DisplayWidth.clip($0.title, to: column - 8) } ?? ""
            context.print("\(cost) \(mark) " + DisplayWidth.pad(english, to: column) + "  " + korean)
        }
        let taken = steps.filter(\.accepted).count
        context.print("\(taken) pairs taken; \(steps.filter { $0.english != nil && !$0.accepted }.count) English and \(steps.filter { $0.korean != nil && !$0.accepted }.count) Korean guidelines without a counterpart")
        return 0
    }
}
