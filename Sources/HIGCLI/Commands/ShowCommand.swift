import Foundation
import HIGModel
import HIGSearch

extension Commands {
    static let show = CommandSpec(
        name: "show",
        summary: "show one rule: its English and every Korean translation, with sources",
        usage: "hig show ID [--json] [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: "IDs are case-insensitive (modality-7 = Modality-7). An unknown ID lists the nearest ones and exits 1.",
        positionals: [("ID", true)],
        options: [.json, .index, .corpus, .noRebuild],
        run: { arguments, context in
            let reader = try context.knowledgeBase(arguments).open(context, rebuild: !arguments.flag("--no-rebuild"))
            let id = RuleID(arguments.positionals[0])
            guard let rule = try reader.rule(id: id) else {
                let nearest = NearestRuleIDs.find(id, among: (0..<reader.ruleCount).map(reader.id(at:)))
                context.note("no rule \(id)" + (nearest.isEmpty ? "" : "; nearest: " + nearest.map(\.rawValue).joined(separator: ", ")))
                return 1
            }
            if arguments.flag("--json") {
                try context.printJSON(rule)
            } else {
                context.print(RuleRenderer(terminal: context.terminal).show(rule))
            }
            return 0
        })
}
