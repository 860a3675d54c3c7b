import Foundation
import HIGHTTP
import Testing
@testable import HIGServer

@Suite("Doc server")
struct DocServerTests {
    @Test("it serves on loopback by default and says where")
    func loopbackByDefault() throws {
        let site = try TestSite()
        #expect(DocServer.configuration().host == "127.0.0.1")
        #expect(site.server.url == "http://127.0.0.1:\(site.port)/")
        site.server.stop()
        #expect(site.server.url == nil)
    }

    @Test("a port in use is a clear error")
    func portInUse() throws {
        let site = try TestSite()
        let second = DocServer(index: site.server.index, configuration: DocServer.configuration(port: site.port))
        #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: site.port)) {
            try second.start()
        }
    }

    @Test("an IPv6 host is shown in brackets")
    func ipv6() throws {
        let site = try TestSite()
        let server = DocServer(index: site.server.index, configuration: DocServer.configuration(host: "::1", port: 0))
        do {
            try server.start()
        } catch .cannotListen {
            return  // no IPv6 loopback on this machine
        }
        defer { server.stop() }
        #expect(server.url == "http://[::1]:\(server.port!)/")
    }
}
