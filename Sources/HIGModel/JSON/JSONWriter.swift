/// Writes JSON text into a byte array, one value at a time, in a ``JSONStyle``.
///
/// The writer does not sort: callers give object members in key order
/// (``JSONEncoding`` sorts what it encodes; hand-written writers keep their keys
/// in order, and debug builds check it). Strings are escaped and numbers spelled
/// exactly as Foundation's `JSONEncoder` does, so compact output is byte-identical
/// to it for the same value.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.key("query"); json.string("모달")
/// json.key("took_ms"); json.number(0.214)
/// json.endObject()
/// // {"query":"모달","took_ms":0.214}
/// ```
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8]
    public let style: JSONStyle
    /// The open containers, and per container whether it has a member yet: bit `d` of
    /// `hasMembers` for the container at depth `d + 1`, up to 64; `deeper` beyond.
    private var depth = 0
    private var hasMembers: UInt64 = 0
    private var deeper: [Bool] = []
    #if DEBUG
    private var lastKeys: [[UInt8]?] = []
    #endif

    public init(style: JSONStyle = .compact, capacity: Int = 256) {
        self.style = style
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its capacity (for writers reused across requests).
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        depth = 0
        hasMembers = 0
        deeper.removeAll(keepingCapacity: true)
    }

    // MARK: Containers

    public mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        push()
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }

    public mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        push()
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member; the next value written is its value.
    ///
    /// - Precondition: keys of one object come in increasing UTF-8 order (checked in debug builds).
    public mutating func key(_ key: String) {
        separate()
        #if DEBUG
        let utf8 = Array(key.utf8)
        if let previous = lastKeys[lastKeys.count - 1] {
            assert(previous.lexicographicallyPrecedes(utf8), "JSON keys out of order: \(key)")
        }
        lastKeys[lastKeys.count - 1] = utf8
        #endif
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if style == .pretty { bytes.append(UInt8(ascii: " ")) }
        pendingKey = true
    }

    /// Set by `key(_:)`: the next value follows it directly.
    private var pendingKey = false

    // MARK: Scalars

    public mutating func string(_ value: String) {
        beforeValue()
        writeString(value)
    }

    public mutating func number(_ value: Int) {
        beforeValue()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    public mutating func unsignedNumber(_ value: UInt64) {
        beforeValue()
        appendDigits(value)
    }

    /// The decimal digits of `value`, as `String(value)` spells them, without making the string.
    private mutating func appendDigits(_ value: some UnsignedInteger & FixedWidthInteger) {
        var value = UInt64(value)
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var n = 20
            while value > 0 {
                n -= 1
                digits[n] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[n...]))
        }
    }

    /// A finite `Double` as Foundation writes it: Swift's shortest round-trip
    /// spelling without a trailing `.0` (`1`, `0.214`, `1e-07`, `1e+21`).
    ///
    /// - Precondition: `value.isFinite`.
    public mutating func number(_ value: Double) {
        precondition(value.isFinite, "JSON has no \(value)")
        beforeValue()
        Self.appendNumber(value.description, to: &bytes)
    }

    public mutating func number(_ value: Float) {
        precondition(value.isFinite, "JSON has no \(value)")
        beforeValue()
        Self.appendNumber(value.description, to: &bytes)
    }

    public mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    public mutating func null() {
        beforeValue()
        bytes.append(contentsOf: Self.nullBytes)
    }

    /// Appends a whole value already written as compact JSON (e.g. cached per index).
    ///
    /// - Precondition: `json` is one valid compact JSON value and the style is compact.
    public mutating func fragment(_ json: some Collection<UInt8>) {
        assert(style == .compact, "fragments are compact JSON")
        beforeValue()
        bytes.append(contentsOf: json)
    }

    /// Appends members of the open object already written as compact JSON
    /// (`"id":"x","kind":"note"`, e.g. cached per index), in key order with the
    /// members around them; the comma before them is the writer's.
    ///
    /// - Precondition: an object is open, the style is compact, `json` is not empty.
    public mutating func members(_ json: some Collection<UInt8>) {
        assert(style == .compact && depth > 0 && !json.isEmpty, "members go into an open compact object")
        if markMember() { bytes.append(UInt8(ascii: ",")) }
        bytes.append(contentsOf: json)
        #if DEBUG
        lastKeys[lastKeys.count - 1] = nil  // the fragment's keys are the caller's to order
        #endif
    }

    // MARK: Layout

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)

    /// Before a value: a separator and indentation inside arrays; nothing after a key.
    private mutating func beforeValue() {
        if pendingKey {
            pendingKey = false
            return
        }
        if depth > 0 { separate() }
    }

    /// A comma after the previous member, and in pretty style a new line and indentation.
    private mutating func separate() {
        guard depth > 0 else { return }
        if markMember() { bytes.append(UInt8(ascii: ",")) }
        if style == .pretty { newline(depth: depth) }
    }

    /// Opens a container with no member yet.
    @inline(__always) private mutating func push() {
        if depth < 64 {
            hasMembers &= ~(1 << UInt64(depth))
        } else {
            deeper.append(false)
        }
        depth += 1
    }

    /// Closes the innermost container; whether it had a member.
    @inline(__always) private mutating func pop() -> Bool {
        depth -= 1
        return depth < 64 ? hasMembers & (1 << UInt64(depth)) != 0 : deeper.removeLast()
    }

    /// Records a member in the innermost container; whether it had one before.
    @inline(__always) private mutating func markMember() -> Bool {
        let top = depth - 1
        if top < 64 {
            let bit: UInt64 = 1 << UInt64(top)
            defer { hasMembers |= bit }
            return hasMembers & bit != 0
        }
        defer { deeper[deeper.count - 1] = true }
        return deeper[deeper.count - 1]
    }

    private mutating func close(_ bracket: UInt8) {
        let hadMembers = pop()
        if style == .pretty && hadMembers { newline(depth: depth) }
        bytes.append(bracket)
    }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * depth) { bytes.append(UInt8(ascii: " ")) }
    }

    private static func appendNumber(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        if utf8.count >= 2 && text.hasSuffix(".0") {
            bytes.append(contentsOf: utf8.dropLast(2))
        } else {
            bytes.append(contentsOf: utf8)
        }
    }

    // MARK: Strings

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A string in quotes; `"` `\` and control characters escaped as Foundation does
    /// (`\b \t \n \f \r`, others `\u00xx`), everything else as UTF-8, `/` included.
    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let byte = utf8[i]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else {
                    i += 1
                    continue
                }
                if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                i += 1
                runStart = i
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x22: bytes.append(0x22)
                case 0x5C: bytes.append(0x5C)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]])
                }
            }
            if runStart < n { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
