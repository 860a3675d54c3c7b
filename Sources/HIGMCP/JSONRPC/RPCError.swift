/// A JSON-RPC error answer: a code from the standard or MCP's range, a sentence, optional data.
///
/// Errors about *the request* (not JSON, not a request, unknown method, bad
/// params, unsupported protocol version) are answered this way; errors a model
/// made in a tool's arguments are tool results with `isError` instead (see
/// ``ToolResult``), so the model can read them and try again.
public struct RPCError: Error, Hashable, Sendable {
    /// The codes this server answers with.
    public enum Code: Int, Sendable, CaseIterable {
        /// The line is not JSON (or not UTF-8).
        case parseError = -32700
        /// JSON, but not a JSON-RPC request: a batch, a missing `method`, a bad `id`, an oversized line.
        case invalidRequest = -32600
        /// No such method here.
        case methodNotFound = -32601
        /// The method exists but its params are wrong: an unknown tool or resource, a missing field.
        case invalidParams = -32602
        /// Something broke inside the server (an index that cannot be read).
        case internalError = -32603
        /// The request's `_meta` names a protocol version this server does not speak (MCP 2026-07-28).
        case unsupportedProtocolVersion = -32022
    }

    public var code: Code
    public var message: String
    public var data: JSONValue?

    public init(_ code: Code, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The `error` member of a response.
    var json: JSONValue {
        var members: [String: JSONValue] = ["code": .int(code.rawValue), "message": .string(message)]
        members["data"] = data
        return .object(members)
    }

    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(.methodNotFound, "Method not found: \(method)", data: ["method": .string(method)])
    }

    static func invalidParams(_ message: String, data: JSONValue? = nil) -> RPCError {
        RPCError(.invalidParams, message, data: data)
    }
}
