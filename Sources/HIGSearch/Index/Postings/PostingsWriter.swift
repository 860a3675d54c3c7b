/// Encodes terms' postings in the layout `PostingCursor` reads (see `IndexFormat`):
/// a skip table when a term has more than one block (``SkipEntry``), then blocks of
/// 128 rules, each { u8 flags · u8 doc width · [u8 width · bit-packed checkpoints of
/// each further group of 16] · bit-packed doc deltas − 1 · [impacts ko] · [impacts en]
/// · [u8 count width · u8 position width · bit-packed position counts · bit-packed positions] }.
///
/// One writer per thread: it keeps its scratch arrays from block to block.
struct PostingsWriter {
    /// One term's postings as the builder gathers them, in rule order.
    struct TermPostings: Sendable {
        var docs: [UInt32] = []
        /// Term frequency in each field, one byte each (saturating at 255), as `ImpactCalculator` reads them.
        var termFrequencies: [UInt32] = []
        /// Body positions per rule, for terms that keep positions.
        var positionCounts: [UInt32] = []
        /// All body positions, rule after rule (`position << 1 | starts a word`).
        var positions: [UInt32] = []
    }

    /// What the dictionary records for one term.
    struct TermEntry {
        var length: Int
        var maxKorean: UInt8
        var maxEnglish: UInt8
    }

    private(set) var out = ByteWriter()
    private var skip = ByteWriter()
    private var blocks = ByteWriter()
    private var deltas: [UInt32] = []
    private var korean: [UInt8] = []
    private var english: [UInt8] = []
    private var counts: [UInt32] = []
    private var blockPositions: [UInt32] = []
    private var checkpoints: [UInt32] = []

    /// Appends one term's postings to `out`.
    mutating func write(_ postings: TermPostings, impacts: ImpactCalculator, positions keepPositions: Bool) -> TermEntry {
        let blockSize = IndexFormat.blockSize
        let count = postings.docs.count
        let blockCount = (count + blockSize - 1) / blockSize
        skip.bytes.removeAll(keepingCapacity: true)
        blocks.bytes.removeAll(keepingCapacity: true)
        let start = out.count
        var previousDoc: Int64 = -1
        var termMaxKo: UInt8 = 0, termMaxEn: UInt8 = 0
        var positionCursor = 0
        for b in 0..<blockCount {
            let block = (b * blockSize)..<min(count, (b + 1) * blockSize)
            let base = previousDoc + 1
            let (maxKo, maxEn) = writeBlock(block, of: postings, base: base, previousDoc: &previousDoc, impacts: impacts,
                                            positions: keepPositions, positionCursor: &positionCursor)
            termMaxKo = max(termMaxKo, maxKo)
            termMaxEn = max(termMaxEn, maxEn)
            SkipEntry(lastDoc: UInt32(previousDoc), blockEnd: UInt32(blocks.count), maxKorean: maxKo, maxEnglish: maxEn)
                .write(to: &skip)
        }
        if blockCount > 1 { out.append(skip.bytes) }
        out.append(blocks.bytes)
        return TermEntry(length: out.count - start, maxKorean: termMaxKo, maxEnglish: termMaxEn)
    }

