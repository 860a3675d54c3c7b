import HIGModel
import Testing
@testable import HIGServer

@Suite("Routes")
struct RouteTests {
    @Test("paths map to routes", arguments: [
        ("/", Route.home),
        ("/search", .search),
        ("/search/", .search),
        ("/healthz", .health),
        ("/topics/modality", .topic(slug: "modality")),
        ("/rules/Modality-7", .rule(RuleID("modality-7"))),
        ("/assets/site.1a.css", .asset(file: "site.1a.css")),
        ("/api/search", .apiSearch),
        ("/api/topics", .apiTopics),
        ("/api/rules/modality-7", .apiRule(RuleID("modality-7"))),
        ("/api/rules/", .apiNotFound),
        ("/api/other", .apiNotFound),
        ("/rules/", .notFound),
        ("/rules/a/b", .notFound),
        ("/topics/", .notFound),
        ("/topics", .notFound),
    ])
    func routes(path: String, route: Route) {
        #expect(Route(path: path) == route)
    }

    @Test("API routes answer errors in JSON, site routes in HTML")
    func errorFormats() {
        #expect(Route.apiSearch.answersJSON && Route.health.answersJSON && Route.apiNotFound.answersJSON)
        #expect(!Route.home.answersJSON && !Route.notFound.answersJSON && !Route.asset(file: "x").answersJSON)
    }
}
