/// One command of `hig`: its name, help, the options it takes and what it runs.
/// The whole command line is a table of these (see `Commands.all`).
struct CommandSpec: Sendable {
    var name: String
    /// One line for the command list.
    var summary: String
    /// Usage lines, e.g. "hig show ID [--json] [--index DIR]".
    var usage: String
    /// Further paragraphs of `--help`.
    var discussion: String = ""
    /// Positional arguments: (name, required). The last one takes every word left when `variadic`.
    var positionals: [(name: String, required: Bool)] = []
    var variadic = false
    var options: [OptionSpec] = []
    var run: @Sendable (ParsedArguments, Context) throws -> Int32
}

/// An option such as `--topic T` (with a value) or `--json` (a flag).
struct OptionSpec: Sendable {
    var name: String
    /// The value's placeholder; nil for flags.
    var value: String?
    var help: String

    static let json = OptionSpec(name: "--json", value: nil, help: "print JSON for programs (the format is in the README)")
    static let index = OptionSpec(name: "--index", value: "DIR", help: "the index folder (default: ./Index, or $HIG_INDEX)")
    static let corpus = OptionSpec(name: "--corpus", value: "DIR", help: "the corpus folder (default: ./Corpus, or $HIG_CORPUS)")
    static let noRebuild = OptionSpec(name: "--no-rebuild", value: nil, help: "use the index as it is, even if the corpus changed")
    static let topic = OptionSpec(name: "--topic", value: "T", help: "only rules of this topic (slug, English or Korean name)")
}

/// What the parser found on the command line.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
