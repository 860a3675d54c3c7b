import HIGModel
import HIGText

/// The texts of a rule, by indexed field.
///
/// - title: every English title and every Korean translation title, and the page's name
///   in each language the rule has text in. A guideline is about its page even where its
///   sentence does not name it ("Write a concise screen title" on the navigation bars page),
///   as passage retrieval files each passage under its document's title: a query naming the
///   page and something the rule says (`navigation bar title`) finds it, and the page's
///   rules meet a rule of another page that names it in passing on equal terms;
/// - body: every English text and translation text, plus the rule's references
///   ("For developer guidance, see UIProgressView"), each filed under the
///   language it is written in. References are kept because API names are
///   things people search for; their boilerplate words are in every such line
///   and so carry almost no weight (low IDF).
struct RuleFields {
    var texts: [(field: IndexField, text: String)] = []

    init(_ rule: Rule) {
        Self.forEachText(of: rule) { texts.append(($0, $1)) }
    }

    /// Calls `body` with each of the texts `init` lists, in order, without making the list (the
    /// index build reads every rule's texts once).
    @inline(__always)
    static func forEachText(of rule: Rule, _ body: (IndexField, String) -> Void) {
        for english in rule.english { body(.titleEnglish, english.title) }
        if !rule.english.isEmpty { body(.titleEnglish, rule.topic.english) }
        for english in rule.english { body(.bodyEnglish, english.text) }
        for reference in rule.references where Language(of: reference) != .korean {
            body(.bodyEnglish, reference)
        }
        for translation in rule.translations { body(.titleKorean, translation.title) }
        if !rule.translations.isEmpty { body(.titleKorean, rule.topic.korean) }
        for translation in rule.translations { body(.bodyKorean, translation.text) }
        for reference in rule.references where Language(of: reference) == .korean {
            body(.bodyKorean, reference)
        }
    }

    /// The UTF-8 bytes of the texts `init` lists for `rule`, without listing them (a size hint).
    static func textBytes(_ rule: Rule) -> Int {
        var bytes = rule.references.reduce(0) { $0 + $1.utf8.count }
        for english in rule.english { bytes += english.title.utf8.count + english.text.utf8.count }
        for translation in rule.translations { bytes += translation.title.utf8.count + translation.text.utf8.count }
        if !rule.english.isEmpty { bytes += rule.topic.english.utf8.count }
        if !rule.translations.isEmpty { bytes += rule.topic.korean.utf8.count }
        return bytes
    }
}
