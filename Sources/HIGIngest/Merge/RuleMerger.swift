import HIGModel
import HIGText

/// Joins the same rule found in several documents into one record with every
/// English version and every translation, each credited to its document.
///
/// Rules with English are matched by their English (the HIG's wording changes
/// between versions, so similar English is one rule with two versions); rules
/// known only in Korean join the rule whose existing translation they match.
/// Matching is within a topic; a document never states one rule twice, except
/// that consecutive Korean paragraphs matching one rule are one translation of it.
struct RuleMerger {
    /// The corpus's learned lexicon: how a Korean-only text can be matched to English.
    var lexicon = BilingualLexicon()

    /// English similarity from which two texts are one rule.
    static let englishThreshold = 0.42
    /// Korean similarity from which a Korean-only text joins a rule.
    static let koreanThreshold = 0.45

    struct Output {
        var rules: [Rule]
        var mergedTranslations: Int
        var mergedEnglish: Int
        var unaligned: [Source]
    }

    private final class Cluster {
        var topic: Topic
        var sectionPath: [String]
        var order: (document: Int, position: Int)
        var kind: RuleKind
        var english: [(version: EnglishText, signature: TextSignature, title: TextSignature)] = []
        var translations: [(translation: Translation, signature: TextSignature, document: Int, position: Int)] = []
        var references: [String] = []
        var documents: Set<Int> = []

        init(topic: Topic, sectionPath: [String], order: (Int, Int), kind: RuleKind) {
            self.topic = topic
            self.sectionPath = sectionPath
            self.order = order
            self.kind = kind
        }
    }

    func merge(_ documents: [DocumentResult]) -> Output {
        var clusters: [Cluster] = []
        var mergedTranslations = 0
        var mergedEnglish = 0
        let drafts = documents.flatMap { document in document.drafts.map { (document, $0) } }

        var clusterOfDraft: [DraftRule.Key: Cluster] = [:]
        // Rules with English first, so Korean-only texts can find them whatever the file order.
        for (document, draft) in drafts where draft.hasEnglish {
            let english = TextSignature(english: draft.englishText)
            let title = TextSignature(english: draft.englishTitle)
            let korean = draft.hasKorean ? TextSignature(korean: draft.koreanText) : nil
            let best = clusters.lazy.filter { $0.topic.slug == draft.topic.slug && !$0.documents.contains(document.index) }
                .map { ($0, Self.englishSimilarity(english, title, korean, $0)) }
                .max { $0.1 < $1.1 }
            let cluster: Cluster
            if let (match, score) = best, score >= Self.englishThreshold {
                cluster = match
                mergedEnglish += 1
                if draft.hasKorean { mergedTranslations += 1 }
            } else {
                cluster = Cluster(topic: draft.topic, sectionPath: draft.sectionPath, order: (document.index, draft.position),
                                  kind: draft.kind)
                clusters.append(cluster)
            }
            add(draft, from: document, to: cluster, englishSignature: english, titleSignature: title)
            clusterOfDraft[draft.key] = cluster
        }

        for (document, draft) in drafts where !draft.hasEnglish {
            // A translated page's draft goes where the English it translates went.
            if let key = draft.translates, let cluster = clusterOfDraft[key] {
                mergedTranslations += 1
                add(draft, from: document, to: cluster, englishSignature: nil, titleSignature: nil)
                continue
            }
            let korean = TextSignature(korean: draft.koreanText)
            let candidates = clusters.filter { $0.topic.slug == draft.topic.slug }
            let best = candidates.map { ($0, Self.koreanSimilarity(korean, $0, document: document.index, position: draft.position)) }
                .max { $0.1 < $1.1 }
            if let (match, score) = best, score >= Self.koreanThreshold {
                if let last = match.translations.last, last.document == document.index, last.position == draft.position - 1 {
                    // The next paragraph of a translation this document already gave the rule.
                    var translation = last.translation
                    translation.text += "\n" + draft.koreanText
                    translation.source.lines = translation.source.lines.union(draft.koreanLines ?? translation.source.lines)
                    match.translations[match.translations.count - 1] = (translation, TextSignature(korean: translation.text), document.index, draft.position)
                    match.references += draft.references.map(\.text)
                } else {
                    if !match.english.isEmpty || !match.translations.isEmpty { mergedTranslations += 1 }
                    add(draft, from: document, to: match, englishSignature: nil, titleSignature: nil)
                }
            } else {
                let cluster = Cluster(topic: draft.topic, sectionPath: draft.sectionPath, order: (document.index, draft.position),
                                      kind: draft.kind)
                clusters.append(cluster)
                add(draft, from: document, to: cluster, englishSignature: nil, titleSignature: nil)
            }
        }

        let ordered = clusters.sorted { ($0.order.document, $0.order.position) < ($1.order.document, $1.order.position) }
        var unaligned: [Source] = []
        var orderInTopic: [String: Int] = [:]
        let rules = ordered.map { cluster -> Rule in
            if cluster.translations.isEmpty { unaligned += cluster.english.flatMap(\.version.sources) }
            if cluster.english.isEmpty { unaligned += cluster.translations.map(\.translation.source) }
            let order = orderInTopic[cluster.topic.slug, default: 0]
            orderInTopic[cluster.topic.slug] = order + 1
            var seen = Set<String>()
            let references = cluster.references.filter { seen.insert(Normalizer.matchKey($0)).inserted }
            return Rule(id: RuleID(topic: cluster.topic.slug, number: 0), topic: cluster.topic,
                        section: cluster.sectionPath.last, kind: cluster.kind,
                        english: cluster.english.map(\.version), translations: cluster.translations.map(\.translation),
                        references: references, order: order)
        }
        return Output(rules: rules, mergedTranslations: mergedTranslations, mergedEnglish: mergedEnglish, unaligned: unaligned)
    }

