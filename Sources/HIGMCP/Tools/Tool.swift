import HIGSearch

/// A tool the server offers: its listing (name, schemas, hints) and what a call does.
///
/// Every tool here only reads the guidelines, so all carry the same hints:
/// read-only, idempotent, closed world (nothing outside the local index).
protocol Tool: Sendable {
    var name: String { get }
    /// A short name for people (`title`).
    var title: String { get }
    /// What the tool does and returns, for the model choosing a tool.
    var description: String { get }
    var inputSchema: JSONValue { get }
    var outputSchema: JSONValue { get }

    /// Runs the tool against one snapshot of the index (its reader, searcher and prepared rules).
    ///
    /// - Throws: ``RPCError`` `-32603` when the index cannot be read; mistakes in
    ///   the arguments are results with `isError` instead.
    func call(_ arguments: JSONValue?, index: SearchSnapshot) throws(RPCError) -> ToolResult
}

extension Tool {
    /// The tool as `tools/list` shows it.
    var listing: JSONValue {
        [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "inputSchema": inputSchema,
            "outputSchema": outputSchema,
            "annotations": [
                "title": .string(title),
                "readOnlyHint": true,
                "destructiveHint": false,
                "idempotentHint": true,
                "openWorldHint": false,
            ],
        ]
    }
}

extension RPCError {
    /// The `-32603` answer for an index that fails while a request reads it.
    static func unreadable(_ error: IndexError) -> RPCError {
        RPCError(.internalError, "Internal error: the index cannot be read (\(error.description)); rebuild it with `hig index`")
    }

    /// Runs `body`, which reads the index, turning its failure into ``unreadable(_:)``.
    static func readingIndex<T>(_ body: () throws(IndexError) -> T) throws(RPCError) -> T {
        do throws(IndexError) {
            return try body()
        } catch {
            throw unreadable(error)
        }
    }
}
