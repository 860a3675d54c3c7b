/// How long a stateless (2026-07-28) client may reuse a result: `ttlMs` and `cacheScope`.
///
/// Every answer is the same for every caller (the guidelines are public), so the
/// scope is `public`. Lifetimes follow what can change while the server runs.
struct CacheHint: Equatable {
    var ttlMilliseconds: Int
    var scope: String = "public"

    /// The tool list and resource templates are fixed for the life of the binary; an hour
    /// keeps a client from asking every turn, and a new binary means a new process anyway.
    static let fixed = CacheHint(ttlMilliseconds: 3_600_000)
    /// Topics and rules change when the index is rebuilt; a minute bounds how long a
    /// client keeps reading the old one after `hig index`.
    static let indexed = CacheHint(ttlMilliseconds: 60_000)

    /// The hint for a method's result, or `nil` when the method's results are not cacheable.
    static func forMethod(_ method: String) -> CacheHint? {
        switch method {
        case "server/discover", "tools/list", "resources/templates/list": .fixed
        case "resources/list", "resources/read": .indexed
        default: nil
        }
    }

    /// The result with the hint's fields added.
    func applied(to result: [String: JSONValue]) -> [String: JSONValue] {
        var result = result
        result["ttlMs"] = .int(ttlMilliseconds)
        result["cacheScope"] = .string(scope)
        return result
    }
}
