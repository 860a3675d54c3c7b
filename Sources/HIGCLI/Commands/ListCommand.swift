import Foundation
import HIGModel
import HIGSearch

extension Commands {
    static let list = CommandSpec(
        name: "list",
        summary: "list rules with their English and Korean titles, by topic",
        usage: "hig list [--topic T] [--json] [--index DIR] [--corpus DIR] [--no-rebuild]",
        options: [.topic, .json, .index, .corpus, .noRebuild],
        run: { arguments, context in
            let reader = try context.knowledgeBase(arguments).open(context, rebuild: !arguments.flag("--no-rebuild"))
            var rules = try reader.allRules()
            if let name = arguments.value("--topic") {
                guard let topic = TopicMatch.find(name, in: reader.topics.map(\.topic)) else {
                    throw CLIError.usage("no topic \"\(name)\"; topics: " + reader.topics.map(\.topic.slug).joined(separator: ", "), command: "list")
                }
                rules = rules.filter { $0.topic.slug == topic.slug }
            }
            if arguments.flag("--json") {
                try context.printJSON(rules)
            } else {
                context.print(RuleRenderer(terminal: context.terminal).list(rules))
            }
            return 0
        })

    static let topics = CommandSpec(
        name: "topics",
        summary: "list the topics with their English and Korean names and rule counts",
        usage: "hig topics [--json] [--index DIR] [--corpus DIR] [--no-rebuild]",
        options: [.json, .index, .corpus, .noRebuild],
        run: { arguments, context in
            let reader = try context.knowledgeBase(arguments).open(context, rebuild: !arguments.flag("--no-rebuild"))
            if arguments.flag("--json") {
                try context.printJSON(reader.topics)
                return 0
            }
            let rows = reader.topics.map { [$0.topic.slug, $0.topic.english, $0.topic.korean, "\($0.count)"] }
            context.print(Table(rows: [["TOPIC", "ENGLISH", "KOREAN", "RULES"]] + rows).text(terminal: context.terminal))
            return 0
        })
}

/// Columns aligned by display width, a header row in bold.
struct Table {
    var rows: [[String]]

    func text(terminal: Terminal) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : DisplayWidth.pad(cell, to: widths[column])
            }.joined(separator: "  ")
            return index == 0 ? terminal.style(line, .bold) : line
        }.joined(separator: "\n")
    }
}
