public import HIGSearch

/// One client's conversation with the server: request lines in, answer lines out.
///
/// Knows JSON-RPC and both protocol eras, and nothing of stdio: ``StdioServer``
/// feeds it lines, tests and benchmarks call it directly. A request that
/// carries the 2026-07-28 envelope is served statelessly; any other is served
/// under the revision `initialize` agreed on (requests before `initialize` are
/// served too, under the newest handshake revision). Each request reads one
/// snapshot of the index from start to end.
public struct MCPSession {
    private let server: ServerDescription
    private let index: @Sendable () -> SearchSnapshot
    private let log: @Sendable (String) -> Void
    /// The revision `initialize` agreed on; `nil` before it.
    private(set) var negotiatedVersion: String?
    /// Whether the client said `notifications/initialized`.
    private(set) var isInitialized = false

    /// - Parameters:
    ///   - index: the index to serve, asked once per request (so a rebuilt index is picked up).
    ///   - log: where one-line messages about faults go (standard error; never standard output).
    public init(server: ServerDescription, index: @escaping @Sendable () -> SearchSnapshot,
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.server = server
        self.index = index
        self.log = log
    }

    /// Handles one line; returns the answer line, or `nil` when none is due (a notification).
    ///
    /// - Complexity: parsing the line, the method's own work, writing the answer.
    public mutating func handle(line: [UInt8]) -> [UInt8]? {
        answer(Message(line: line)).map(JSONLine.encode)
    }

    /// The answer to a line longer than the limit, under its request ID when it can be found.
    public func answerOversizedLine(prefix: [UInt8], limit: Int) -> [UInt8] {
        let id = OversizedLine.requestID(in: prefix)
        log("a request line of more than \(limit) bytes was refused" + (id == .null ? "" : " (id \(JSONLine.encode(id).prefixText))"))
        return JSONLine.encode(Response.error(id: id, RPCError(
            .invalidRequest, "Invalid Request: the line is longer than \(limit) bytes, the most one request may take")))
    }

    /// The answer to a classified message, or `nil` when none is due.
    mutating func answer(_ message: Message) -> JSONValue? {
        switch message {
        case let .request(request):
            do throws(RPCError) {
                return Response.result(id: request.id, .object(try serve(request)))
            } catch {
                if error.code == .internalError { log("\(request.method): \(error.message)") }
                return Response.error(id: request.id, error)
            }
        case let .notification(method, _):
            if method == "notifications/initialized" { isInitialized = true }
            return nil
        case .ignored:
            return nil
        case let .invalid(id, error):
            return Response.error(id: id, error)
        }
    }

    /// The result of a request, shaped for the era the request is served in.
    mutating func serve(_ request: Message.Request) throws(RPCError) -> [String: JSONValue] {
        if request.method == "initialize" {
            return try initialize(request.params)
        }
        let era = try RequestEnvelope.era(of: request.params, negotiated: negotiatedVersion)
        let result = try result(of: request.method, params: request.params, era: era)
        guard era.isStateless else { return result }
        var shaped = result
        shaped["resultType"] = "complete"
        return CacheHint.forMethod(request.method)?.applied(to: shaped) ?? shaped
    }

    /// `initialize`: agrees on a handshake revision and describes the server.
    private mutating func initialize(_ params: [String: JSONValue]) throws(RPCError) -> [String: JSONValue] {
        guard case let .string(requested)? = params["protocolVersion"] else {
            throw .invalidParams("Invalid params: initialize needs \"protocolVersion\", a string such as \"\(ProtocolVersion.latestHandshake)\"")
        }
        let version = ProtocolVersion.negotiate(requested)
        negotiatedVersion = version
        return [
            "protocolVersion": .string(version),
            "capabilities": ServerDescription.capabilities,
            "serverInfo": server.serverInfo,
            "instructions": .string(ServerDescription.instructions),
        ]
    }

    /// The result of every method but `initialize`, before era shaping.
    private func result(of method: String, params: [String: JSONValue], era: Era) throws(RPCError) -> [String: JSONValue] {
        switch method {
        case "ping" where !era.isStateless:
            return [:]
        case "server/discover":
            guard era.isStateless else {
                throw .invalidParams("Invalid params: server/discover needs params._meta with \"\(RequestEnvelope.protocolVersionKey)\" and \"\(RequestEnvelope.clientCapabilitiesKey)\"; without them, use initialize")
            }
            return discover()
        case "tools/list":
            try Self.refuseCursor(params, method: method)
            return ["tools": .array(ToolCatalog.all.map(\.listing))]
        case "tools/call":
            return try callTool(params)
        case "resources/list":
            try Self.refuseCursor(params, method: method)
            return ResourceCatalog.list(index().reader).objectValue ?? [:]
        case "resources/templates/list":
            try Self.refuseCursor(params, method: method)
            return ResourceCatalog.templates.objectValue ?? [:]
        case "resources/read":
            guard case let .string(uri)? = params["uri"] else {
                throw .invalidParams("Invalid params: resources/read needs \"uri\", e.g. \"hig://rules/modality-11\"")
            }
            return try ResourceCatalog.read(uri, index: index()).objectValue ?? [:]
        default:
            throw .methodNotFound(method)
        }
    }

    /// `server/discover`: the stateless revisions, what the server offers, and who it is.
    private func discover() -> [String: JSONValue] {
        [
            "supportedVersions": .array(ProtocolVersion.stateless.map(JSONValue.string)),
            "capabilities": ServerDescription.capabilities,
            "instructions": .string(ServerDescription.instructions),
            "_meta": [RequestEnvelope.serverInfoKey: server.serverInfo],
        ]
    }

    /// `tools/call {name, arguments}`: an unknown tool is a protocol error, bad arguments a tool error.
    private func callTool(_ params: [String: JSONValue]) throws(RPCError) -> [String: JSONValue] {
        guard case let .string(name)? = params["name"] else {
            throw .invalidParams("Invalid params: tools/call needs \"name\", one of: \(ToolCatalog.all.map(\.name).joined(separator: ", "))")
        }
        guard let tool = ToolCatalog.tool(named: name) else {
            throw .invalidParams("Unknown tool \"\(name.prefix(80))\"; tools are: \(ToolCatalog.all.map(\.name).joined(separator: ", "))",
                                 data: ["name": .string(name)])
        }
        return try tool.call(params["arguments"], index: index()).json.objectValue ?? [:]
    }

    /// Every list fits in one page, so no cursor was ever handed out: any cursor is not ours.
    private static func refuseCursor(_ params: [String: JSONValue], method: String) throws(RPCError) {
        guard let cursor = params["cursor"], cursor != .null else { return }
        throw .invalidParams("Invalid params: \(method) returns everything in one page; the cursor \(ToolArguments.shown(cursor)) is not one this server gave")
    }
}

private extension Array where Element == UInt8 {
    var prefixText: String { String(decoding: prefix(40), as: UTF8.self) }
}
