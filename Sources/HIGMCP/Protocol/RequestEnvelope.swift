/// The per-request fields of MCP 2026-07-28 in `params._meta`, and the era a request is served in.
///
/// A request whose `_meta` carries `io.modelcontextprotocol/protocolVersion` is
/// stateless; the key is reserved, so handshake-era clients never send it.
/// Such a request must also carry `io.modelcontextprotocol/clientCapabilities`
/// and name a revision this server speaks. Anything else is a handshake-era
/// request, served under the revision `initialize` agreed on.
enum RequestEnvelope {
    static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
    static let clientCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let clientInfoKey = "io.modelcontextprotocol/clientInfo"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// Whether `params` carry the stateless envelope (its protocol-version key).
    static func isStateless(_ params: [String: JSONValue]) -> Bool {
        params["_meta"]?[protocolVersionKey] != nil
    }

    /// The era of a request with these params.
    ///
    /// - Parameter negotiated: the revision `initialize` agreed on, if it ran.
    /// - Throws: ``RPCError`` `-32602` for an incomplete envelope, `-32022` for a
    ///   revision this server does not speak (with `data: {supported, requested}`).
    static func era(of params: [String: JSONValue], negotiated: String?) throws(RPCError) -> Era {
        guard isStateless(params), let meta = params["_meta"] else {
            return .handshake(version: negotiated ?? ProtocolVersion.latestHandshake)
        }
        guard case let .string(version)? = meta[protocolVersionKey] else {
            throw .invalidParams("Invalid params: _meta[\"\(protocolVersionKey)\"] must be a string such as \"\(ProtocolVersion.stateless.last!)\"")
        }
        guard meta[clientCapabilitiesKey]?.objectValue != nil else {
            throw .invalidParams("Invalid params: _meta must carry \"\(clientCapabilitiesKey)\" (an object) with \"\(protocolVersionKey)\"")
        }
        guard ProtocolVersion.stateless.contains(version) else {
            throw unsupported(version)
        }
        return .stateless(version: version)
    }

    /// The `-32022` answer for a revision this server does not serve statelessly.
    static func unsupported(_ requested: String) -> RPCError {
        let supported = ProtocolVersion.stateless.map(JSONValue.string)
        return RPCError(.unsupportedProtocolVersion,
                        "Unsupported protocol version \"\(requested)\"; this server serves \(ProtocolVersion.stateless.joined(separator: ", ")) per request, or \(ProtocolVersion.handshake.joined(separator: ", ")) through initialize",
                        data: ["supported": .array(supported), "requested": .string(requested)])
    }
}
