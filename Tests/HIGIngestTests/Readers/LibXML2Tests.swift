import Testing
@testable import HIGIngest
internal import CLibXML2

@Suite struct LibXML2Tests {
    @Test func theInstalledLibraryParsesAPage() throws {
        let xml = try LibXML2.shared()
        let page = Array("<p>모달</p>".utf8CString)
        let document = try #require(page.withUnsafeBufferPointer {
            xml.pointee.htmlReadMemory($0.baseAddress, Int32($0.count - 1), "test.html", "UTF-8", 0)
        })
        xml.pointee.xmlFreeDoc(document)
        #expect(try LibXML2.shared() == xml, "opened once per process")
    }

    @Test func aMissingLibraryIsOneLineNamingItsPackage() {
        do {
            _ = try LibXML2.open(file: "libhig-test-missing.so.2")
            Issue.record("a missing library was opened")
        } catch {
            #expect(error.file == "libxml2")
            #expect(error.description.hasPrefix("reading HTML needs libxml2, which cannot be loaded (libhig-test-missing.so.2: "))
            #expect(error.description.hasSuffix("; install the Debian package libxml2"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aLibraryWithoutItsFunctionsIsRefused() {
        // libzstd is installed wherever hig builds, and has none of libxml2's functions.
        do {
            _ = try LibXML2.open(file: "libzstd.so.1")
            Issue.record("libzstd was taken for libxml2")
        } catch {
            #expect(error.description.contains("(libzstd.so.1 has no symbol htmlReadMemory)"))
        }
    }
}
