import HIGText

/// The aligned texts a lexicon is learned from.
enum BilingualPairs {
    /// English and Korean that alignment put in one draft of one document.
    static func within(_ documents: [DocumentResult]) -> [(english: [String], korean: [String])] {
        documents.flatMap { document in
            document.drafts.filter { $0.hasEnglish && $0.hasKorean }.map {
                (LexiconUnits.english($0.englishText), LexiconUnits.korean($0.koreanText))
            }
        }
    }

    /// Korean drafts of translated pages with the English drafts they were paired with.
    static func across(_ documents: [DocumentResult]) -> [(english: [String], korean: [String])] {
        var english: [DraftRule.Key: DraftRule] = [:]
        for document in documents { for draft in document.drafts where draft.hasEnglish { english[draft.key] = draft } }
        return documents.flatMap { document in
            document.drafts.compactMap { draft -> (english: [String], korean: [String])? in
                guard let key = draft.translates, let target = english[key] else { return nil }
                return (LexiconUnits.english(target.englishText), LexiconUnits.korean(draft.koreanText))
            }
        }
    }
}
