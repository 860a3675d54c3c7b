internal import CLibXML2

/// libxml2, opened the first time HTML is read: hig does not link it, so that
/// commands reading no HTML (a search) do not load it and ICU.
enum LibXML2 {
    /// The process's libxml2.
    ///
    /// The first call opens `libxml2.so.2` and binds it and ICU (a few
    /// milliseconds); later calls cost an atomic load.
    ///
    /// - Throws: `IngestError.missingLibrary`, whose line names the Debian package to install.
    static func shared() throws(IngestError) -> UnsafePointer<CLibXML2_Library> {
        var message: UnsafePointer<CChar>?
        guard let library = CLibXML2_shared(&message) else {
            throw .missingLibrary(library: "libxml2", message: message.map { String(cString: $0) } ?? "libxml2 cannot be loaded")
        }
        return library
    }

    /// libxml2 opened from `file` rather than the Debian 12 name, for tests of the failure.
    static func open(file: String) throws(IngestError) -> UnsafePointer<CLibXML2_Library> {
        var message = [CChar](repeating: 0, count: 512)
        guard let library = CLibXML2_open(file, &message, message.count) else {
            throw .missingLibrary(library: "libxml2", message: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        return library
    }
}
