import Foundation
import HIGModel
import HIGText

/// Finds the documents that translate each other and aligns their drafts: an English page and a
/// Korean page of the same HIG page (the same slug from an address or the manifest, the same
/// topic from their titles — Loading ↔ 로드하기 — or the manifest's `"translates"`), one mostly
/// English, the other mostly Korean. Several Korean pages may translate one English page.
///
/// A paired Korean draft records the English draft it translates (`DraftRule.translates`); merging
/// then puts it in that draft's rule, wherever other documents put that rule.
struct DocumentPairer {
    var lexicon: BilingualLexicon

    /// A document is a page of one language when at least this share of its drafts is that language only.
    static let monolingualShare = 0.8

    /// What pairing did with one Korean document.
    struct Report: Sendable, Equatable {
        var korean: Int
        var english: Int
        /// Korean drafts that found their English.
        var paired: Int
        /// Korean drafts in all.
        var drafts: Int
        /// English drafts with a bold lead, and how many of them got Korean.
        var englishGuidelines: Int
        var pairedGuidelines: Int
    }

    /// The Korean pages of the corpus, each with the English pages it may translate.
    static func candidates(_ documents: [DocumentResult], manifest: Manifest) -> [(korean: Int, english: [Int])] {
        let englishPages = documents.indices.filter { isPage(of: .english, documents[$0]) }
        let byFile = Dictionary(documents.indices.map { (documents[$0].summary.file, $0) }, uniquingKeysWith: { first, _ in first })
        return documents.indices.filter { isPage(of: .korean, documents[$0]) }.compactMap { korean in
            let english: [Int]
            if let file = manifest.entry(for: documents[korean].summary.file)?.translates, let target = byFile[file] {
                english = [target]
            } else if let key = pageKey(documents[korean]) {
                english = englishPages.filter { pageKey(documents[$0]) == key && $0 != korean }
            } else {
                english = []
            }
            return english.isEmpty ? nil : (korean, english)
        }
    }

    /// Texts to learn a first lexicon from when the corpus has little aligned text of its own: the
    /// pairs that structure alone makes certain (both sides a bold-led guideline, the same place, the
    /// expected length, anchors), as hunalign bootstraps its dictionary from a first pass.
    func bootstrapPairs(_ documents: [DocumentResult], candidates: [(korean: Int, english: [Int])]) -> [(english: [String], korean: [String])] {
        var texts: [(english: [String], korean: [String])] = []
        for (korean, englishPages) in candidates {
            for english in englishPages {
                var (englishFeatures, koreanFeatures, cost) = features(english: documents[english], korean: documents[korean])
                cost.lexiconScale = 0
                for pair in PairAligner(cost: cost).alignment(english: englishFeatures, korean: koreanFeatures)
                where pair.koreanCount == 1 && pair.cost <= Self.bootstrapCost && englishFeatures[pair.english].hasLead && koreanFeatures[pair.korean].hasLead {
                    texts.append((englishFeatures[pair.english].englishUnits, koreanFeatures[pair.korean].koreanUnits))
                }
            }
        }
        return texts
    }

    /// A structural pair this cheap (without any lexicon) is certain enough to learn from.
    static let bootstrapCost = -1.0

    /// The lexicon pages are paired with: learned from what aligned inside documents and from the pairs of
    /// translated pages that structure alone makes certain.
    static func lexicon(for documents: [DocumentResult], candidates: [(korean: Int, english: [Int])],
                        learner: LexiconLearner = LexiconLearner()) -> BilingualLexicon {
        let bootstrap = candidates.isEmpty ? [] : DocumentPairer(lexicon: BilingualLexicon()).bootstrapPairs(documents, candidates: candidates)
        return learner.learn(BilingualPairs.within(documents) + bootstrap, seed: Glossary.standard.seedPairs)
    }