    /// Writes one block; returns its largest impacts and leaves `previousDoc` at its last rule.
    private mutating func writeBlock(_ block: Range<Int>, of postings: TermPostings, base: Int64, previousDoc: inout Int64,
                                     impacts: ImpactCalculator, positions keepPositions: Bool,
                                     positionCursor: inout Int) -> (UInt8, UInt8) {
        deltas.removeAll(keepingCapacity: true)
        korean.removeAll(keepingCapacity: true)
        english.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        blockPositions.removeAll(keepingCapacity: true)
        checkpoints.removeAll(keepingCapacity: true)
        var maxKo: UInt8 = 0, maxEn: UInt8 = 0
        for (k, posting) in block.enumerated() {
            let doc = Int64(postings.docs[posting])
            deltas.append(UInt32(doc - previousDoc - 1))
            previousDoc = doc
            // Checkpoints: the first rule of every group of 16 after the first, relative
            // to the block's base, so a probe decodes one group instead of the block.
            if k > 0 && k % IndexFormat.groupSize == 0 { checkpoints.append(UInt32(doc - base)) }
            let (ko, en) = impacts.impacts(doc: Int(doc), termFrequencies: postings.termFrequencies[posting])
            korean.append(ko)
            english.append(en)
            maxKo = max(maxKo, ko)
            maxEn = max(maxEn, en)
            if keepPositions {
                let n = Int(postings.positionCounts[posting])
                counts.append(UInt32(n))
                // An element at a time: most postings have one or two positions, and a
                // bulk append of so few costs more in calls than in copying.
                for i in positionCursor..<(positionCursor + n) { blockPositions.append(postings.positions[i]) }
                positionCursor += n
            }
        }
        var flags: UInt8 = 0
        if maxKo > 0 { flags |= IndexFormat.blockHasKorean }
        if maxEn > 0 { flags |= IndexFormat.blockHasEnglish }
        if keepPositions { flags |= IndexFormat.blockHasPositions }
        let docWidth = ByteWriter.bitWidth(deltas.max() ?? 0)
        blocks.u8(flags)
        blocks.u8(UInt8(docWidth))
        if !checkpoints.isEmpty {
            let width = ByteWriter.bitWidth(checkpoints.max() ?? 0)
            blocks.u8(UInt8(width))
            blocks.bitPacked(checkpoints, width: width)
        }
        blocks.bitPacked(deltas, width: docWidth)
        if maxKo > 0 { blocks.append(korean) }
        if maxEn > 0 { blocks.append(english) }
        if keepPositions {
            let countWidth = ByteWriter.bitWidth(counts.max() ?? 0)
            let positionWidth = ByteWriter.bitWidth(blockPositions.max() ?? 0)
            blocks.u8(UInt8(countWidth))
            blocks.u8(UInt8(positionWidth))
            blocks.bitPacked(counts, width: countWidth)
            blocks.bitPacked(blockPositions, width: positionWidth)
        }
        return (maxKo, maxEn)
    }
}

/// The impact bytes of a posting: BM25F's field-weighted, length-normalized term
/// frequency per language, quantized (see `IndexFormat`, `ImpactQuantizer`).
struct ImpactCalculator: Sendable {
    let parameters: BM25Parameters
    /// Per `IndexField`, every rule's length normalization `1 - b + b · length / average`,
    /// worked out once per rule rather than once per posting (the same expression, so the
    /// same bits).
    private let norms: [[Double]]

    /// - Parameters:
    ///   - lengths: per `IndexField`, every rule's length in tokens.
    ///   - averages: per `IndexField`, the average length.
    init(parameters: BM25Parameters, lengths: [[UInt32]], averages: [Double]) {
        self.parameters = parameters
        norms = IndexField.allCases.map { field in
            let b = Self.b(field, parameters)
            return lengths[field.rawValue].map { 1 - b + b * Double($0) / averages[field.rawValue] }
        }
    }

    private static func b(_ field: IndexField, _ p: BM25Parameters) -> Double {
        field == .titleEnglish || field == .titleKorean ? p.titleB : p.bodyB
    }

    /// - Parameter termFrequencies: one byte per field, as `TermPostings` keeps them.
    func impacts(doc: Int, termFrequencies tf: UInt32) -> (korean: UInt8, english: UInt8) {
        func part(_ field: IndexField, weight: Double) -> Double {
            let count = Double((tf >> UInt32(8 * field.rawValue)) & 0xFF)
            guard count > 0 else { return 0 }
            return weight * count / norms[field.rawValue][doc]
        }
        let p = parameters
        let english = part(.titleEnglish, weight: p.titleWeight) + part(.bodyEnglish, weight: p.bodyWeight)
        let korean = part(.titleKorean, weight: p.titleWeight) + part(.bodyKorean, weight: p.bodyWeight)
        return (ImpactQuantizer.quantize(korean), ImpactQuantizer.quantize(english))
    }
}
