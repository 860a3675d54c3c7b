import HIGHTTP

/// The headers every response of the site carries, so that a browser loads
/// nothing but the site's own files and runs no script but its own.
///
/// ``SiteHandler`` adds them to its responses; the HTTP layer adds them to
/// the ones it composes itself (400, 413, 414, 431, 503 and libmicrohttpd's
/// own), through the configuration ``DocServer/configuration(host:port:)`` makes.
enum SecurityHeaders {
    /// Scripts, styles, images and requests only from the site itself; no
    /// inline script or style, no plug-ins, no framing, forms post only here.
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The fields and their values, in the order sent.
    static let fields: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    /// The fields as headers, for the responses the HTTP layer composes
    /// itself (``HTTPServer/Configuration/serverResponseHeaders``).
    static var headers: HTTPHeaders {
        HTTPHeaders(fields.map { HTTPHeaders.Field(name: $0.name, value: $0.value) })
    }

    /// Adds every field to `response`, which must not have any of them yet
    /// (the site's responses never do; appending spares a scan per field).
    static func apply(to response: inout HTTPResponse) {
        for field in fields {
            response.headers.append(field.name, field.value)
        }
    }
}
