/// A keyed container writing members into a ``JSONObjectBox``, keys in snake_case.
struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONObjectBox
    let codingPath: [any CodingKey]

    private func set(_ node: JSONNode, _ key: Key) {
        box.members[JSONKey.snakeCase(key.stringValue)] = node
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try TreeEncoder.finite(value, codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try TreeEncoder.finite(value, codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.unsigned(UInt64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.unsigned(value), key) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        set(try TreeEncoder.node(for: value, codingPath: codingPath + [key]), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectBox()
        set(.object(nested), key)
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArrayBox()
        set(.array(nested), key)
        return UnkeyedTreeContainer(box: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        SuperEncoder(object: box, key: PlainKey.superKey.stringValue, codingPath: codingPath + [PlainKey.superKey])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SuperEncoder(object: box, key: JSONKey.snakeCase(key.stringValue), codingPath: codingPath + [key])
    }
}

/// An unkeyed container appending elements to a ``JSONArrayBox``.
struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let box: JSONArrayBox
    let codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    private var elementPath: [any CodingKey] { codingPath + [PlainKey(intValue: count)] }

    mutating func encodeNil() throws { box.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { box.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { box.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { box.elements.append(try TreeEncoder.finite(value, elementPath)) }
    mutating func encode(_ value: Float) throws { box.elements.append(try TreeEncoder.finite(value, elementPath)) }
    mutating func encode(_ value: Int) throws { box.elements.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { box.elements.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { box.elements.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { box.elements.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { box.elements.append(.integer(value)) }
    mutating func encode(_ value: UInt) throws { box.elements.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { box.elements.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { box.elements.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { box.elements.append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { box.elements.append(.unsigned(value)) }

    mutating func encode(_ value: some Encodable) throws {
        box.elements.append(try TreeEncoder.node(for: value, codingPath: elementPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectBox()
        let path = elementPath
        box.elements.append(.object(nested))
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(box: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayBox()
        let path = elementPath
        box.elements.append(.array(nested))
        return UnkeyedTreeContainer(box: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let index = count
        box.elements.append(.null)
        return SuperEncoder(array: box, index: index, codingPath: codingPath + [PlainKey(intValue: index)])
    }
}

/// The single-value container: sets the encoder's node.
struct SingleTreeContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node = .null }
    mutating func encode(_ value: Bool) throws { encoder.node = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.node = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.node = try TreeEncoder.finite(value, codingPath) }
    mutating func encode(_ value: Float) throws { encoder.node = try TreeEncoder.finite(value, codingPath) }
    mutating func encode(_ value: Int) throws { encoder.node = .integer(Int64(value)) }
    mutating func encode(_ value: Int8) throws { encoder.node = .integer(Int64(value)) }
    mutating func encode(_ value: Int16) throws { encoder.node = .integer(Int64(value)) }
    mutating func encode(_ value: Int32) throws { encoder.node = .integer(Int64(value)) }
    mutating func encode(_ value: Int64) throws { encoder.node = .integer(value) }
    mutating func encode(_ value: UInt) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.node = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.node = .unsigned(value) }

    mutating func encode(_ value: some Encodable) throws {
        encoder.node = try TreeEncoder.node(for: value, codingPath: codingPath)
    }
}

/// The encoder `superEncoder` hands out: what it encodes lands in its parent's slot when it is done.
final class SuperEncoder: Encoder {
    private let inner: TreeEncoder
    private let place: (JSONNode) -> Void
    var codingPath: [any CodingKey] { inner.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(object: JSONObjectBox, key: String, codingPath: [any CodingKey]) {
        inner = TreeEncoder(codingPath: codingPath)
        place = { object.members[key] = $0 }
    }

    init(array: JSONArrayBox, index: Int, codingPath: [any CodingKey]) {
        inner = TreeEncoder(codingPath: codingPath)
        place = { array.elements[index] = $0 }
    }

    deinit {
        if case .empty = inner.node { place(.object(JSONObjectBox())) } else { place(inner.node) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { inner.container(keyedBy: type) }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { inner.singleValueContainer() }
}
