import HIGModel

/// Where a request path leads: a page of the site, an asset, or an API endpoint.
///
/// Paths are matched on their decoded segments; one trailing slash is
/// ignored (`/topics/modality/` is `/topics/modality`). Every route answers
/// `GET` and `HEAD` only.
enum Route: Equatable {
    /// `/`: the topics and the search box.
    case home
    /// `/topics/{slug}`: a topic's rules in document order.
    case topic(slug: String)
    /// `/rules/{id}`: one rule, every version and translation.
    case rule(RuleID)
    /// `/search?q=&lang=&topic=`: results as a page.
    case search
    /// `/assets/{file}`: the stylesheet, script or icon, by versioned file name.
    case asset(file: String)
    /// `/api/search?q=&lang=&topic=&limit=`.
    case apiSearch
    /// `/api/rules/{id}`.
    case apiRule(RuleID)
    /// `/api/topics`.
    case apiTopics
    /// `/healthz`.
    case health
    /// Any other path under `/api/`: answered with a JSON 404.
    case apiNotFound
    /// Any other path: answered with a page saying so.
    case notFound

    /// The methods every route allows, for `Allow`.
    static let allowedMethods = "GET, HEAD"

    /// Whether `method` is one of ``allowedMethods`` (methods are case-sensitive).
    static func serves(_ method: String) -> Bool {
        method == "GET" || method == "HEAD"
    }

    /// Finds the route of a decoded request path.
    init(path: String) {
        var path = Substring(path)
        if path.count > 1 && path.hasSuffix("/") {
            path = path.dropLast()
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let name = segments.last ?? ""
        switch (segments.count, segments.first ?? "") {
        case (1, ""): self = .home
        case (1, "search"): self = .search
        case (1, "healthz"): self = .health
        case (2, "topics") where !name.isEmpty: self = .topic(slug: name)
        case (2, "rules") where !name.isEmpty: self = .rule(RuleID(name))
        case (2, "assets") where !name.isEmpty: self = .asset(file: name)
        case (2, "api") where name == "search": self = .apiSearch
        case (2, "api") where name == "topics": self = .apiTopics
        case (3, "api") where segments[1] == "rules" && !name.isEmpty: self = .apiRule(RuleID(name))
        case (_, "api"): self = .apiNotFound
        default: self = .notFound
        }
    }

    /// Whether errors on this route are answered as JSON rather than as a page.
    var answersJSON: Bool {
        switch self {
        case .apiSearch, .apiRule, .apiTopics, .health, .apiNotFound: true
        case .home, .topic, .rule, .search, .asset, .notFound: false
        }
    }
}