    private func add(_ draft: DraftRule, from document: DocumentResult, to cluster: Cluster,
                     englishSignature: TextSignature?, titleSignature: TextSignature?) {
        cluster.documents.insert(document.index)
        if draft.hasEnglish, let englishSignature, let titleSignature, let lines = draft.englishLines {
            let source = document.source(lines: lines)
            let key = Normalizer.matchKey(draft.englishText)
            if let same = cluster.english.firstIndex(where: { Normalizer.matchKey($0.version.text) == key }) {
                cluster.english[same].version.sources.append(source)
            } else {
                let version = EnglishText(title: draft.englishTitle, text: draft.englishText, sources: [source])
                cluster.english.append((version, englishSignature, titleSignature))
            }
        }
        if draft.hasKorean, let lines = draft.koreanLines {
            let translation = Translation(title: draft.koreanTitle, text: draft.koreanText, source: document.source(lines: lines))
            cluster.translations.append((translation, TextSignature(korean: translation.text), document.index, draft.position))
        }
        cluster.references += draft.references.map(\.text)
    }

    /// The best agreement between a draft and any English version of a rule; Korean agreement backs it up.
    private static func englishSimilarity(_ text: TextSignature, _ title: TextSignature, _ korean: TextSignature?,
                                          _ cluster: Cluster) -> Double {
        var best = 0.0
        for version in cluster.english {
            let textScore = text.dice(version.signature)
            let titleScore = title.count >= 3 && version.title.count >= 3 ? title.dice(version.title) : 0
            best = max(best, max(textScore, 0.5 * textScore + 0.5 * titleScore))
        }
        if let korean {
            let koreanScore = cluster.translations.map { korean.dice($0.signature) }.max() ?? 0
            best = max(best, 0.7 * best + 0.3 * koreanScore + (koreanScore > 0.5 ? 0.1 : 0))
        }
        return best
    }

    /// How well a Korean-only text matches a rule's translations. A rule this document already
    /// translated elsewhere is out of reach; its previous paragraph's rule is matched by containment.
    private static func koreanSimilarity(_ korean: TextSignature, _ cluster: Cluster, document: Int, position: Int) -> Double {
        let own = cluster.translations.filter { $0.document == document }
        if let last = own.last, last.position != position - 1 { return 0 }
        let others = cluster.translations.filter { $0.document != document }
        guard !others.isEmpty else { return 0 }
        return others.map { max($0.signature.dice(korean), 0.8 * $0.signature.containment(korean) * min(1, Double(korean.count) / 12)) }.max() ?? 0
    }

}
