/// A request target split into its decoded path and query items.
///
/// Accepts the origin form (`/search?q=%EB%AA%A8%EB%8B%AC`), the absolute form
/// that proxies send (`http://host/search?q=…`, reduced to its path) and the
/// asterisk form (`*`). The path is percent-decoded; query names and values
/// are percent- and `+`-decoded.
struct RequestTarget: Equatable {
    /// The percent-decoded path, e.g. `/rules/모달`.
    var path: String
    /// Every query item, in order, repeated names included.
    var queryItems: [HTTPRequest.QueryItem]

    /// Parses a raw target, or returns `nil` if an escape is malformed or the
    /// decoded bytes are not valid UTF-8.
    ///
    /// - Complexity: O(*n*) in the length of the target.
    init?(_ raw: some Collection<UInt8>) {
        let target = Self.droppingSchemeAndAuthority(Array(raw))
        let questionMark = target.firstIndex(of: UInt8(ascii: "?"))
        guard let path = PercentDecoding.decode(target[..<(questionMark ?? target.endIndex)], plusIsSpace: false)
        else { return nil }
        self.path = path.isEmpty ? "/" : path
        self.queryItems = []
        guard let questionMark else { return }
        for pair in target[(questionMark + 1)...].split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            guard let name = PercentDecoding.decode(pair[..<equals], plusIsSpace: true),
                  let value = PercentDecoding.decode(pair[equals...].dropFirst(), plusIsSpace: true)
            else { return nil }
            queryItems.append(HTTPRequest.QueryItem(name: name, value: value))
        }
    }

    /// Reduces an absolute-form target (`http://host:8080/path?q`) to the part
    /// after its authority (`/path?q`); returns any other target unchanged.
    private static func droppingSchemeAndAuthority(_ target: [UInt8]) -> ArraySlice<UInt8> {
        let separator = Array("://".utf8)
        guard target.first != UInt8(ascii: "/"),
              let colon = target.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              target[colon...].starts(with: separator),
              target[..<colon].allSatisfy(isSchemeCharacter)
        else { return target[...] }
        let authorityStart = colon + separator.count
        let pathStart = target[authorityStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
        return target[(pathStart ?? target.endIndex)...]
    }

    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"),
             UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}
