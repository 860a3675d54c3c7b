import HIGHTTP
import HIGModel
import HIGSearch

/// The JSON API: each function answers one endpoint from one index snapshot.
///
/// Every body is JSON with sorted keys; errors are ``APIError``s.
enum JSONAPI {
    /// Response buffers reused from request to request.
    private static let writers = WriterPool()

    /// `GET /api/search?q=&lang=&topic=&limit=`: exactly `SearchResponse.json()`,
    /// the JSON of `hig search --json` (compact), written from the snapshot's prepared rules,
    /// or from its recent answers when the same query was asked before.
    static func search(_ request: HTTPRequest, in snapshot: IndexSnapshot) throws(APIError) -> HTTPResponse {
        let parameters = try SearchParameters(query: request.query, outline: snapshot.outline, defaultLimit: 10)
        guard !parameters.isBlank else {
            throw .badParameter("q is empty; give the words to search for, e.g. /api/search?q=모달")
        }
        return writers.withWriter { writer in
            snapshot.searcher.writeResponse(parameters.searchQuery, rules: snapshot.rules, answers: snapshot.answers,
                                            into: &writer)
            return .json(writer.bytes)
        }
    }

    /// `GET /api/rules/{id}`: the rule as `hig show --json` prints it (compact);
    /// an unknown ID is a 404 with the nearest IDs.
    static func rule(_ id: RuleID, in snapshot: IndexSnapshot) throws(APIError) -> HTTPResponse {
        let found: (number: Int, rule: Rule)?
        do {
            found = try snapshot.rule(id: id)
        } catch {
            throw APIError(status: 500, message: error.description)
        }
        guard let found else {
            throw APIError(status: 404, message: "no rule \(Quoted(id.rawValue))", nearest: snapshot.nearestIDs(to: id))
        }
        return .json(JSONBody.encode(found.rule))
    }

    /// `GET /api/topics`: the topics with their rule counts, as `hig topics --json` prints them.
    static func topics(in snapshot: IndexSnapshot) -> HTTPResponse {
        .json(JSONBody.encode(snapshot.reader.topics))
    }

    /// `GET /healthz`: that the server is up, and which index it serves.
    static func health(in snapshot: IndexSnapshot) -> HTTPResponse {
        .json(JSONBody.encode(Health(
            status: "ok", fingerprint: snapshot.reader.fingerprint,
            rules: snapshot.reader.ruleCount, topics: snapshot.reader.topics.count)))
    }

    /// The body of `/healthz`.
    private struct Health: Encodable {
        var status: String
        var fingerprint: String
        var rules: Int
        var topics: Int
    }
}
