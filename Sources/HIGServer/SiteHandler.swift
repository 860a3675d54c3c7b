public import HIGHTTP
public import HIGSearch

/// Answers every request of the doc site and its JSON API from a ``LiveIndex``.
///
/// Each request takes the index's current snapshot once and answers from it
/// alone, so a reload in the middle never mixes two indexes; the snapshot's
/// fingerprint is sent as `HIG-Index`. Pages are rendered in the reader's
/// ``ReadingView`` (`?view=`, remembered in a cookie, and `Accept-Language`).
/// Every response carries the ``SecurityHeaders``. Pages and API answers are `Cache-Control: no-cache`
/// (the index can change under them); assets are cached for a year.
///
/// Only `GET` and `HEAD` are served; others get 405 with `Allow` on every
/// path, before any body is read. Errors on API paths are JSON
/// (``APIError``); on site paths they are pages.
public struct SiteHandler: HTTPHandler {
    /// The index answered from.
    public let index: LiveIndex<IndexSnapshot>

    /// Creates a handler serving `index`.
    public init(index: LiveIndex<IndexSnapshot>) {
        self.index = index
    }

    /// Routes the request, answers it, and adds the security headers.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        var response = answer(request, route: Route(path: request.path))
        SecurityHeaders.apply(to: &response)
        return response
    }

    /// Answers a method the site does not serve with 405 before its body is
    /// read, on every path, so that the body's size does not matter.
    public func earlyResponse(to request: HTTPRequest) -> HTTPResponse? {
        Route.serves(request.method) ? nil : respond(to: request)
    }

    private func answer(_ request: HTTPRequest, route: Route) -> HTTPResponse {
        guard Route.serves(request.method) else {
            if route.answersJSON {
                return APIError.methodNotAllowed(request.method, allow: Route.allowedMethods).response
            }
            var response = page(.methodNotAllowed(request.method))
            response.headers.set("Allow", Route.allowedMethods)
            return response
        }
        switch route {
        case .notFound:
            return page(.notFound(path: request.path))
        case .apiNotFound:
            return APIError.noSuchPath(request.path).response
        default:
            break
        }
        if case .asset(let file) = route {
            return Asset.named(file)?.response ?? page(.notFound(path: request.path))
        }
        let snapshot = index.current
        var response: HTTPResponse
        if route.answersJSON {
            do throws(APIError) {
                response = try api(route, request: request, snapshot: snapshot)
            } catch {
                response = error.response
            }
        } else {
            let view = ReadingView(request: request)
            response = site(route, request: request, snapshot: snapshot, view: view)
            // Pages differ by the reader's languages; a ?view= choice is remembered.
            response.headers.append("Vary", "Cookie, Accept-Language")
            if let chosen = ReadingView.chosen(in: request) {
                response.headers.append("Set-Cookie", ReadingView.cookie(remembering: chosen))
            }
        }
        response.headers.append("Cache-Control", "no-cache")
        response.headers.append("HIG-Index", snapshot.reader.fingerprint)
        return response
    }

    /// Answers an API route.
    private func api(_ route: Route, request: HTTPRequest, snapshot: IndexSnapshot) throws(APIError) -> HTTPResponse {
        switch route {
        case .apiSearch: try JSONAPI.search(request, in: snapshot)
        case .apiRule(let id): try JSONAPI.rule(id, in: snapshot)
        case .apiTopics: JSONAPI.topics(in: snapshot)
        case .health: JSONAPI.health(in: snapshot)
        default: throw APIError.noSuchPath(request.path)
        }
    }

    /// Answers a page route in the reader's view; home, topic and rule pages come from
    /// the snapshot's cache, one entry per page and view.
    private func site(_ route: Route, request: HTTPRequest, snapshot: IndexSnapshot, view: ReadingView) -> HTTPResponse {
        switch route {
        case .home:
            return snapshot.pages.response(for: view.key + " /") { .html(HomePage(snapshot: snapshot, view: view).html.markup) }
        case .topic(let slug):
            guard let topic = snapshot.outline.topicIndex(slug: slug) else {
                return page(.unknownTopic(slug, snapshot: snapshot))
            }
            return snapshot.pages.response(for: view.key + " " + SitePath.topic(snapshot.outline.topics[topic].topic.slug)) {
                rendered { () throws(IndexError) in try TopicPage(snapshot: snapshot, topicIndex: topic, view: view).html() }
            }
        case .rule(let id):
            guard let number = snapshot.reader.index(of: id) else {
                return page(.unknownRule(id.rawValue, snapshot: snapshot))
            }
            return snapshot.pages.response(for: view.key + " " + SitePath.rule(snapshot.reader.id(at: number))) {
                rendered { () throws(IndexError) in
                    try RulePage(snapshot: snapshot, number: number, rule: snapshot.reader.rule(at: number), view: view).html()
                }
            }
        case .search:
            let (status, html) = SearchPage(snapshot: snapshot, query: request.query, view: view).response
            return .html(html.markup, status: status)
        default:
            return page(.notFound(path: request.path))
        }
    }

    /// The page `render` makes, or a 500 page if the index cannot be read.
    private func rendered(_ render: () throws(IndexError) -> HTML) -> HTTPResponse {
        do {
            return .html(try render().markup)
        } catch {
            return page(.damagedIndex(error.description))
        }
    }

    private func page(_ error: ErrorPage) -> HTTPResponse {
        .html(error.html.markup, status: error.status)
    }
}
