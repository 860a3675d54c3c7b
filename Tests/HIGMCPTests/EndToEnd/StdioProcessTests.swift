import Foundation
import Glibc
import HIGMCP
import Testing

/// `hig mcp` as an assistant runs it: a child process on pipes.
@Suite(.serialized) struct StdioProcessTests {
    @Test func stdoutCarriesOnlyJSONRPCLinesAndEOFExitsZero() throws {
        // No index yet: the server builds it first, and that too stays off standard output.
        let folder = try BuiltHig.seedFolder(indexed: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try MCPProcess(arguments: ["--corpus", folder.appendingPathComponent("Corpus").path,
                                                "--index", folder.appendingPathComponent("Index").path])
        // Requests (answered) and notifications (not), good and bad, in one stream.
        let lines: [String] = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"모달 닫는 버튼"}}}"#,
            "this is not JSON",
            #"[{"jsonrpc":"2.0","id":3,"method":"ping"}]"#,
            #"{"jsonrpc":"2.0","id":4,"method":"no/such/method"}"#,
            #"{"jsonrpc":"2.0","method":"no/such/notification"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"hig://rules/modality-11"}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#,
        ]
        lines.forEach(server.send)
        server.closeInput()
        server.drainOutput()
        #expect(server.waitForExit() == 0)
        let answers = server.outputLines.map { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
        #expect(answers.count == 7, "one answer per request or bad line, none for notifications")
        for (line, answer) in zip(server.outputLines, answers) {
            #expect(answer?["jsonrpc"] == "2.0", "not a JSON-RPC message: \(line.prefix(120))")
            #expect(answer?["result"] != nil || answer?["error"] != nil, "\(line.prefix(120))")
        }
        #expect(answers.map { $0?["id"] } == [1, 2, .null, .null, 4, 5, 6])
        #expect(answers.map { $0?.errorCode } == [nil, nil, -32700, -32600, -32601, nil, nil])
        let hits = answers[1]?["result"]?["structuredContent"]?["results"]?.arrayValue ?? []
        #expect(hits.first?["id"] == "modality-11")
        let errors = server.errorText
        #expect(errors.contains("no index yet"))
        #expect(errors.contains("hig: serving"))
    }

    @Test func sigtermEndsTheServerCleanly() throws {
        let folder = try BuiltHig.seedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try MCPProcess(arguments: ["--corpus", folder.appendingPathComponent("Corpus").path,
                                                "--index", folder.appendingPathComponent("Index").path])
        #expect(server.call("ping", id: 1)?["result"] == [:])
        kill(server.process.processIdentifier, SIGTERM)
        #expect(server.waitForExit() == 0)
        #expect(server.errorText.contains("hig: stopped"))
    }

    @Test func anOversizedLineIsRefusedAndTheNextRequestServed() throws {
        let folder = try BuiltHig.seedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try MCPProcess(arguments: ["--corpus", folder.appendingPathComponent("Corpus").path,
                                                "--index", folder.appendingPathComponent("Index").path])
        let huge = String(repeating: "모", count: StdioServer.maxLineBytes / 3 + 10)
        server.send(#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"\#(huge)"}}}"#)
        let refusal = server.nextMessage()
        #expect(refusal?["id"] == 9)
        #expect(refusal?.errorCode == -32600)
        #expect(server.call("ping", id: 10)?["result"] == [:])
        server.closeInput()
        #expect(server.waitForExit() == 0)
    }

    @Test func aRebuiltIndexIsPickedUpByTheNextRequest() throws {
        let folder = try BuiltHig.seedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = folder.appendingPathComponent("Corpus"), index = folder.appendingPathComponent("Index")
        let server = try MCPProcess(arguments: ["--corpus", corpus.path, "--index", index.path])
        let search: JSONValue = ["name": "search_guidelines", "arguments": ["query": "zebra stripes"]]
        #expect(server.call("tools/call", search, id: 1)?["result"]?["structuredContent"]?["results"] == [])

        try Data(Self.zebraDocument.utf8).write(to: corpus.appendingPathComponent("zebra.md"))
        #expect(try BuiltHig.run(["index", "--corpus", corpus.path, "--index", index.path]) == 0)
        // The watcher checks the file four times a second; a reload is due within a second.
        var hits: [JSONValue] = []
        for attempt in 2..<40 where hits.isEmpty {
            hits = server.call("tools/call", search, id: attempt)?["result"]?["structuredContent"]?["results"]?.arrayValue ?? []
            if hits.isEmpty { usleep(100_000) }
        }
        #expect(hits.first?["titles"]?["en"] == "Paint zebra stripes on every toggle.")
        server.closeInput()
        #expect(server.waitForExit() == 0)
        #expect(server.errorText.contains("reloaded"))
    }

    static let zebraDocument = """
    ---
    title: "Toggles"
    ---

    # Toggles

    **Paint zebra stripes on every toggle.** Stripes make the state of a toggle easy to see at a glance.

    > **모든 토글에 얼룩말 줄무늬를 칠하세요.** 줄무늬가 있으면 토글의 상태를 한눈에 알 수 있습니다.
    """
}
