import HIGHTTP
import HIGText

/// A file of the site built into the binary, served at a path that names its
/// content, so browsers may keep it for a year.
///
/// `site.css` is served as `/assets/site.<hash>.css`, where `<hash>` is a
/// stable hash of the content: a new build with a changed stylesheet gets a
/// new path, and pages link to the path of the build that serves them.
struct Asset: Sendable {
    /// The file's versioned name, e.g. `site.0a1b2c3d4e.css`.
    let file: String
    /// The `Content-Type` it is served with.
    let contentType: String
    /// The bytes served.
    let body: [UInt8]

    /// Makes an asset from its plain name (`site.css`) and content.
    init(name: String, contentType: String, content: String) {
        let hash = String(StableHash.of(content), radix: 16)
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        file = name[..<dot] + "." + hash + name[dot...]
        self.contentType = contentType
        body = Array(content.utf8)
    }

    /// The path pages link to.
    var path: String { "/assets/" + file }

    /// The asset as a response that may be cached for a year.
    var response: HTTPResponse {
        HTTPResponse(status: 200, headers: [
            "Content-Type": contentType,
            "Cache-Control": "public, max-age=31536000, immutable",
        ], body: body)
    }

    static let styleSheet = Asset(name: "site.css", contentType: "text/css; charset=utf-8", content: SiteStyle.css)
    static let script = Asset(name: "site.js", contentType: "text/javascript; charset=utf-8", content: SiteScript.javaScript)
    static let icon = Asset(name: "icon.svg", contentType: "image/svg+xml", content: SiteIcon.svg)

    /// The asset with this versioned file name, if any; an old version is not found.
    static func named(_ file: String) -> Asset? {
        [styleSheet, script, icon].first { $0.file == file }
    }
}
