import Foundation
@testable import HIGMCP
import HIGSearch
import _HIGTestSupport

/// The fixture rules as an index, shared by the tests of one process.
enum Fixtures {
    static let reader: IndexReader = try! IndexReader(data: IndexWriter.encode(
        rules: RuleFixtures.all, fingerprint: "mcp-fixtures", metadata: Data()))
    static let snapshot = SearchSnapshot(reader: reader)
    static let searcher = snapshot.searcher
}

/// An `MCPSession` over the fixture index, driven with JSON values instead of lines.
struct TestSession {
    var session: MCPSession

    init(index: @escaping @Sendable () -> SearchSnapshot = { Fixtures.snapshot }) {
        session = MCPSession(server: ServerDescription(name: "hig", version: "9.9.9"), index: index)
    }

    /// Sends one raw line; the parsed answer, or `nil` when none came.
    mutating func send(line: String) -> JSONValue? {
        session.handle(line: Array(line.utf8)).map { try! JSONLine.parse($0) }
    }

    /// Sends a JSON value as one line.
    mutating func send(_ message: JSONValue) -> JSONValue? {
        send(line: String(decoding: JSONLine.encode(message), as: UTF8.self))
    }

    /// Sends a request and returns its answer (which one must be).
    mutating func call(_ method: String, _ params: JSONValue? = nil, id: JSONValue = 1) -> JSONValue {
        var request: [String: JSONValue] = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        request["params"] = params
        return send(.object(request))!
    }

    /// Sends a request with the 2026-07-28 envelope added to its params.
    mutating func stateless(_ method: String, _ params: [String: JSONValue] = [:], version: String = "2026-07-28",
                            id: JSONValue = 1) -> JSONValue {
        var params = params
        params["_meta"] = Envelope.meta(version: version)
        return call(method, .object(params), id: id)
    }

    /// Calls a tool and returns the `tools/call` result.
    mutating func tool(_ name: String, _ arguments: JSONValue?, stateless: Bool = false) -> JSONValue {
        var params: [String: JSONValue] = ["name": .string(name)]
        params["arguments"] = arguments
        let answer = stateless ? self.stateless("tools/call", params) : call("tools/call", .object(params))
        return answer["result"]!
    }
}

enum Envelope {
    static func meta(version: String = "2026-07-28") -> JSONValue {
        ["io.modelcontextprotocol/protocolVersion": .string(version),
         "io.modelcontextprotocol/clientCapabilities": [:],
         "io.modelcontextprotocol/clientInfo": ["name": "tests", "version": "1"]]
    }
}

extension JSONValue {
    /// The error code of an error answer.
    var errorCode: Int? { self["error"]?["code"]?.intValue }
    /// The text of a tool result's first content block.
    var toolText: String { self["content"]?.arrayValue?.first?["text"]?.stringValue ?? "" }
}
