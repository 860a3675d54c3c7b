import Foundation
@testable import HIGMCP
import HIGModel
import HIGSearch
import Testing
import _HIGTestSupport

/// Every error code the server answers with, and the messages it never answers.
@Suite struct ErrorAnswerTests {
    @Test func aLineThatIsNotJSONIsAParseErrorAndTheNextIsServed() {
        var session = TestSession()
        let answer = session.send(line: "{not json")!
        #expect(answer.errorCode == -32700 && answer["id"] == .null)
        #expect(answer["error"]?["message"]?.stringValue?.contains("{not json") == true)
        #expect(session.call("ping", id: 2)["result"] == [:])
    }

    @Test func aBatchIsAnInvalidRequest() {
        var session = TestSession()
        let answer = session.send(line: #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]"#)!
        #expect(answer.errorCode == -32600 && answer["id"] == .null)
    }

    @Test func anUnknownMethodIsMethodNotFound() {
        var session = TestSession()
        for method in ["prompts/list", "resources/subscribe", "completion/complete", "tools/lists"] {
            let answer = session.call(method, id: 5)
            #expect(answer.errorCode == -32601 && answer["id"] == 5, "\(method)")
            #expect(answer["error"]?["data"] == ["method": .string(method)])
        }
    }

    @Test func anUnknownToolOrAMissingNameIsInvalidParams() {
        var session = TestSession()
        let unknown = session.call("tools/call", ["name": "search", "arguments": ["query": "모달"]])
        #expect(unknown.errorCode == -32602)
        #expect(unknown["error"]?["message"]?.stringValue?.contains("search_guidelines") == true)
        #expect(session.call("tools/call", ["arguments": [:]]).errorCode == -32602)
        #expect(session.call("tools/call", ["name": 3]).errorCode == -32602)
    }

    @Test func resourceMistakesAreInvalidParams() {
        var session = TestSession()
        #expect(session.call("resources/read", [:]).errorCode == -32602)
        #expect(session.call("resources/read", ["uri": "hig://rules/modality-99"]).errorCode == -32602)
        #expect(session.call("resources/read", ["uri": "https://example.com/"]).errorCode == -32602)
        #expect(session.call("resources/read", ["uri": "hig://topics/no-such-topic"]).errorCode == -32602)
    }

    @Test func aCursorThisServerNeverGaveIsInvalidParams() {
        var session = TestSession()
        for method in ["tools/list", "resources/list", "resources/templates/list"] {
            #expect(session.call(method, ["cursor": "abc"]).errorCode == -32602, "\(method)")
            #expect(session.call(method, ["cursor": nil])["result"] != nil, "\(method) with a null cursor")
        }
    }

    @Test func anIndexThatCannotBeReadIsAnInternalError() {
        do {
            _ = try RPCError.readingIndex { () throws(IndexError) -> Int in throw IndexError.undecodableRecord(index: 3) }
            Issue.record("no error")
        } catch {
            #expect(error.code == .internalError)
            #expect(error.message.contains("hig index"))
        }
    }

    @Test func theOversizedLineAnswerGoesToItsRequest() {
        let session = TestSession().session
        let answer = try! JSONLine.parse(session.answerOversizedLine(prefix: Array(#"{"jsonrpc":"2.0","id":77,"method":"#.utf8), limit: 1024))
        #expect(answer["id"] == 77 && answer.errorCode == -32600)
        #expect(answer["error"]?["message"]?.stringValue?.contains("1024") == true)
    }

    @Test func notificationsAreNeverAnswered() {
        var session = TestSession()
        for line in [#"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"nope"}}"#,
                     #"{"jsonrpc":"2.0","method":"no/such/method"}"#,
                     #"{"jsonrpc":"2.0","method":"initialize","params":{}}"#,
                     #"{"jsonrpc":"2.0","method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"1999-01-01"}}}"#,
                     #"{"jsonrpc":"2.0","id":1,"result":{}}"#] {
            #expect(session.send(line: line) == nil, "\(line)")
        }
    }

    @Test func everyErrorCodeHasAnAnswerAbove() {
        // The codes the suites above provoke; a new code must get a test here.
        #expect(Set(RPCError.Code.allCases.map(\.rawValue)) == [-32700, -32600, -32601, -32602, -32603, -32022])
    }
}

/// Lines no client would send: each gets one well-formed answer or none, and the session goes on.
@Suite struct GarbageLineTests {
    @Test func randomBytesAndMangledRequestsAreAnsweredSafely() {
        var generator = SeededGenerator(seed: 11)
        let valid = Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"모달"}}}"#.utf8)
        var session = TestSession()
        for round in 0..<400 {
            var line: [UInt8]
            if round % 2 == 0 {
                line = (0..<Int.random(in: 1...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                line = valid
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    line[Int.random(in: 0..<line.count, using: &generator)] = UInt8.random(in: 0x20...0x7E, using: &generator)
                }
            }
            line.removeAll { $0 == 10 }
            guard let answer = session.session.handle(line: line) else { continue }
            let parsed = try? JSONLine.parse(answer)
            #expect(parsed?["jsonrpc"] == "2.0", "round \(round)")
            #expect((parsed?["result"] == nil) != (parsed?["error"] == nil), "round \(round)")
            #expect(!answer.contains(10), "round \(round): a line break inside an answer")
        }
        #expect(session.call("ping", id: 1)["result"] == [:])
    }
}

/// The test support's SplitMix64, so a failure repeats.
typealias SeededGenerator = SplitMix64
