/// The layout of an index file (format version 4). All integers little-endian.
///
/// ```
/// header     magic "HIGINDEX" · u32 version · u32 section count n
///            n × { u32 kind · u32 reserved · u64 offset · u64 length · u64 xxh64 }
///            u64 xxh64 of everything above
/// sections   in directory order, each 8-byte aligned:
///   meta       u32 analyzer version · u32 rule count · f64 k1, title/body weight, title/body b
///              · 4 × f64 average field length (title-en, body-en, title-ko, body-ko)
///              · u32+bytes fingerprint · u32+bytes caller metadata
///   topics     u32 count · per topic: u32+bytes slug, en, ko · u32 rule count
///   documents  per rule: u16 topic index · u16 flags · u32 first Korean body position
///   ids        u32 count · u32 offsets[count+1] into the blob · u32 rule indices sorted by id · blob
///   terms      u32 term count · u32 block count · u32 block offsets[] · blocks of 16 front-coded
///              entries { u8 shared prefix · u8 suffix length · suffix · varint df
///              · varint postings length · u8 max impact ko · u8 max impact en · u8 flags },
///              each block led by a varint postings offset
///   postings   per term, in term order: [skip table if > 128 docs: per block { u32 last doc ·
///              u32 block end · u8 max ko · u8 max en }] · blocks of 128 docs:
///              { u8 flags · u8 doc width · [if > 16 docs: u8 width · bit-packed first rule of
///              each further group of 16, minus the block base] · bit-packed doc deltas − 1 · [n × u8 impact ko]
///              · [n × u8 impact en] · [u8 count width · u8 position width · bit-packed body
///              position counts · bit-packed body positions, each position << 1 | starts-a-word] }
///              · 8 bytes padding after the last term
///   dictionary zstd raw-content dictionary (sampled record JSON), ≤ 32 KiB
///   records    u32 count · u32 offsets[count+1] into the blob · blob of records, each
///              { varint JSON length · zstd frame of the sorted-keys JSON of the `Rule` }
///   vocabulary u32 count · u32 offsets[count+1] · u32 rule counts[count] · words (`VocabularySection`)
///   lexicon    the learned bilingual lexicon, both directions as sorted tables (`LexiconSection`,
///              format 2; its own version byte first, format 1 of older indexes still read)
///   glossary   the standard glossary parsed, as tables looked up in place, with the fingerprint of
///              its text (`GlossarySection`, `GlossaryTable`)
/// footer     u64 file length · magic "HIGINEND"
/// ```
///
/// On open the reader checks, in order: size, magic, version, the directory
/// checksum, the footer, that every section lies inside the file, then each
/// section's checksum; offsets inside sections are bounds-checked when used.
///
/// Postings store *impacts* rather than raw term frequencies: for each rule and
/// language, one byte holding the field-weighted, length-normalized term frequency
/// tf' of BM25F (`BM25Parameters`, `ImpactQuantizer`). Field lengths are folded in
/// when the index is written, so they are not stored; scoring a posting is a table
/// look-up, and every block's largest impact bounds its scores for pruning. Body
/// positions are kept for phrase proximity; title words are in the body too (an
/// English text includes its title), so titles need no positions.
///
/// Terms: Hangul bigrams (within a word and across one space), the first syllable
/// of every Hangul word, stemmed English words and digit runs (see `Analyzer`),
/// as UTF-8 bytes, sorted bytewise.
enum IndexFormat {
    static let magic: [UInt8] = Array("HIGINDEX".utf8)
    static let footerMagic: [UInt8] = Array("HIGINEND".utf8)
    /// 2: records in zstd frames (1: raw deflate). 3: vocabulary and lexicon sections. 4: the glossary section.
    static let version: UInt32 = 4
    static let directoryEntrySize = 32
    static let footerSize = 16
    /// Postings per block; also the granularity of block-max pruning.
    static let blockSize = 128
    /// Postings per group inside a block: the unit a probe decodes.
    static let groupSize = 16
    /// Terms per front-coded dictionary block.
    static let termBlockSize = 16
    /// Longest term kept, in UTF-8 bytes.
    static let maxTermBytes = 255
    /// Position gap between two texts of the same rule, so that no phrase spans them.
    static let textGap = 16
    /// Bytes of zero padding after the postings, so bit-unpacking may read 8 bytes anywhere inside.
    static let postingsPadding = 8

    /// Term flag: postings carry body positions.
    static let termHasPositions: UInt8 = 1
    /// Block flags.
    static let blockHasKorean: UInt8 = 1
    static let blockHasEnglish: UInt8 = 2
    static let blockHasPositions: UInt8 = 4

    static func headerSize(sections: Int) -> Int { 16 + sections * directoryEntrySize + 8 }
}

/// The four indexed fields of a rule.
enum IndexField: Int, CaseIterable {
    case titleEnglish = 0, bodyEnglish, titleKorean, bodyKorean

    var isKorean: Bool { self == .titleKorean || self == .bodyKorean }
    var isBody: Bool { self == .bodyEnglish || self == .bodyKorean }
}
