/// An ordered list of HTTP header fields with case-insensitive look-up.
///
/// Field order and repeated names are kept as given; look-up by name ignores
/// ASCII case, as HTTP requires.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "text/plain"]
/// headers.append("Cache-Control", "no-store")
/// headers["content-type"]  // "text/plain"
/// ```
public struct HTTPHeaders: Sendable, Equatable {
    /// One header field: a name and its value.
    public struct Field: Sendable, Equatable {
        /// The field name as sent, e.g. `Content-Type`.
        public var name: String
        /// The field value, without surrounding whitespace.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were sent or added.
    public private(set) var fields: [Field]

    /// Creates a list of fields in the given order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// The value of the first field named `name` (ignoring ASCII case), if any.
    ///
    /// - Complexity: O(*n*) in the number of fields.
    public subscript(name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// The values of all fields named `name` (ignoring ASCII case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether a field named `name` (ignoring ASCII case) is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// Adds a field after the existing ones, keeping any of the same name.
    public mutating func append(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every field named `name` (ignoring ASCII case) with one field.
    ///
    /// The new field takes the place of the first one removed, or goes last.
    public mutating func set(_ name: String, _ value: String) {
        var placed = false
        fields = fields.compactMap { field in
            guard Self.namesMatch(field.name, name) else { return field }
            if placed { return nil }
            placed = true
            return Field(name: name, value: value)
        }
        if !placed {
            fields.append(Field(name: name, value: value))
        }
    }

    /// Removes every field named `name` (ignoring ASCII case).
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    /// Compares two field names byte by byte, ignoring ASCII case.
    static func namesMatch(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8) { asciiLowercased($0) == asciiLowercased($1) }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte | 0x20 : byte
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    /// Creates a list from a literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { Field(name: $0.0, value: $0.1) })
    }
}

extension HTTPHeaders: Sequence {
    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}
