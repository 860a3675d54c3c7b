import Dispatch
import Glibc
import Testing
import _HIGTestSupport
@testable import HIGHTTP

/// The read deadline, the connection limits and the prompt 503: clients that
/// hold connections without using them cannot keep others out.
@Suite struct ConnectionLimitTests {
    /// A server with small limits, so that tests reach them with a few sockets.
    static func configuration(limit: Int = 4, perClient: Int = 4, readTimeout: Duration = .seconds(1),
                              host: String = "127.0.0.1") -> HTTPServer.Configuration {
        HTTPServer.Configuration(
            host: host, port: 0, threadCount: 2, connectionLimit: limit, perClientConnectionLimit: perClient,
            readTimeout: readTimeout, serverResponseHeaders: ["X-Frame-Options": "DENY"])
    }

    @Test func closesSlowLorisAfterTheReadDeadline() throws {
        try withServer(Self.configuration()) { _, port in
            let loris = try RawConnection(port: port)
            #expect(loris.send("GET /echo HTTP/1.1\r\nHost: t\r\n"))
            let headers = String(repeating: "X-Slow: 1\r\n", count: 100)
            #expect(loris.isClosed(within: 8, trickle: headers, interval: 0.1))
            #expect(try HTTPTestClient(port: port).request("/echo").status == 200)
        }
    }

    @Test func closesIdleConnectionsAndSlowBodies() throws {
        try withServer(Self.configuration()) { _, port in
            let idle = try RawConnection(port: port)
            let slowBody = try RawConnection(port: port)
            #expect(slowBody.send("POST /method HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\n0123456789"))
            #expect(idle.isClosed(within: 8))
            #expect(slowBody.isClosed(within: 8, trickle: String(repeating: "b", count: 90), interval: 0.1))
        }
    }

    @Test func keepsBusyKeepAliveConnectionsOpen() throws {
        try withServer(Self.configuration()) { _, port in
            let client = try HTTPTestClient(port: port)
            for _ in 0 ..< 8 {
                #expect(try client.request("/echo").status == 200)
                usleep(300_000)
            }
        }
    }

    @Test func makesRoomByClosingTheLongestWaitingConnection() throws {
        try withServer(Self.configuration(limit: 4)) { _, port in
            let waiting = try (0 ..< 4).map { _ in try RawConnection(port: port) }
            #expect(waiting[3].send("GET /echo HTTP/1.1\r\nHost: t\r\n"))
            let response = try HTTPTestClient(port: port).request("/echo")
            #expect(response.status == 200)
            // Returns as soon as it is closed; the bound only has to outlast a loaded machine (0.5 s did not
            // when the whole suite ran beside a build on two cores).
            #expect(waiting[0].isClosed(within: 5))
            #expect(!waiting[3].isClosed(within: 0.2))
        }
    }

    @Test func refusesWith503WhenEveryConnectionIsBusy() throws {
        let handler = TestHandler()
        try withServer(Self.configuration(limit: 2, perClient: 2), handler: handler) { server, port in
            let busy = try (0 ..< 2).map { _ in try RawConnection(port: port, receiveBuffer: 4096) }
            for connection in busy {
                #expect(connection.send("GET /big HTTP/1.1\r\nHost: t\r\n\r\n"))
                #expect(handler.entered.wait(timeout: .now() + 5) == .success)
            }
            let started = ContinuousClock.now
            let client = try HTTPTestClient(port: port)
            let refused = try client.request("/echo")
            #expect(ContinuousClock.now - started < .seconds(2))
            #expect(refused.status == 503)
            #expect(refused.text == "503 Service Unavailable: the server is answering its limit of 2 connections; try again shortly\n")
            #expect(refused.header("Retry-After") == "1")
            #expect(refused.header("X-Frame-Options") == "DENY")
            #expect(refused.header("Connection") == "close")
            #expect(client.isClosedByServer())
            _ = consume busy
            #expect(waitForRequestsToComplete(server) == 0)
            #expect(try HTTPTestClient(port: port).request("/echo").status == 200)
        }
    }

    @Test func refusesAClientOverItsOwnLimitButNotOthers() throws {
        let handler = TestHandler()
        try withServer(Self.configuration(limit: 8, perClient: 2, host: "0.0.0.0"), handler: handler) { _, port in
            let busy = try (0 ..< 2).map { _ in try RawConnection(port: port, source: "127.0.0.2", receiveBuffer: 4096) }
            for connection in busy {
                #expect(connection.send("GET /big HTTP/1.1\r\nHost: t\r\n\r\n"))
                #expect(handler.entered.wait(timeout: .now() + 5) == .success)
            }
            let same = try RawConnection(port: port, source: "127.0.0.2")
            #expect(same.send("GET /echo HTTP/1.1\r\nHost: t\r\n\r\n"))
            let head = try same.readHead()
            #expect(head.hasPrefix("HTTP/1.1 503"))
            #expect(head.contains("X-Frame-Options: DENY"))
            #expect(try HTTPTestClient(port: port).request("/echo").status == 200)
        }
    }

    @Test func answersFiveHundredIdleConnectionsPeersPromptly() throws {
        try withServer(Self.configuration(limit: 256, perClient: 128, readTimeout: .seconds(30))) { _, port in
            let idle = try (0 ..< 500).map { number in
                let connection = try RawConnection(port: port)
                if number.isMultiple(of: 2) {
                    connection.send("GET /echo HTTP/1.1\r\nHo")
                }
                return connection
            }
            let started = ContinuousClock.now
            let response = try HTTPTestClient(port: port, timeout: 5).request("/echo")
            #expect(response.status == 200)
            #expect(ContinuousClock.now - started < .seconds(3))
            _ = consume idle
        }
    }
}
