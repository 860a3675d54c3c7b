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

    func pair(_ documents: inout [DocumentResult], manifest: Manifest) -> [Report] {
        var reports: [Report] = []
        let englishPages = documents.indices.filter { Self.isPage(of: .english, documents[$0]) }
        let koreanPages = documents.indices.filter { Self.isPage(of: .korean, documents[$0]) }
        let byFile = Dictionary(documents.indices.map { (documents[$0].summary.file, $0) }, uniquingKeysWith: { first, _ in first })
        for korean in koreanPages {
            let candidates: [Int]
            if let file = manifest.entry(for: documents[korean].summary.file)?.translates, let english = byFile[file] {
                candidates = [english]
            } else {
                let key = Self.pageKey(documents[korean])
                candidates = englishPages.filter { key != nil && Self.pageKey(documents[$0]) == key }
            }
            // The English page under which the Korean aligns at the lowest cost per draft.
            var best: (english: Int, pairs: [PairAligner.Pair])?
            for english in candidates where english != korean {
                let pairs = align(english: documents[english], korean: documents[korean])
                if best == nil || pairs.count > best!.pairs.count { best = (english, pairs) }
            }
            guard let (english, pairs) = best else { continue }
            for pair in pairs {
                for draft in pair.koreanDrafts { documents[korean].drafts[draft].translates = documents[english].drafts[pair.english].key }
            }
            let guidelines = documents[english].drafts.indices.filter { documents[english].drafts[$0].hasLead }
            let pairedEnglish = Set(pairs.map(\.english))
            reports.append(Report(korean: korean, english: english, paired: pairs.reduce(0) { $0 + $1.koreanCount }, drafts: documents[korean].drafts.count,
                                  englishGuidelines: guidelines.count, pairedGuidelines: guidelines.filter(pairedEnglish.contains).count))
        }
        return reports
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
        return (englishFeatures, koreanFeatures, PairAlignmentCost(lexicon: lexicon, lengthRatio: ratio))
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
