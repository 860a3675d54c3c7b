import HIGModel

/// The site's paths for rules and topics, percent-encoded.
enum SitePath {
    /// `/rules/{id}`, a rule's permalink.
    static func rule(_ id: RuleID) -> String {
        "/rules/" + encode(id.rawValue)
    }

    /// `/topics/{slug}`.
    static func topic(_ slug: String) -> String {
        "/topics/" + encode(slug)
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986).
    static func encode(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
