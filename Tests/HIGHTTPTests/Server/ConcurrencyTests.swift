import Dispatch
import Foundation
import Synchronization
import Testing
import _HIGTestSupport
@testable import HIGHTTP

/// Many clients at once, each on its own thread.
@Suite struct ConcurrencyTests {
    @Test func servesConcurrentClients() throws {
        let clients = 32
        let requestsPerClient = 20
        try withServer(.init(port: 0, threadCount: 2, connectionLimit: 64)) { server, port in
            let failures = Mutex<[String]>([])
            let succeeded = Atomic<Int>(0)
            let group = DispatchGroup()
            for clientNumber in 0 ..< clients {
                group.enter()
                Thread {
                    defer { group.leave() }
                    do {
                        var client = try HTTPTestClient(port: port)
                        for requestNumber in 0 ..< requestsPerClient {
                            if requestNumber == requestsPerClient / 2 {
                                client = try HTTPTestClient(port: port)
                            }
                            let response = try client.request("/echo?c=\(clientNumber)&r=\(requestNumber)")
                            if response.status == 200 && response.text == "path=/echo\nc=\(clientNumber)\nr=\(requestNumber)" {
                                succeeded.add(1, ordering: .relaxed)
                            } else {
                                failures.withLock { $0.append("\(clientNumber)/\(requestNumber): \(response.status) \(response.text)") }
                            }
                        }
                    } catch {
                        failures.withLock { $0.append("\(clientNumber): \(error)") }
                    }
                }.start()
            }
            #expect(group.wait(timeout: .now() + 30) == .success)
            #expect(failures.withLock { $0 } == [])
            #expect(succeeded.load(ordering: .relaxed) == clients * requestsPerClient)
            #expect(waitForRequestsToComplete(server) == 0)
        }
    }
}
