internal import CMicroHTTPD
internal import CMicroHTTPDErrors

/// One libmicrohttpd connection, as seen from inside its callbacks.
struct DaemonConnection {
    /// The `struct MHD_Connection *`.
    let pointer: OpaquePointer

    /// The request's header fields in the order received.
    func headerFields() -> [HTTPHeaders.Field] {
        var fields: [HTTPHeaders.Field] = []
        withUnsafeMutablePointer(to: &fields) { fields in
            _ = MicroHTTPD.running.pointee.MHD_get_connection_values_n(pointer, .HEADER_KIND, appendHeaderField, fields)
        }
        return fields
    }

    /// The client's IP address, e.g. `127.0.0.1`.
    func remoteAddress() -> String? {
        CMicroHTTPD_clientAddress(MicroHTTPD.running, pointer).flatMap(SocketAddress.numericHost(of:))
    }

    /// Hands `response` to libmicrohttpd, which sends it when it can.
    ///
    /// A status outside 200...599 is replaced by a 500. `Content-Length` is
    /// left to libmicrohttpd; a header libmicrohttpd refuses (a CR or LF in a
    /// name or value) is left out. With `closing`, the connection is closed
    /// after the response instead of kept alive.
    func queue(_ response: HTTPResponse, closing: Bool) -> MHD_Result {
        let response = (200 ... 599).contains(response.status)
            ? response
            : .status(500, "the handler answered with status \(response.status)")
        let library = MicroHTTPD.running.pointee
        let created = response.body.withUnsafeBytes { body in
            library.MHD_create_response_from_buffer(body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let created else { return .NO }
        defer { library.MHD_destroy_response(created) }
        for field in response.headers where !HTTPHeaders.namesMatch(field.name, "Content-Length") {
            _ = library.MHD_add_response_header(created, field.name, field.value)
        }
        if !response.body.isEmpty && !response.headers.contains("Content-Type") {
            _ = library.MHD_add_response_header(created, "Content-Type", "application/octet-stream")
        }
        if closing {
            _ = library.MHD_add_response_header(created, "Connection", "close")
        }
        return CMicroHTTPD_queueOwnResponse(pointer, UInt32(response.status), created)
    }
}

/// Appends one header field to the `[HTTPHeaders.Field]` behind `fields`.
private func appendHeaderField(
    _ fields: UnsafeMutableRawPointer?,
    _ kind: MHD_ValueKind,
    _ name: UnsafePointer<CChar>?,
    _ nameSize: Int,
    _ value: UnsafePointer<CChar>?,
    _ valueSize: Int
) -> MHD_Result {
    guard let fields, let name else { return .YES }
    fields.assumingMemoryBound(to: [HTTPHeaders.Field].self).pointee.append(
        HTTPHeaders.Field(name: text(name, nameSize), value: value.map { text($0, valueSize) } ?? "")
    )
    return .YES
}

/// Decodes `count` bytes at `start` as UTF-8, replacing invalid sequences.
private func text(_ start: UnsafePointer<CChar>, _ count: Int) -> String {
    start.withMemoryRebound(to: UInt8.self, capacity: count) {
        String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
}
