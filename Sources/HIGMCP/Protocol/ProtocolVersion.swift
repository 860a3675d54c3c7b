/// The MCP revisions this server speaks, and how a request picks one.
///
/// Two eras: revisions up to 2025-11-25 open a session with the `initialize`
/// handshake; 2026-07-28 is stateless, every request naming its revision in
/// `params._meta` (see ``RequestEnvelope``).
public enum ProtocolVersion {
    /// Revisions negotiated by `initialize`, oldest first. Clients of all of them are
    /// served the same tools; fields a revision does not know are ignored by its clients.
    public static let handshake = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// Stateless revisions, named per request, oldest first.
    public static let stateless = ["2026-07-28"]

    /// The newest handshake revision: the answer to an `initialize` asking for one this server does not know.
    public static var latestHandshake: String { handshake[handshake.count - 1] }

    /// The revision to answer `initialize` with: the one asked for when it is a
    /// handshake revision, else the newest (the client then decides whether to go on).
    static func negotiate(_ requested: String) -> String {
        handshake.contains(requested) ? requested : latestHandshake
    }
}

/// The protocol era a request is served in, decided by the request itself.
enum Era: Equatable {
    /// The `initialize` handshake's revisions; results as those revisions define them.
    case handshake(version: String)
    /// MCP 2026-07-28: every result says `resultType`, cacheable ones `ttlMs` and `cacheScope`.
    case stateless(version: String)

    var isStateless: Bool {
        if case .stateless = self { return true }
        return false
    }
}
