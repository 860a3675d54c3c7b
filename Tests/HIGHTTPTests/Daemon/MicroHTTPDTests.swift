import Testing
@testable import HIGHTTP
internal import CMicroHTTPD
internal import CMicroHTTPDErrors

@Suite struct MicroHTTPDTests {
    @Test func theInstalledLibraryAnswersThroughItsTable() throws {
        let library = try MicroHTTPD.shared()
        let phrase = try #require(library.pointee.MHD_get_reason_phrase_for(404))
        #expect(String(cString: phrase) == "Not Found")
        #expect(try MicroHTTPD.shared() == library, "opened once per process")
    }

    @Test func theLibrarysOwnResponsesReachTheProgramsHook() {
        // Opened at run time, the library still binds MHD_queue_response to the program's definition.
        #expect(CMicroHTTPD_hookSeesLibraryResponses())
    }

    @Test func aMissingLibraryIsOneLineNamingItsPackage() {
        do {
            _ = try MicroHTTPD.open(file: "libhig-test-missing.so.12")
            Issue.record("a missing library was opened")
        } catch {
            guard case .missingLibrary(let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(error.description == message)
            #expect(message.hasPrefix("the HTTP server needs libmicrohttpd, which cannot be loaded (libhig-test-missing.so.12: "))
            #expect(message.hasSuffix("; install the Debian package libmicrohttpd12"))
            #expect(!message.contains("\n"))
        }
    }
}
