import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing
import _HIGTestSupport
@testable import HIGHTTP

/// Starting, binding and stopping.
@Suite struct LifecycleTests {
    @Test func reportsBoundPortAndRestarts() throws {
        let server = HTTPServer(configuration: .init(port: 0, threadCount: 1), handler: FixedResponseHandler())
        #expect(server.port == nil)
        try server.start()
        let port = try #require(server.port)
        #expect(port > 0)
        #expect(throws: HTTPServerError.alreadyRunning) { try server.start() }
        #expect(try HTTPTestClient(port: port).request("/").text == "ok\n")
        server.stop()
        #expect(!server.isRunning && server.port == nil)
        #expect(throws: HTTPTestClient.Failure.self) { try HTTPTestClient(port: port) }
        try server.start()
        #expect(try HTTPTestClient(port: server.port!).request("/").status == 200)
        server.stop()
    }

    @Test func throwsClearErrorWhenPortIsInUse() throws {
        try withServer { _, port in
            let second = HTTPServer(configuration: .init(port: port), handler: FixedResponseHandler())
            #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: port)) { try second.start() }
            let error = HTTPServerError.addressInUse(host: "::1", port: 8080)
            #expect(error.description == "cannot listen on [::1]:8080: the address is already in use; stop the other server or choose another port")
        }
    }

    @Test func throwsForInvalidConfiguration() {
        let byName = HTTPServer(configuration: .init(host: "example.com", port: 0), handler: FixedResponseHandler())
        #expect(throws: HTTPServerError.invalidHost("example.com")) { try byName.start() }
        let badPort = HTTPServer(configuration: .init(port: 70_000), handler: FixedResponseHandler())
        #expect(throws: HTTPServerError.invalidPort(70_000)) { try badPort.start() }
        let foreign = HTTPServer(configuration: .init(host: "192.0.2.1", port: 0), handler: FixedResponseHandler())
        #expect(throws: HTTPServerError.cannotListen(host: "192.0.2.1", port: 0, errno: EADDRNOTAVAIL)) { try foreign.start() }
        let noThreads = HTTPServer(configuration: .init(port: 0, threadCount: 0), handler: FixedResponseHandler())
        #expect(throws: HTTPServerError.invalidConfiguration("the thread count must be from 1 to 1024, not 0")) {
            try noThreads.start()
        }
    }

    @Test func stopDeliversResponseInFlight() throws {
        let handler = TestHandler()
        let server = HTTPServer(configuration: .init(port: 0, threadCount: 2), handler: handler)
        try server.start()
        let port = try #require(server.port)
        let client = try HTTPTestClient(port: port)
        try client.send("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(handler.entered.wait(timeout: .now() + 5) == .success)

        let started = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - started < .seconds(2))
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "slow done")
        #expect(response.headers["Connection"] == "close")
        #expect(throws: HTTPTestClient.Failure.self) { try HTTPTestClient(port: port) }
    }

    /// Requests that arrived on open keep-alive connections just before the
    /// stop are answered, not cut off with the connection, while other clients
    /// keep the server's threads busy (so the requests wait unread).
    @Test func stopAnswersRequestsAlreadyReceived() throws {
        let server = HTTPServer(configuration: .init(port: 0, threadCount: 2), handler: TestHandler())
        try server.start()
        let port = try #require(server.port)
        let idle = try (0 ..< 48).map { _ in try HTTPTestClient(port: port) }
        for client in idle {
            #expect(try client.request("/echo?n=0").status == 200)
        }
        let busyClients = DispatchGroup()
        for _ in 0 ..< 8 {
            busyClients.enter()
            Thread {
                defer { busyClients.leave() }
                guard let client = try? HTTPTestClient(port: port) else { return }
                while let response = try? client.request("/spin"), response.headers["Connection"] != "close" {}
            }.start()
        }
        usleep(200_000)
        for (number, client) in idle.enumerated() {
            try client.send("GET /echo?n=\(number) HTTP/1.1\r\nHost: t\r\n\r\n")
        }
        server.stop()
        var answered = 0
        for (number, client) in idle.enumerated() {
            if let response = try? client.readResponse(), response.text == "path=/echo\nn=\(number)" {
                answered += 1
            }
        }
        #expect(answered == idle.count)
        #expect(busyClients.wait(timeout: .now() + 10) == .success)
    }

    @Test func stopClosesIdleKeepAliveConnections() throws {
        let server = HTTPServer(configuration: .init(port: 0, threadCount: 1), handler: FixedResponseHandler())
        try server.start()
        let client = try HTTPTestClient(port: server.port!)
        #expect(try client.request("/").status == 200)
        let started = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(client.isClosedByServer())
    }

    @Test func runUntilTerminatedStopsOnSIGTERM() throws {
        let server = HTTPServer(configuration: .init(port: 0, threadCount: 1), handler: FixedResponseHandler())
        let outcome = Mutex<(thread: pthread_t?, signal: Int32?)>((nil, nil))
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.withLock { $0.thread = pthread_self() }
            let signal = try? server.runUntilTerminated()
            outcome.withLock { $0.signal = signal }
            finished.signal()
        }
        thread.start()
        let deadline = ContinuousClock.now + .seconds(5)
        while !server.isRunning && ContinuousClock.now < deadline {
            usleep(1_000)
        }
        let port = try #require(server.port)
        #expect(try HTTPTestClient(port: port).request("/").status == 200)

        pthread_kill(try #require(outcome.withLock { $0.thread }), SIGTERM)
        #expect(finished.wait(timeout: .now() + 5) == .success)
        #expect(outcome.withLock { $0.signal } == SIGTERM)
        #expect(!server.isRunning)
    }
}
