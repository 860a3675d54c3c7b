/// An object's members written once as compact JSON, in key order, with slots
/// for the members whose values change: what a server caches per value and
/// splices into many responses.
///
/// ```swift
/// let cached = try JSONObjectMembers(of: result, slots: ["score"])   // once per rule and index
/// cached.write(to: &writer) { key, writer in writer.number(score) }  // per request
/// ```
public struct JSONObjectMembers: Sendable {
    /// A run of fixed members (`"a":1,"b":2`), or the key of a slot.
    private enum Piece: Sendable {
        case fixed([UInt8])
        case slot(String)
    }

    private let pieces: [Piece]
    /// The keys of all members, sorted as ``JSONStyle`` sorts them.
    public let keys: [String]

    /// Encodes `value`, which must encode as an object; the members named in
    /// `slots` are left for ``write(to:value:)`` to fill.
    ///
    /// - Throws: what encoding throws; `EncodingError.invalidValue` if `value` is not an object.
    /// - Complexity: one encoding of `value`.
    public init(of value: some Encodable, slots: Set<String> = []) throws {
        let root = TreeEncoder(codingPath: [])
        try value.encode(to: root)
        guard case .object(let box) = root.node else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a JSON object"))
        }
        var pieces: [Piece] = []
        var run = JSONWriter(style: .compact, capacity: 1024)
        run.beginObject()
        var runHasMembers = false
        func closeRun() {
            guard runHasMembers else { return }
            run.endObject()
            pieces.append(.fixed(Array(run.bytes.dropFirst().dropLast())))
            run.reset()
            run.beginObject()
            runHasMembers = false
        }
        let members = box.sortedMembers()
        for (key, node) in members {
            if slots.contains(key) {
                closeRun()
                pieces.append(.slot(key))
            } else {
                run.key(key)
                node.write(to: &run)
                runHasMembers = true
            }
        }
        closeRun()
        self.pieces = pieces
        keys = members.map(\.key)
    }

    /// Bytes held, for cache budgets.
    public var byteCount: Int {
        pieces.reduce(0) { total, piece in
            if case .fixed(let bytes) = piece { return total + bytes.count }
            return total
        }
    }

    /// Writes the object to `writer`; `value` writes the value of each slot, in key order.
    ///
    /// - Precondition: `writer` is compact; `value` writes exactly one value.
    /// - Complexity: one copy of the cached bytes; no allocation but the writer's growth.
    public func write(to writer: inout JSONWriter, value: (String, inout JSONWriter) -> Void) {
        writer.beginObject()
        for piece in pieces {
            switch piece {
            case .fixed(let bytes):
                writer.members(bytes)
            case .slot(let key):
                writer.key(key)
                value(key, &writer)
            }
        }
        writer.endObject()
    }
}
