/// A tool call's `arguments`, read with checks that end in a sentence for the model.
///
/// MCP reports a model's mistakes in arguments as a tool result with `isError`
/// (not a protocol error), so the model sees what to fix and can call again.
struct ToolArguments {
    /// A mistake in the arguments, said as an instruction.
    struct Mistake: Error, Equatable {
        var sentence: String
    }

    let tool: String
    let values: [String: JSONValue]

    /// Reads `arguments`, which must be an object (or absent) with only `allowed` names.
    init(_ arguments: JSONValue?, tool: String, allowed: [String]) throws(Mistake) {
        self.tool = tool
        switch arguments {
        case nil, .null?:
            values = [:]
        case let .object(members)?:
            values = members
        case let other?:
            throw Mistake(sentence: "The arguments of \(tool) must be an object, not a \(other.typeName).")
        }
        let unknown = values.keys.filter { !allowed.contains($0) }.sorted()
        guard unknown.isEmpty else {
            let names = allowed.isEmpty ? "no arguments" : "only " + allowed.map { "`\($0)`" }.joined(separator: ", ")
            throw Mistake(sentence: "\(tool) takes \(names); remove \(unknown.map { "`\($0)`" }.joined(separator: ", ")).")
        }
    }

    /// The string argument `name`, or `nil` when absent or `null`.
    func string(_ name: String) throws(Mistake) -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case let .string(text)?: return text
        case let other?: throw Mistake(sentence: "`\(name)` must be a string, not a \(other.typeName).")
        }
    }

    /// The whole-number argument `name` within `range`, or `nil` when absent or `null`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(Mistake) -> Int? {
        guard let value = values[name], value != .null else { return nil }
        guard let number = value.intValue, range.contains(number) else {
            throw Mistake(sentence: "`\(name)` must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(Self.shown(value)).")
        }
        return number
    }

    /// A value as a model would recognize it in a message.
    static func shown(_ value: JSONValue) -> String {
        String(decoding: JSONLine.encode(value).prefix(80), as: UTF8.self)
    }
}
