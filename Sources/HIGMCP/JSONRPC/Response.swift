/// The JSON-RPC 2.0 answers this server writes.
enum Response {
    /// `{"jsonrpc": "2.0", "id": …, "result": …}`.
    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// `{"jsonrpc": "2.0", "id": …, "error": {"code", "message", "data"?}}`.
    static func error(id: JSONValue, _ error: RPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }
}
