internal import CMicroHTTPD

/// libmicrohttpd, opened when the first server starts: hig does not link it,
/// so that commands serving nothing (a search) do not load it and GnuTLS.
enum MicroHTTPD {
    /// The process's libmicrohttpd.
    ///
    /// The first call opens `libmicrohttpd.so.12` and binds it, GnuTLS and
    /// their libraries (a few milliseconds); later calls cost an atomic load.
    ///
    /// - Throws: `HTTPServerError.missingLibrary`, whose line names the Debian package to install.
    static func shared() throws(HTTPServerError) -> UnsafePointer<CMicroHTTPD_Library> {
        var message: UnsafePointer<CChar>?
        guard let library = CMicroHTTPD_shared(&message) else {
            throw .missingLibrary(message.map { String(cString: $0) } ?? "libmicrohttpd cannot be loaded")
        }
        return library
    }

    /// libmicrohttpd opened from `file` rather than the Debian 12 name, for tests of the failure.
    static func open(file: String) throws(HTTPServerError) -> UnsafePointer<CMicroHTTPD_Library> {
        var message = [CChar](repeating: 0, count: 512)
        guard let library = CMicroHTTPD_open(file, &message, message.count) else {
            throw .missingLibrary(message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        return library
    }

    /// The library, for code that runs only while a daemon runs (its callbacks,
    /// the responses they queue): a daemon started, so the library is open.
    static var running: UnsafePointer<CMicroHTTPD_Library> {
        var message: UnsafePointer<CChar>?
        guard let library = CMicroHTTPD_shared(&message) else {
            preconditionFailure("libmicrohttpd called before a daemon started")
        }
        return library
    }
}
