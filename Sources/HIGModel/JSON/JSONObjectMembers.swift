/// An object's members, each written once as compact JSON, in key order: what a
/// server caches per value and splices into many responses.
///
/// ```swift
/// let cached = try JSONObjectMembers(of: result)        // once per rule and index
/// cached.write(to: &writer, overriding: { $0 == "score" }) { key, writer in   // per request
///     writer.number(score)
/// }
/// ```
public struct JSONObjectMembers: Sendable {
    /// The keys, sorted as ``JSONStyle`` sorts them.
    public let keys: [String]
    /// For each key, `"key":value` in compact JSON.
    private let members: [[UInt8]]

    /// Encodes `value`, which must encode as an object, member by member.
    ///
    /// - Throws: what encoding throws; `EncodingError.invalidValue` if `value` is not an object.
    /// - Complexity: one encoding of `value`.
    public init(of value: some Encodable) throws {
        let root = TreeEncoder(codingPath: [])
        try value.encode(to: root)
        guard case .object(let box) = root.node else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a JSON object"))
        }
        var keys: [String] = []
        var members: [[UInt8]] = []
        for (key, node) in box.sortedMembers() {
            var writer = JSONWriter(style: .compact, capacity: 64)
            writer.beginObject()
            writer.key(key)
            node.write(to: &writer)
            writer.endObject()
            keys.append(key)
            members.append(Array(writer.bytes.dropFirst().dropLast()))
        }
        self.keys = keys
        self.members = members
    }

    /// Bytes held, for cache budgets.
    public var byteCount: Int {
        members.reduce(0) { $0 + $1.count } + keys.reduce(0) { $0 + $1.utf8.count }
    }

    /// Writes the object to `writer`; the members whose key `overriding` accepts get
    /// their value from `value` instead of the cache.
    ///
    /// - Precondition: `writer` is compact; `value` writes exactly one value.
    /// - Complexity: one copy of the cached bytes; no allocation but the writer's growth.
    public func write(to writer: inout JSONWriter, overriding: (String) -> Bool,
                      value: (String, inout JSONWriter) -> Void) {
        writer.beginObject()
        for index in keys.indices {
            if overriding(keys[index]) {
                writer.key(keys[index])
                value(keys[index], &writer)
            } else {
                writer.members(members[index])
            }
        }
        writer.endObject()
    }
}
