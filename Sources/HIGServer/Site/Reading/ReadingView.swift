import Foundation
import HIGHTTP

/// How a reader wants rules shown: in Korean, in English, or both — and which comes
/// first. Every page is rendered for one view (and cached per view).
///
/// The choice is made with `?view=ko`, `?view=en` or `?view=both` on any page and
/// remembered in a cookie, so it works without script; without one, both languages.
/// The language that comes first is the reader's: English when the browser's
/// `Accept-Language` prefers English to Korean, else Korean (the site is for Korean
/// readers first). On a narrow screen "first" is on top; on a wide one, on the left.
struct ReadingView: Hashable, Sendable {
    /// Which languages a page shows.
    enum Languages: String, CaseIterable, Sendable {
        case both, ko, en
    }

    /// A column of text on a page.
    enum Column: Sendable {
        case korean, english
    }

    var languages: Languages
    /// Whether English comes before Korean.
    var englishFirst: Bool

    /// Both languages, Korean first: what a request without preferences gets.
    static let standard = ReadingView(languages: .both, englishFirst: false)
    /// The query parameter that chooses the languages.
    static let parameter = "view"
    /// The cookie that remembers the choice.
    static let cookieName = "hig-view"
    /// How long the choice is remembered: a year, as a reader's language rarely changes.
    static let cookieLifetime = 31_536_000

    init(languages: Languages, englishFirst: Bool) {
        self.languages = languages
        self.englishFirst = englishFirst
    }

    /// The view a request asks for: `?view=`, else the cookie, else both; English first
    /// only when `Accept-Language` prefers it.
    init(request: HTTPRequest) {
        languages = Self.chosen(in: request) ?? Self.remembered(in: request) ?? .both
        englishFirst = Self.prefersEnglish(request.headers["Accept-Language"])
    }

    /// The languages chosen with `?view=` in this request, if it chooses.
    static func chosen(in request: HTTPRequest) -> Languages? {
        request.query[parameter].flatMap(Languages.init(rawValue:))
    }

    /// The languages the request's cookie remembers, if any.
    static func remembered(in request: HTTPRequest) -> Languages? {
        for header in request.headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[0] == cookieName { return Languages(rawValue: parts[1]) }
            }
        }
        return nil
    }

    /// The `Set-Cookie` value that remembers `languages`.
    static func cookie(remembering languages: Languages) -> String {
        "\(cookieName)=\(languages.rawValue); Path=/; Max-Age=\(cookieLifetime); SameSite=Lax"
    }

    /// Whether an `Accept-Language` value ranks English above Korean (`q` weights, then order).
    static func prefersEnglish(_ header: String?) -> Bool {
        guard let header else { return false }
        var best: (language: String, weight: Double)?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let tag = parts.first else { continue }
            let language = String(tag.prefix { $0 != "-" })
            guard language == "ko" || language == "en" else { continue }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if weight > (best?.weight ?? 0) { best = (language, weight) }
        }
        return best?.language == "en"
    }

    /// The columns to show, in order, for a text that has Korean, English or both.
    ///
    /// A page in one language falls back to the other when that is all a rule has,
    /// so no rule shows as an empty column or a placeholder.
    func columns(korean: Bool, english: Bool) -> [Column] {
        switch languages {
        case .ko: return korean ? [.korean] : english ? [.english] : []
        case .en: return english ? [.english] : korean ? [.korean] : []
        case .both:
            let ordered: [Column] = englishFirst ? [.english, .korean] : [.korean, .english]
            return ordered.filter { $0 == .korean ? korean : english }
        }
    }

    /// The language that leads: the first of the columns a text with both languages shows.
    var first: Column {
        columns(korean: true, english: true).first ?? .korean
    }

    /// The view's name in cache keys and in the page's `data-view`: e.g. `both-ko`.
    var key: String {
        "\(languages.rawValue)-\(englishFirst ? "en" : "ko")"
    }
}
