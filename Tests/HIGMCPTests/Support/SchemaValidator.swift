import HIGMCP

/// Checks a value against the part of JSON Schema the server's schemas use: `type`,
/// `properties`, `required`, `additionalProperties: false`, `items`, `enum`,
/// `minimum`/`maximum`, `minLength`, `minItems`/`maxItems`. Returns every violation
/// with its JSON path; an empty list means the value conforms.
///
/// A keyword outside that set is itself reported, so a schema cannot silently
/// use one the check would skip.
enum SchemaValidator {
    static let known: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "enum",
                                     "minimum", "maximum", "minLength", "minItems", "maxItems", "description", "default"]

    static func violations(of value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        guard case let .object(keywords) = schema else { return ["\(path): the schema is not an object"] }
        var found = keywords.keys.filter { !known.contains($0) }.sorted().map { "\(path): unchecked keyword \($0)" }
        if case let .string(type)? = keywords["type"], !matches(value, type: type) {
            return found + ["\(path): expected \(type), found \(value.typeName)"]
        }
        if let allowed = keywords["enum"]?.arrayValue, !allowed.contains(value) {
            found.append("\(path): \(value) is not one of \(allowed)")
        }
        if let minimum = keywords["minimum"]?.intValue, let number = value.intValue, number < minimum {
            found.append("\(path): \(number) < \(minimum)")
        }
        if let maximum = keywords["maximum"]?.intValue, let number = value.intValue, number > maximum {
            found.append("\(path): \(number) > \(maximum)")
        }
        if let minimum = keywords["minLength"]?.intValue, let text = value.stringValue, text.count < minimum {
            found.append("\(path): shorter than \(minimum)")
        }
        if case let .object(members) = value {
            found += objectViolations(members, keywords, path)
        }
        if case let .array(items) = value {
            if let minimum = keywords["minItems"]?.intValue, items.count < minimum { found.append("\(path): fewer than \(minimum) items") }
            if let maximum = keywords["maxItems"]?.intValue, items.count > maximum { found.append("\(path): more than \(maximum) items") }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() {
                    found += violations(of: item, against: itemSchema, at: "\(path)[\(index)]")
                }
            }
        }
        return found
    }

    private static func objectViolations(_ members: [String: JSONValue], _ keywords: [String: JSONValue], _ path: String) -> [String] {
        var found: [String] = []
        let properties = keywords["properties"]?.objectValue ?? [:]
        for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
            found.append("\(path): missing \(name)")
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let schema = properties[name] {
                found += violations(of: member, against: schema, at: "\(path).\(name)")
            } else if keywords["additionalProperties"] == false {
                found.append("\(path): unexpected member \(name)")
            }
        }
        return found
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("integer", .int), ("number", .int), ("number", .double):
            true
        default:
            false
        }
    }
}
