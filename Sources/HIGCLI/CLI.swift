import Foundation
import HIGModel

/// `hig`: the command line. Parses arguments from the table in `Commands`, runs
/// the command, prints errors as one line, and returns the exit status.
public enum CLI {
    public static let version = "0.1.0"

    /// Runs `hig` with the process's arguments; output goes to standard output. Returns the exit status.
    public static func main() -> Int32 {
        let environment = ProcessEnvironment.current()
        let context = Context(terminal: .current(environment: environment), environment: environment, output: OutputBuffer(echo: true))
        // Arguments must be UTF-8: decoding would silently replace bad bytes with U+FFFD.
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index], let argument = String(validatingCString: pointer) else {
                context.note("argument \(index) is not valid UTF-8; check the terminal's encoding (locale)")
                return 2
            }
            arguments.append(argument)
        }
        let status = run(arguments, context: context)
        context.output.flush()
        return status
    }

    static func run(_ arguments: [String], context: Context) -> Int32 {
        guard let first = arguments.first else {
            context.print(help)
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = Commands.all.first(where: { $0.name == arguments[1] }) {
                context.print(help(for: command))
            } else {
                context.print(help)
            }
            return 0
        case "--version", "-V", "version":
            context.print("hig \(version)")
            return 0
        default:
            break
        }
        guard let command = Commands.all.first(where: { $0.name == first }) else {
            context.note("unknown command \"\(first)\"" + (suggestion(for: first).map { "; did you mean \"hig \($0)\"?" } ?? "") + " (see: hig --help)")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.print(help(for: command))
            return 0
        }
        do {
            let parsed = try ArgumentParser(command: command).parse(rest)
            return try command.run(parsed, context)
        } catch let error as CLIError {
            context.output.flush()
            context.note(error.description)
            return error.exitStatus
        } catch {
            context.output.flush()
            context.note("\(error)")
            return 2
        }
    }

    /// Edits a mistyped command may be away from a real one to be suggested: two catch a
    /// swapped pair or a missing letter (`shwo`, `serch`); more would suggest *something* for
    /// any word (`frobnicate` → `topics`).
    static let suggestionDistance = 2

    /// The command `typed` is a typo of: the nearest within `suggestionDistance` edits and
    /// no more than half its length away, if exactly one is nearest.
    static func suggestion(for typed: String) -> String? {
        let scored = Commands.all.map { (name: $0.name, distance: distance($0.name, typed.lowercased())) }
        guard let best = scored.map(\.distance).min(), best <= suggestionDistance, best * 2 <= typed.count,
              scored.count(where: { $0.distance == best }) == 1 else { return nil }
        return scored.first { $0.distance == best }?.name
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        NearestRuleIDs.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static var help: String {
        let width = Commands.all.map(\.name.count).max() ?? 0
        var lines = [
            "hig \(version) — Apple's Human Interface Guidelines in Korean and English",
            "",
            "Usage: hig <command> [options]",
            "",
            "Commands:",
        ]
        lines += Commands.all.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        lines += ["", "Run \"hig <command> --help\" for a command's options. \"hig --version\" prints the version."]
        return lines.joined(separator: "\n")
    }

    static func help(for command: CommandSpec) -> String {
        var lines = ["Usage: \(command.usage)", "", command.summary.prefix(1).uppercased() + command.summary.dropFirst() + "."]
        if !command.discussion.isEmpty { lines += ["", command.discussion] }
        if !command.options.isEmpty {
            lines += ["", "Options:"]
            let rendered = command.options.map { ($0.name + ($0.value.map { " \($0)" } ?? ""), $0.help) }
            let width = rendered.map(\.0.count).max() ?? 0
            lines += rendered.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
            lines.append("  " + "--help".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "show this help")
        }
        return lines.joined(separator: "\n")
    }
}
