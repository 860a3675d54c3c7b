@testable import HIGMCP
import Testing

/// MCP 2026-07-28: no handshake, the envelope on every request.
@Suite struct StatelessEraTests {
    @Test func discoverNamesTheVersionsCapabilitiesAndServer() {
        var session = TestSession()
        let result = session.stateless("server/discover")["result"]!
        #expect(result["resultType"] == "complete")
        #expect(result["supportedVersions"] == ["2026-07-28"])
        #expect(result["capabilities"]?["tools"] != nil && result["capabilities"]?["resources"] != nil)
        #expect(result["ttlMs"]?.intValue ?? 0 > 0)
        #expect(result["cacheScope"] == "public")
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "hig")
        #expect(result["instructions"]?.stringValue?.isEmpty == false)
        #expect(session.session.negotiatedVersion == nil, "discover opens no session")
    }

    @Test(arguments: ["tools/list", "resources/list", "resources/templates/list"])
    func listsCarryResultTypeAndCacheHints(method: String) {
        var session = TestSession()
        let result = session.stateless(method)["result"]!
        #expect(result["resultType"] == "complete")
        #expect(result["ttlMs"]?.intValue.map { $0 > 0 } == true)
        #expect(result["cacheScope"] == "public")
    }

    @Test func readsCarryCacheHintsAndToolCallsOnlyTheResultType() {
        var session = TestSession()
        let read = session.stateless("resources/read", ["uri": "hig://rules/modality-4"])["result"]!
        #expect(read["resultType"] == "complete" && read["ttlMs"] != nil && read["cacheScope"] != nil)
        let call = session.tool("get_rule", ["id": "modality-4"], stateless: true)
        #expect(call["resultType"] == "complete")
        #expect(call["ttlMs"] == nil && call["cacheScope"] == nil)
        #expect(call["isError"] == false)
    }

    @Test(arguments: ["2025-11-25", "2026-01-01", "2027-01-01"])
    func anUnsupportedVersionIsRefusedWithTheSupportedOnes(version: String) {
        var session = TestSession()
        let answer = session.stateless("tools/list", version: version, id: 9)
        #expect(answer["id"] == 9)
        #expect(answer.errorCode == -32022)
        #expect(answer["error"]?["data"] == ["supported": ["2026-07-28"], "requested": .string(version)])
    }

    @Test func anIncompleteEnvelopeIsInvalidParams() {
        var session = TestSession()
        let noCapabilities: JSONValue = ["_meta": ["io.modelcontextprotocol/protocolVersion": "2026-07-28"]]
        #expect(session.call("tools/list", noCapabilities).errorCode == -32602)
        let numericVersion: JSONValue = ["_meta": ["io.modelcontextprotocol/protocolVersion": 20260728,
                                                   "io.modelcontextprotocol/clientCapabilities": [:]]]
        #expect(session.call("tools/list", numericVersion).errorCode == -32602)
    }

    @Test func pingIsGoneInThisRevision() {
        var session = TestSession()
        #expect(session.stateless("ping").errorCode == -32601)
        #expect(session.stateless("logging/setLevel", ["level": "info"]).errorCode == -32601)
    }

    @Test func initializeIsAnsweredTheOldWayEvenWithAnEnvelope() {
        var session = TestSession()
        let answer = session.stateless("initialize", ["protocolVersion": "2025-11-25", "capabilities": [:]])
        #expect(answer["result"]?["protocolVersion"] == "2025-11-25")
        #expect(answer["result"]?["resultType"] == nil)
    }

    @Test func bothErasCanShareOneConnection() {
        var session = TestSession()
        _ = session.call("initialize", ["protocolVersion": "2025-06-18", "capabilities": [:]])
        #expect(session.stateless("tools/list")["result"]?["resultType"] == "complete")
        #expect(session.call("tools/list")["result"]?["resultType"] == nil)
    }

    @Test func aProgressTokenInMetaIsNotTheEnvelope() {
        var session = TestSession()
        let result = session.call("tools/list", ["_meta": ["progressToken": 5]])["result"]!
        #expect(result["resultType"] == nil && result["tools"] != nil)
    }
}
