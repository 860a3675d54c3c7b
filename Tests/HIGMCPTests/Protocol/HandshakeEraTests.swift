@testable import HIGMCP
import Testing

/// The `initialize` era (2024-11-05 to 2025-11-25).
@Suite struct HandshakeEraTests {
    func initialize(_ version: JSONValue) -> (answer: JSONValue, session: TestSession) {
        var session = TestSession()
        let answer = session.call("initialize", ["protocolVersion": version, "capabilities": [:],
                                                 "clientInfo": ["name": "tests", "version": "1"]])
        return (answer, session)
    }

    @Test(arguments: ProtocolVersion.handshake)
    func answersTheRequestedVersionWhenItIsOne(version: String) {
        #expect(initialize(.string(version)).answer["result"]?["protocolVersion"] == .string(version))
    }

    @Test(arguments: ["2026-07-28", "2099-01-01", "1.0"])
    func answersTheNewestHandshakeVersionOtherwise(version: String) {
        #expect(initialize(.string(version)).answer["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test func describesTheServer() {
        let result = initialize("2025-06-18").answer["result"]!
        #expect(result["serverInfo"]?["name"] == "hig")
        #expect(result["serverInfo"]?["version"] == "9.9.9")
        #expect(result["capabilities"] == ["tools": ["listChanged": false], "resources": ["subscribe": false, "listChanged": false]])
        #expect(result["instructions"]?.stringValue?.contains("search_guidelines") == true)
        #expect(result["resultType"] == nil)
    }

    @Test func initializeNeedsAProtocolVersion() {
        var session = TestSession()
        #expect(session.call("initialize", ["capabilities": [:]]).errorCode == -32602)
        #expect(session.call("initialize", ["protocolVersion": 20250618]).errorCode == -32602)
    }

    @Test func theInitializedNotificationGetsNoAnswer() {
        var (_, session) = initialize("2025-11-25")
        #expect(session.send(["jsonrpc": "2.0", "method": "notifications/initialized"]) == nil)
        #expect(session.session.isInitialized)
        #expect(session.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": 1]]) == nil)
        #expect(session.send(["jsonrpc": "2.0", "method": "no/such/notification"]) == nil)
    }

    @Test func pingAnswersAnEmptyObject() {
        var (_, session) = initialize("2025-11-25")
        #expect(session.call("ping", id: "p") == ["jsonrpc": "2.0", "id": "p", "result": [:]])
    }

    @Test func resultsCarryNoStatelessFields() {
        var (_, session) = initialize("2025-06-18")
        for method in ["tools/list", "resources/list", "resources/templates/list"] {
            let result = session.call(method)["result"]!
            #expect(result["resultType"] == nil && result["ttlMs"] == nil && result["cacheScope"] == nil, "\(method)")
        }
        #expect(session.tool("list_topics", nil)["resultType"] == nil)
    }

    @Test func requestsBeforeInitializeAreServedUnderTheNewestVersion() {
        var session = TestSession()
        #expect(session.call("tools/list")["result"]?["tools"]?.arrayValue?.count == 3)
        #expect(session.session.negotiatedVersion == nil)
    }

    @Test func aRepeatedInitializeAgreesAgain() {
        var (_, session) = initialize("2025-03-26")
        #expect(session.session.negotiatedVersion == "2025-03-26")
        _ = session.call("initialize", ["protocolVersion": "2025-11-25", "capabilities": [:]])
        #expect(session.session.negotiatedVersion == "2025-11-25")
    }

    @Test func serverDiscoverNeedsTheEnvelope() {
        var session = TestSession()
        #expect(session.call("server/discover").errorCode == -32602)
    }
}
