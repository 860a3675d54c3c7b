import Foundation
import HIGHTTP
import HIGModel

/// An error the API answers with: a status, one line saying what to do, and,
/// for an unknown rule, the nearest IDs.
///
/// Sent as JSON with sorted keys:
///
/// ```json
/// {"error": {"message": "no rule modality-99", "nearest": ["modality-9"], "status": 404}}
/// ```
struct APIError: Error, Equatable {
    /// The HTTP status, e.g. 400.
    var status: Int
    /// One line for people: what was wrong and what to send instead.
    var message: String
    /// For an unknown rule: the closest existing IDs, closest first.
    var nearest: [RuleID]?
    /// For 405: the methods the path allows, e.g. `GET, HEAD`.
    var allow: String?

    /// A 400 for a bad or missing parameter.
    static func badParameter(_ message: String) -> APIError {
        APIError(status: 400, message: message)
    }

    /// A 404 for a path the API does not have.
    static func noSuchPath(_ path: String) -> APIError {
        APIError(status: 404, message: "no API at \(Quoted(path)); see /api/search, /api/rules/{id}, /api/topics, /healthz")
    }

    /// A 405 for a method other than those allowed.
    static func methodNotAllowed(_ method: String, allow: String) -> APIError {
        APIError(status: 405, message: "\(Quoted(method)) is not allowed here; use \(allow)", allow: allow)
    }

    /// The error as a JSON response (with `Allow` for a 405).
    var response: HTTPResponse {
        var response = HTTPResponse.json(JSONBody.encode(Envelope(error: self)), status: status)
        if let allow {
            response.headers.set("Allow", allow)
        }
        return response
    }

    /// The wire form: the error inside an `error` object.
    private struct Envelope: Encodable {
        var error: APIError
    }
}

extension APIError: Encodable {
    private enum CodingKeys: String, CodingKey {
        case status, message, nearest
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(nearest, forKey: .nearest)
    }
}
