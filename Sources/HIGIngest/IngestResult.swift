public import HIGModel
public import HIGText

/// What ingesting a corpus produced, and what the summary reports.
public struct IngestResult: Sendable {
    /// The rules, with stable IDs, in topic and reading order.
    public var rules: [Rule]
    /// The ID registry to save back to `Corpus/ids.tsv`.
    public var registry: IDRegistry
    public var documents: [DocumentSummary]
    /// Files that could not be ingested, and manifest problems.
    public var problems: [IngestError]
    /// Translations that joined a rule another document already had.
    public var mergedTranslations: Int
    /// English texts that joined a rule another document already had.
    public var mergedEnglish: Int
    /// Paragraphs whose rule has no text in the other language, as `file:lines`.
    public var unaligned: [Source]
    /// English stems ↔ Korean units, learned from the corpus's aligned texts; the index stores it for search.
    public var lexicon: BilingualLexicon = BilingualLexicon()

    /// English–Korean pairs aligned inside documents.
    public var alignedPairs: Int { documents.reduce(0) { $0 + $1.alignedPairs } }
}

/// One document as ingested: credits, topics, and counts for the summary.
public struct DocumentSummary: Sendable, Codable, Equatable {
    public var file: String
    public var title: String
    public var format: String
    public var encoding: String
    public var topics: [String]
    public var translator: String?
    public var url: String?
    public var original: String?
    /// Works the document cites in a "참고_" block: kept as its metadata, never rules.
    public var citations: [String]
    /// Rules the document states (before merging with other documents).
    public var drafts: Int
    public var alignedPairs: Int
    /// Blocks left out, by reason ("translator's aside": 3, …).
    public var dropped: [String: Int]
    /// Platforms the document says need nothing of their own ("No additional considerations for tvOS.").
    public var platformNotes: [String] = []
    /// What could not be read as written, one line each, without the file's name (markup nested too deep).
    public var warnings: [String] = []
    /// For a Korean page that translates a separate English page: that page's file.
    public var pairedWith: String?
    /// Of this Korean page's drafts, how many found the English they translate.
    public var pairedDrafts = 0
    /// For an English page: its guidelines (drafts with a bold lead), and how many got a Korean page's translation.
    public var guidelines = 0
    public var pairedGuidelines = 0
}

extension DocumentSummary {
    /// Blocks dropped as page furniture (navigation, images, link lists, change logs…), by reason.
    public var chromeDropped: [String: Int] {
        dropped.filter { DropReason(rawValue: $0.key)?.isChrome ?? false }
    }

    /// Blocks dropped as the translator's own words (asides, afterwords).
    public var asidesDropped: Int {
        dropped.filter { [DropReason.translatorsAside.rawValue, DropReason.afterword.rawValue].contains($0.key) }.values.reduce(0, +)
    }
}
