import HIGModel
import HIGText

/// Joins the same rule found in several documents into one record with every English version and
/// every translation, each credited to its document.
///
/// 1. Drafts with English are grouped by complete linkage over their English (lead sentence and
///    text; their Korean backs it up), within a topic: reworded versions of one guideline are one
///    rule with two versions, a document never states one rule twice, and no two rules of a topic
///    keep the same English title.
/// 2. A Korean draft of a translated page joins the rule of the English draft it was paired with.
/// 3. A Korean-only draft joins the rule whose translations it matches (or, where the evidence is
///    strong, whose English the learned lexicon says it translates); consecutive paragraphs of one
///    document matching one rule are one translation of it.
/// 4. Korean-only drafts left over are grouped among themselves, each group a rule known only in Korean.
///
/// Every step compares drafts with drafts the corpus anchors, never with what an earlier step of
/// the same kind chose, so the rules do not depend on the order in which files are read.
struct RuleMerger {
    /// The corpus's learned lexicon: how a Korean-only text can be matched to English.
    var lexicon = BilingualLexicon()

    /// English similarity from which two drafts are one rule (IDF-weighted: different guidelines of one
    /// section that share the page's words stay below it)…
    static let englishThreshold = 0.45
    /// … and that every two drafts of a rule must keep (complete linkage).
    static let englishLinkage = 0.3
    /// Korean similarity from which a Korean-only text joins a rule.
    static let koreanThreshold = 0.45
    /// Lexicon agreement from which a Korean-only text joins a rule known by its English, and how far
    /// ahead of the next best rule it must be.
    static let lexiconThreshold = 0.62
    static let lexiconMargin = 0.12
    /// A lexical match rests on at least this many words matched on each side: one shared word proves nothing.
    static let lexiconMinimumMatches = 3
    /// Drafts from the same place of two versions of a page (relative positions this close) are
    /// likelier one guideline: the similarity gains `positionBonus`.
    static let positionWindow = 0.12
    static let positionBonus = 0.05

    struct Output {
        var rules: [Rule]
        var mergedTranslations: Int
        var mergedEnglish: Int
        var unaligned: [Source]
    }

    /// One draft in the merge, with what it is compared by.
    private struct Member {
        var draft: DraftRule
        var english: TextSignature
        var title: TextSignature
        var korean: TextSignature?
        var titleKey: String
        var relativePosition: Double
    }

    /// A rule being assembled: its members in reading order.
    private final class Cluster {
        /// Drafts only, not their documents: a document's result is looked up by `draft.document`, so a
        /// member costs a draft's size, whatever its document holds.
        var members: [DraftRule] = []
        /// Translations that came with English (bilingual drafts and paired pages): what Korean-only text is matched against.
        var anchoredTranslations: [(signature: TextSignature, document: Int)] = []
        var koreanOnly: [(document: Int, position: Int)] = []
        var order: (document: Int, position: Int) { (members[0].document, members[0].position) }
    }

