@testable import HIGMCP
import Testing

@Suite struct MessageTests {
    func message(_ line: String) -> Message {
        Message(line: Array(line.utf8))
    }

    func code(_ line: String) -> RPCError.Code? {
        if case let .invalid(_, error) = message(line) { return error.code }
        return nil
    }

    @Test func readsRequestsWithStringOrIntegerIDs() {
        #expect(message(#"{"jsonrpc":"2.0","id":7,"method":"tools/list"}"#)
            == .request(.init(id: 7, method: "tools/list", params: [:])))
        #expect(message(#"{"jsonrpc":"2.0","id":"a","method":"ping","params":{"x":true}}"#)
            == .request(.init(id: "a", method: "ping", params: ["x": true])))
        #expect(message(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":null}"#)
            == .request(.init(id: 1, method: "ping", params: [:])))
    }

    @Test func aMessageWithoutIDIsANotification() {
        #expect(message(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
            == .notification(method: "notifications/initialized", params: [:]))
    }

    @Test func malformedNotificationsAreIgnoredNotAnswered() {
        #expect(message(#"{"method":"notifications/initialized"}"#) == .ignored)          // no "jsonrpc"
        #expect(message(#"{"jsonrpc":"2.0","method":5}"#) == .ignored)
        #expect(message(#"{"jsonrpc":"2.0","method":"x","params":[1]}"#) == .ignored)
    }

    @Test func answersToOurRequestsAreIgnored() {
        #expect(message(#"{"jsonrpc":"2.0","id":3,"result":{}}"#) == .ignored)
        #expect(message(#"{"jsonrpc":"2.0","id":3,"error":{"code":1,"message":"x"}}"#) == .ignored)
    }

    @Test func textThatIsNotJSONIsAParseError() {
        #expect(code("hello") == .parseError)
        #expect(code(#"{"jsonrpc":"2.0","id":1,"#) == .parseError)
        #expect(Message(line: [0x7B, 0xFF, 0x7D]) == .invalid(id: .null, error: RPCError(.parseError, "Parse error: the line is not valid UTF-8")))
    }

    @Test func batchesAndNonObjectsAreInvalidRequests() {
        #expect(code(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#) == .invalidRequest)
        #expect(code("[]") == .invalidRequest)
        #expect(code("42") == .invalidRequest)
        #expect(code(#""ping""#) == .invalidRequest)
    }

    @Test func badRequestShapesAreInvalidRequestsUnderTheirID() {
        #expect(message(#"{"jsonrpc":"1.0","id":4,"method":"ping"}"#)
            == .invalid(id: 4, error: RPCError(.invalidRequest, "Invalid Request: \"jsonrpc\" must be \"2.0\"")))
        #expect(code(#"{"jsonrpc":"2.0","id":4}"#) == .invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":4,"method":["ping"]}"#) == .invalidRequest)
        #expect(code(#"{"jsonrpc":"2.0","id":4,"method":"ping","params":[1,2]}"#) == .invalidParams)
    }

    @Test func idsThatCannotBeEchoedAreAnsweredUnderNull() {
        for id in ["null", "true", "{}", "[1]", "1.5"] {
            guard case let .invalid(echoed, error) = message(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#) else {
                Issue.record("id \(id) was accepted")
                continue
            }
            #expect(echoed == .null && error.code == .invalidRequest, "id \(id)")
        }
    }
}
