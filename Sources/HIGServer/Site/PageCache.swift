import HIGHTTP
internal import Synchronization

/// Pages already rendered from one index snapshot, kept as long as the snapshot serves.
///
/// The home, topic and rule pages depend on nothing but the snapshot, so each
/// is rendered once and then answered from memory; a reloaded index comes
/// with an empty cache. Only successful pages are kept, so the keys are
/// bounded by the index (one per topic and rule, plus the home page), and
/// the bytes kept are capped (``byteBudget``): past it, pages are rendered
/// every time.
final class PageCache: Sendable {
    /// The most body bytes kept, 32 MiB: the whole site of a corpus the size of the HIG.
    static let byteBudget = 32 << 20

    private let pages = Mutex<(responses: [String: HTTPResponse], bytes: Int)>(([:], 0))

    /// The cached response for `key`, or the one `render` makes (kept if it is a 200 and fits).
    ///
    /// Two requests for the same page at once may both render it; the result is the same.
    func response(for key: String, render: () -> HTTPResponse) -> HTTPResponse {
        if let cached = pages.withLock({ $0.responses[key] }) {
            return cached
        }
        let response = render()
        guard response.status == 200 else { return response }
        pages.withLock { pages in
            guard pages.responses[key] == nil, pages.bytes + response.body.count <= Self.byteBudget else { return }
            pages.responses[key] = response
            pages.bytes += response.body.count
        }
        return response
    }
}
