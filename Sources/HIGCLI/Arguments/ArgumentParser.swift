/// Parses a command's arguments against its table entry: `--name value`,
/// `--name=value`, flags, `--` before positionals that start with a dash.
struct ArgumentParser {
    var command: CommandSpec

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (name, inline) = Self.split(argument)
            guard let option = command.options.first(where: { $0.name == name }) else {
                throw .usage("unknown option \(name) for hig \(command.name)", command: command.name)
            }
            if option.value == nil {
                guard inline == nil else { throw .usage("\(name) takes no value", command: command.name) }
                parsed.flags.insert(name)
            } else if let inline {
                parsed.values[name] = inline
            } else {
                guard index < arguments.count else {
                    throw .usage("\(name) needs a value (\(name) \(option.value!))", command: command.name)
                }
                parsed.values[name] = arguments[index]
                index += 1
            }
        }
        let required = command.positionals.filter(\.required).count
        if parsed.positionals.count < required {
            let missing = command.positionals[parsed.positionals.count].name
            throw .usage("missing \(missing)", command: command.name)
        }
        if !command.variadic && parsed.positionals.count > command.positionals.count {
            throw .usage("unexpected argument \"\(parsed.positionals[command.positionals.count])\"", command: command.name)
        }
        return parsed
    }

    static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