    /// Pairs every Korean page with the English page it translates and marks its drafts.
    func pair(_ documents: inout [DocumentResult], candidates: [(korean: Int, english: [Int])]) -> [Report] {
        var reports: [Report] = []
        for (korean, englishPages) in candidates {
            // The English page under which the Korean page finds the most pairs.
            var best: (english: Int, pairs: [PairAligner.Pair])?
            for english in englishPages {
                let pairs = align(english: documents[english], korean: documents[korean])
                if best == nil || pairs.count > best!.pairs.count { best = (english, pairs) }
            }
            guard let (english, pairs) = best else { continue }
            for pair in pairs {
                for draft in pair.koreanDrafts { documents[korean].drafts[draft].translates = documents[english].drafts[pair.english].key }
            }
            Self.nameSections(of: &documents[korean], after: documents[english], pairs: pairs)
            let guidelines = documents[english].drafts.indices.filter { documents[english].drafts[$0].hasLead }
            let pairedEnglish = Set(pairs.map(\.english))
            reports.append(Report(korean: korean, english: english, paired: pairs.reduce(0) { $0 + $1.koreanCount }, drafts: documents[korean].drafts.count,
                                  englishGuidelines: guidelines.count, pairedGuidelines: guidelines.filter(pairedEnglish.contains).count))
        }
        return reports
    }

    /// A Korean page's section headings in the words of the English page they translate (모범 사례 →
    /// Best practices), learned from the pairs under them; the Korean page's unpaired drafts stand under
    /// the same section names as the rules beside them.
    static func nameSections(of korean: inout DocumentResult, after english: DocumentResult, pairs: [PairAligner.Pair]) {
        var votes: [String: [String: Int]] = [:]
        for pair in pairs {
            guard let englishSection = english.drafts[pair.english].sectionPath.last else { continue }
            for draft in pair.koreanDrafts {
                if let koreanSection = korean.drafts[draft].sectionPath.last { votes[koreanSection, default: [:]][englishSection, default: 0] += 1 }
            }
        }
        let names = votes.mapValues { $0.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key }
        for index in korean.drafts.indices {
            guard let section = korean.drafts[index].sectionPath.last, let name = names[section] else { continue }
            korean.drafts[index].sectionPath[korean.drafts[index].sectionPath.count - 1] = name
        }
    }

    /// The acceptable pairs of drafts between two documents.
    func align(english: DocumentResult, korean: DocumentResult) -> [PairAligner.Pair] {
        let (englishFeatures, koreanFeatures, cost) = features(english: english, korean: korean)
        return PairAligner(cost: cost).align(english: englishFeatures, korean: koreanFeatures)
    }

    /// The features of both documents' drafts, and the cost model measured on them.
    func features(english: DocumentResult, korean: DocumentResult) -> ([PairFeatures], [PairFeatures], PairAlignmentCost) {
        let englishFeatures = english.drafts.enumerated().map { PairFeatures($1, index: $0, count: english.drafts.count) }
        let koreanFeatures = korean.drafts.enumerated().map { PairFeatures($1, index: $0, count: korean.drafts.count) }
        let englishLength = englishFeatures.reduce(0) { $0 + $1.length }
        let koreanLength = koreanFeatures.reduce(0) { $0 + $1.length * PairCost.ratio }
        let ratio = englishLength > 0 ? min(1.2, max(0.2, koreanLength / englishLength)) : PairCost.ratio
        var cost = PairAlignmentCost(lexicon: lexicon, lengthRatio: ratio)
        cost.weights = Self.weights(englishFeatures.map(\.englishUnits)).merging(Self.weights(koreanFeatures.map(\.koreanUnits))) { a, _ in a }
        return (englishFeatures, koreanFeatures, cost)
    }

    /// ln(1 + N / df) for every unit of a page's N drafts.
    static func weights(_ texts: [[String]]) -> [String: Double] {
        var frequency: [String: Int] = [:]
        for text in texts { for unit in Set(text) { frequency[unit, default: 0] += 1 } }
        let count = Double(max(1, texts.count))
        return frequency.mapValues { log(1 + count / Double($0)) }
    }

    /// Whether nearly all of a document's drafts are in one language.
    static func isPage(of language: Language, _ document: DocumentResult) -> Bool {
        guard !document.drafts.isEmpty else { return false }
        let only = document.drafts.count { draft in
            language == .english ? draft.hasEnglish && !draft.hasKorean : draft.hasKorean && !draft.hasEnglish
        }
        return Double(only) >= monolingualShare * Double(document.drafts.count)
    }

    /// The HIG page a document is about, when it is about one.
    static func pageKey(_ document: DocumentResult) -> String? {
        document.page.slug ?? (document.topics.count == 1 ? document.topics[0].slug : nil)
    }
}
