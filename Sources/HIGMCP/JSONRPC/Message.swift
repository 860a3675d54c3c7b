/// One line from the client, classified as JSON-RPC 2.0 sees it.
enum Message: Equatable {
    /// A call that wants an answer.
    case request(Request)
    /// A message without an `id`: never answered, whatever it says.
    case notification(method: String, params: [String: JSONValue])
    /// Nothing to do: an answer to a request of ours (this server sends none), or a
    /// malformed notification, which JSON-RPC never answers either.
    case ignored
    /// Not a valid request; answered with `error` under `id` (`null` when it cannot be told).
    case invalid(id: JSONValue, error: RPCError)

    /// A request: its ID (a string or an integer, echoed back as sent), method and params.
    struct Request: Equatable {
        var id: JSONValue
        var method: String
        /// `params`, or an empty object when absent.
        var params: [String: JSONValue]
    }

    /// Parses and classifies one line.
    ///
    /// - Complexity: O(length of the line).
    init(line: [UInt8]) {
        guard let text = String(validating: line, as: UTF8.self) else {
            self = .invalid(id: .null, error: RPCError(.parseError, "Parse error: the line is not valid UTF-8"))
            return
        }
        do {
            self.init(value: try JSONLine.parse(text.utf8))
        } catch {
            let start = text.prefix(Self.quotedLength)
            let shown = start.count < text.count ? "\(start)…" : String(start)
            self = .invalid(id: .null, error: RPCError(.parseError, "Parse error: the line is not JSON (\(error.reason)): \(shown)"))
        }
    }

    /// Classifies a parsed value.
    init(value: JSONValue) {
        guard case let .object(members) = value else {
            let why = value.arrayValue != nil
                ? "batches are not supported (MCP removed them in 2025-06-18); send one request per line"
                : "a request is a JSON object, not a JSON \(value.typeName)"
            self = .invalid(id: .null, error: RPCError(.invalidRequest, "Invalid Request: \(why)"))
            return
        }
        let id = members["id"]
        guard let method = members["method"] else {
            let isResponse = id != nil && (members["result"] != nil || members["error"] != nil)
            self = isResponse ? .ignored : Self.invalid(id, "no \"method\"")
            return
        }
        guard members["jsonrpc"] == "2.0" else {
            self = id == nil ? .ignored : Self.invalid(id, "\"jsonrpc\" must be \"2.0\"")
            return
        }
        guard case let .string(name) = method else {
            self = id == nil ? .ignored : Self.invalid(id, "\"method\" must be a string, not a \(method.typeName)")
            return
        }
        let params: [String: JSONValue]
        switch members["params"] {
        case nil, .null?:
            params = [:]
        case let .object(object)?:
            params = object
        case let other?:
            self = id == nil ? .ignored : .invalid(id: Self.echoable(id) ?? .null, error: .invalidParams(
                "Invalid params: \"params\" must be an object, not a \(other.typeName)"))
            return
        }
        guard let id else {
            self = .notification(method: name, params: params)
            return
        }
        guard let echoed = Self.echoable(id) else {
            let what = id == .null ? "null" : "a \(id.typeName)"
            self = .invalid(id: .null, error: RPCError(.invalidRequest, "Invalid Request: \"id\" must be a string or an integer, not \(what)"))
            return
        }
        self = .request(Request(id: echoed, method: name, params: params))
    }

    /// How much of a line that is not JSON the error quotes, to recognize it by.
    static let quotedLength = 60

    /// The ID as it can be sent back: strings and integers only (MCP forbids `null`).
    static func echoable(_ id: JSONValue?) -> JSONValue? {
        switch id {
        case .string?, .int?: id
        default: nil
        }
    }

    /// An invalid request, answered under its ID when that ID can be sent back.
    private static func invalid(_ id: JSONValue?, _ why: String) -> Message {
        .invalid(id: echoable(id) ?? .null, error: RPCError(.invalidRequest, "Invalid Request: \(why)"))
    }
}
