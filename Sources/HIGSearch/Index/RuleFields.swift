import HIGModel
import HIGText

/// The texts of a rule, by indexed field.
///
/// - title: every English title and every Korean translation title;
/// - body: every English text and translation text, plus the rule's references
///   ("For developer guidance, see UIProgressView"), each filed under the
///   language it is written in. References are kept because API names are
///   things people search for; their boilerplate words are in every such line
///   and so carry almost no weight (low IDF).
struct RuleFields {
    var texts: [(field: IndexField, text: String)] = []

    init(_ rule: Rule) {
        for english in rule.english { texts.append((.titleEnglish, english.title)) }
        for english in rule.english { texts.append((.bodyEnglish, english.text)) }
        for reference in rule.references where Language(of: reference) != .korean {
            texts.append((.bodyEnglish, reference))
        }
        for translation in rule.translations { texts.append((.titleKorean, translation.title)) }
        for translation in rule.translations { texts.append((.bodyKorean, translation.text)) }
        for reference in rule.references where Language(of: reference) == .korean {
            texts.append((.bodyKorean, reference))
        }
    }
}