    func merge(_ documents: [DocumentResult]) -> Output {
        let byIndex = Dictionary(documents.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let drafts = documents.flatMap(\.drafts)
        var clusters = clusterEnglish(drafts.filter(\.hasEnglish), draftCounts: byIndex.mapValues(\.drafts.count))
        var clusterOfDraft: [DraftRule.Key: Cluster] = [:]
        for cluster in clusters {
            for draft in cluster.members { clusterOfDraft[draft.key] = cluster }
        }
        var leftovers: [DraftRule] = []
        for draft in drafts where !draft.hasEnglish {
            if let key = draft.translates, let cluster = clusterOfDraft[key] {
                cluster.members.append(draft)
                cluster.anchoredTranslations.append((TextSignature(korean: draft.koreanText), draft.document))
            } else {
                leftovers.append(draft)
            }
        }
        let byTopic = Dictionary(grouping: clusters, by: { $0.members[0].topic.slug })
        var unmatched: [DraftRule] = []
        var previousJoin: (document: Int, position: Int, cluster: Cluster)?
        for draft in leftovers {
            let korean = TextSignature(korean: draft.koreanText)
            let continues = previousJoin.flatMap { $0.document == draft.document && $0.position == draft.position - 1 ? $0.cluster : nil }
            if let cluster = bestCluster(for: draft, korean: korean, document: draft.document,
                                         among: byTopic[draft.topic.slug] ?? [], continuing: continues) {
                cluster.members.append(draft)
                cluster.koreanOnly.append((draft.document, draft.position))
                previousJoin = (draft.document, draft.position, cluster)
            } else {
                unmatched.append(draft)
                previousJoin = nil
            }
        }
        clusters += clusterKorean(unmatched)
        return output(clusters, documents: byIndex)
    }

    // MARK: 1. English

    private func clusterEnglish(_ drafts: [DraftRule], draftCounts: [Int: Int]) -> [Cluster] {
        var clusters: [Cluster] = []
        for (_, group) in Dictionary(grouping: drafts.indices, by: { drafts[$0].topic.slug }).sorted(by: { $0.key < $1.key }) {
            // A topic only one document speaks of: nothing to compare, but a title the document states twice.
            if Set(group.map { drafts[$0].document }).count == 1 {
                let members = group.map { drafts[$0] }
                let titles = members.map { Normalizer.matchKey($0.englishTitle) }
                var first: [String: Int] = [:]
                let groups = titles.indices.map { local -> Int in
                    guard !titles[local].isEmpty else { return local }
                    if let earlier = first[titles[local]] { return earlier }
                    first[titles[local]] = local
                    return local
                }
                let made = Self.clusters(from: groups, members)
                for cluster in made {
                    for draft in cluster.members where draft.hasKorean {
                        cluster.anchoredTranslations.append((TextSignature(korean: draft.koreanText), draft.document))
                    }
                }
                clusters += made
                continue
            }
            let members = group.map { index -> Member in
                let draft = drafts[index]
                let count = max(1, draftCounts[draft.document, default: 1] - 1)
                return Member(draft: draft, english: TextSignature(english: draft.englishText),
                              title: TextSignature(english: draft.englishTitle),
                              korean: draft.hasKorean ? TextSignature(korean: draft.koreanText) : nil,
                              titleKey: Normalizer.matchKey(draft.englishTitle), relativePosition: Double(draft.position) / Double(count))
            }
            let weights = TermWeights(members.map(\.english))
            let koreanWeights = TermWeights(members.compactMap(\.korean))
            let terms = members.map { $0.english.terms.union($0.title.terms) }
            var pairs = CandidatePairs.of(terms, group: { members[$0].draft.document }) { i, j in
                members[i].draft.document != members[j].draft.document
            }
            // The same English title twice, even in one document: one rule.
            let byTitle = Dictionary(grouping: members.indices.filter { !members[$0].titleKey.isEmpty }, by: { members[$0].titleKey })
            for (_, same) in byTitle where same.count > 1 {
                for (a, b) in zip(same, same.dropFirst()) { pairs.append((a, b)) }
            }
            let clustering = LinkageClustering(
                document: { members[$0].draft.document },
                similarity: { Self.englishSimilarity(members[$0], members[$1], weights, koreanWeights) },
                threshold: Self.englishThreshold, linkage: Self.englishLinkage,
                bond: { members[$0].titleKey == members[$1].titleKey && !members[$0].titleKey.isEmpty },
                mutualBest: true)
            let made = Self.clusters(from: clustering.groups(count: members.count, pairs: pairs), members.map(\.draft))
            for cluster in made {
                for draft in cluster.members where draft.hasKorean {
                    cluster.anchoredTranslations.append((TextSignature(korean: draft.koreanText), draft.document))
                }
            }
            clusters += made
        }
        return clusters
    }

    /// How alike two drafts' English is: the text, or text and lead sentence together; their Korean
    /// backs it up, and the same place in two versions of a page counts a little.
    private static func englishSimilarity(_ a: Member, _ b: Member, _ weights: TermWeights, _ koreanWeights: TermWeights) -> Double {
        if a.titleKey == b.titleKey && !a.titleKey.isEmpty { return 1 }
        let text = a.english.dice(b.english, weights: weights)
        let title = a.title.count >= 3 && b.title.count >= 3 ? a.title.dice(b.title, weights: weights) : 0
        var score = max(text, 0.5 * text + 0.5 * title)
        if let x = a.korean, let y = b.korean {
            let korean = x.dice(y, weights: koreanWeights)
            score = max(score, 0.7 * score + 0.3 * korean + (korean > 0.5 ? 0.1 : 0))
        }
        if a.draft.topic.slug == b.draft.topic.slug, abs(a.relativePosition - b.relativePosition) <= positionWindow { score += positionBonus }
        return score
    }

    // MARK: 3. Korean-only text joining a rule

    /// The rule a Korean-only draft translates, if the evidence is strong: its Korean against the rule's
    /// anchored translations from other documents, else its units against the rule's English by the lexicon.
    private func bestCluster(for draft: DraftRule, korean: TextSignature, document: Int, among clusters: [Cluster],
                             continuing previous: Cluster?) -> Cluster? {
        var best: (cluster: Cluster, score: Double)?
        var lexical: [(cluster: Cluster, score: Double)] = []
        let units = LexiconUnits.korean(draft.koreanText)
        for cluster in clusters {
            // A rule this document already translated elsewhere is out of reach, but for the paragraph right after.
            if cluster !== previous, cluster.members.contains(where: { $0.document == document }) { continue }
            let score = cluster.anchoredTranslations.lazy.filter { $0.document != document }.map {
                max($0.signature.dice(korean), 0.8 * $0.signature.containment(korean) * min(1, Double(korean.count) / 12))
            }.max() ?? 0
            if score >= Self.koreanThreshold, score > (best?.score ?? 0) { best = (cluster, score) }
            if !lexicon.isEmpty, let english = cluster.members.first(where: \.hasEnglish) {
                let match = lexicon.match(english: LexiconUnits.english(english.englishText), korean: units)
                let enough = match.englishMatched >= Self.lexiconMinimumMatches && match.koreanMatched >= Self.lexiconMinimumMatches
                lexical.append((cluster, enough ? match.agreement : 0))
            }
        }
        if let best { return best.cluster }
        let ranked = lexical.sorted { $0.score > $1.score }
        guard let first = ranked.first, first.score >= Self.lexiconThreshold,
              first.score - (ranked.dropFirst().first?.score ?? 0) >= Self.lexiconMargin else { return nil }
        return first.cluster
    }

    // MARK: 4. Korean-only rules

    private func clusterKorean(_ drafts: [DraftRule]) -> [Cluster] {
        var clusters: [Cluster] = []
        for (_, group) in Dictionary(grouping: drafts.indices, by: { drafts[$0].topic.slug }).sorted(by: { $0.key < $1.key }) {
            let members = group.map { drafts[$0] }
            let signatures = members.map { TextSignature(korean: $0.koreanText) }
            let weights = TermWeights(signatures)
            let pairs = CandidatePairs.of(signatures.map(\.terms), group: { members[$0].document }) { members[$0].document != members[$1].document }
            let clustering = LinkageClustering(
                document: { members[$0].document },
                similarity: { signatures[$0].dice(signatures[$1], weights: weights) },
                threshold: Self.koreanThreshold, linkage: Self.koreanThreshold * 0.7)
            clusters += Self.clusters(from: clustering.groups(count: members.count, pairs: pairs), members)
        }
        return clusters
    }

    // MARK: Rules

    private static func clusters(from groups: [Int], _ members: [DraftRule]) -> [Cluster] {
        var byGroup: [Int: Cluster] = [:]
        var ordered: [Cluster] = []
        for (index, group) in groups.enumerated() {
            let cluster = byGroup[group] ?? {
                let made = Cluster()
                byGroup[group] = made
                ordered.append(made)
                return made
            }()
            cluster.members.append(members[index])
        }
        for cluster in ordered { cluster.members.sort { ($0.document, $0.position) < ($1.document, $1.position) } }
        return ordered
    }

    private func output(_ clusters: [Cluster], documents: [Int: DocumentResult]) -> Output {
        var mergedTranslations = 0
        var mergedEnglish = 0
        var unaligned: [Source] = []
        var orderInTopic: [String: Int] = [:]
        var rules: [Rule] = []
        for cluster in clusters.sorted(by: { $0.order < $1.order }) {
            cluster.members.sort { ($0.document, $0.position) < ($1.document, $1.position) }
            let rule = Self.rule(of: cluster, order: orderInTopic[cluster.members[0].topic.slug, default: 0], documents: documents)
            orderInTopic[rule.topic.slug, default: 0] += 1
            mergedEnglish += max(0, cluster.members.count { $0.hasEnglish } - 1)
            mergedTranslations += max(0, rule.translations.count - (cluster.members[0].hasKorean ? 1 : 0))
            if rule.translations.isEmpty { unaligned += rule.english.flatMap(\.sources) }
            if rule.english.isEmpty { unaligned += rule.translations.map(\.source) }
            rules.append(rule)
        }
        return Output(rules: rules, mergedTranslations: mergedTranslations, mergedEnglish: mergedEnglish, unaligned: unaligned)
    }

    /// The section most of a rule's documents put it under (the first document's on a tie), a document
    /// that marks its headings (Markdown, HTML) counting twice: plain text cannot show where a section
    /// ends, and the other translations of the page can.
    private static func section(of cluster: Cluster, documents: [Int: DocumentResult]) -> String? {
        var votes: [String?: (count: Int, first: Int)] = [:]
        var seen = Set<Int>()
        for (offset, draft) in cluster.members.enumerated() where seen.insert(draft.document).inserted {
            let section = draft.sectionPath.last
            let weight = documents[draft.document]?.summary.format == DocumentFormat.plainText.rawValue ? 1 : 2
            votes[section, default: (0, offset)].count += weight
        }
        return votes.max { ($0.value.count, -$0.value.first) < ($1.value.count, -$1.value.first) }?.key ?? nil
    }

    /// The record of a cluster: English versions grouped by their text, translations in reading order
    /// (consecutive Korean-only paragraphs of one document as one translation), references without repeats.
    private static func rule(of cluster: Cluster, order: Int, documents: [Int: DocumentResult]) -> Rule {
        let first = cluster.members[0]
        var english: [EnglishText] = []
        var translations: [(translation: Translation, document: Int, position: Int)] = []
        var references: [String] = []
        var seenReferences = Set<String>()
        for draft in cluster.members {
            guard let document = documents[draft.document] else { continue }
            if draft.hasEnglish, let lines = draft.englishLines {
                let source = document.source(lines: lines)
                let key = Normalizer.matchKey(draft.englishText)
                if let same = english.firstIndex(where: { Normalizer.matchKey($0.text) == key }) {
                    english[same].sources.append(source)
                } else {
                    english.append(EnglishText(title: draft.englishTitle, text: draft.englishText, sources: [source]))
                }
            }
            if draft.hasKorean, let lines = draft.koreanLines {
                if let last = translations.last, last.document == document.index, last.position == draft.position - 1, !draft.hasEnglish {
                    var extended = last.translation
                    extended.text += "\n" + draft.koreanText
                    extended.source.lines = extended.source.lines.union(lines)
                    translations[translations.count - 1] = (extended, document.index, draft.position)
                } else {
                    translations.append((Translation(title: draft.koreanTitle, text: draft.koreanText, source: document.source(lines: lines)),
                                         document.index, draft.position))
                }
            }
            for piece in draft.references where seenReferences.insert(Normalizer.matchKey(piece.text)).inserted {
                references.append(piece.text)
            }
        }
        let anchor = cluster.members.first(where: \.hasEnglish) ?? first
        return Rule(id: RuleID(topic: first.topic.slug, number: 0), topic: first.topic, section: section(of: cluster, documents: documents),
                    kind: anchor.kind, english: english, translations: translations.map(\.translation), references: references, order: order)
    }
}
