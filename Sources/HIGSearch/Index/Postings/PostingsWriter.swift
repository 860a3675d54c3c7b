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
    private let scratch = BlockScratch()

    /// One block's values before they are packed, in buffers of a block's size (positions grow
    /// to the most a block has had), written by index rather than appended: at 100k rules the
    /// writer sees 28 million postings, and an append's checks cost more than the writes.
    private final class BlockScratch {
        let deltas = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: IndexFormat.blockSize)
        let korean = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: IndexFormat.blockSize)
        let english = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: IndexFormat.blockSize)
        let counts = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: IndexFormat.blockSize)
        let checkpoints = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: IndexFormat.blockSize / IndexFormat.groupSize)
        private(set) var positions = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 1024)

        /// Makes room for `count` positions (their values are not kept).
        func reservePositions(_ count: Int) {
            guard count > positions.count else { return }
            positions.deallocate()
            positions = .allocate(capacity: max(count, 2 * positions.count))
        }

        deinit {
            for buffer in [deltas, counts, checkpoints, positions] { buffer.deallocate() }
            korean.deallocate()
            english.deallocate()
        }
    }

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
        let scratch = self.scratch
        let n = block.count
        var maxKo: UInt8 = 0, maxEn: UInt8 = 0
        var maxDelta: UInt32 = 0, maxCheckpoint: UInt32 = 0
        var checkpointCount = 0
        for (k, posting) in block.enumerated() {
            let doc = Int64(postings.docs[posting])
            let delta = UInt32(doc - previousDoc - 1)
            scratch.deltas[k] = delta
            maxDelta = max(maxDelta, delta)
            previousDoc = doc
            // Checkpoints: the first rule of every group of 16 after the first, relative
            // to the block's base, so a probe decodes one group instead of the block.
            if k > 0 && k % IndexFormat.groupSize == 0 {
                let checkpoint = UInt32(doc - base)
                scratch.checkpoints[checkpointCount] = checkpoint
                checkpointCount += 1
                maxCheckpoint = max(maxCheckpoint, checkpoint)
            }
            let (ko, en) = impacts.impacts(doc: Int(doc), termFrequencies: postings.termFrequencies[posting])
            scratch.korean[k] = ko
            scratch.english[k] = en
            maxKo = max(maxKo, ko)
            maxEn = max(maxEn, en)
        }
        var positionCount = 0, maxCount: UInt32 = 0, maxPosition: UInt32 = 0
        if keepPositions {
            for (k, posting) in block.enumerated() {
                let count = postings.positionCounts[posting]
                scratch.counts[k] = count
                maxCount = max(maxCount, count)
                positionCount += Int(count)
            }
            scratch.reservePositions(positionCount)
            let blockPositions = scratch.positions
            postings.positions.withUnsafeBufferPointer { all in
                for i in 0..<positionCount {
                    let position = all[positionCursor + i]
                    blockPositions[i] = position
                    maxPosition = max(maxPosition, position)
                }
            }
            positionCursor += positionCount
        }
        var flags: UInt8 = 0
        if maxKo > 0 { flags |= IndexFormat.blockHasKorean }
        if maxEn > 0 { flags |= IndexFormat.blockHasEnglish }
        if keepPositions { flags |= IndexFormat.blockHasPositions }
        let docWidth = ByteWriter.bitWidth(maxDelta)
        blocks.u8(flags)
        blocks.u8(UInt8(docWidth))
        if checkpointCount > 0 {
            let width = ByteWriter.bitWidth(maxCheckpoint)
            blocks.u8(UInt8(width))
            blocks.bitPacked(UnsafeBufferPointer(rebasing: scratch.checkpoints[..<checkpointCount]), width: width)
        }
        blocks.bitPacked(UnsafeBufferPointer(rebasing: scratch.deltas[..<n]), width: docWidth)
        if maxKo > 0 { blocks.append(UnsafeBufferPointer(rebasing: scratch.korean[..<n])) }
        if maxEn > 0 { blocks.append(UnsafeBufferPointer(rebasing: scratch.english[..<n])) }
        if keepPositions {
            let countWidth = ByteWriter.bitWidth(maxCount)
            let positionWidth = ByteWriter.bitWidth(maxPosition)
            blocks.u8(UInt8(countWidth))
            blocks.u8(UInt8(positionWidth))
            blocks.bitPacked(UnsafeBufferPointer(rebasing: scratch.counts[..<n]), width: countWidth)
            blocks.bitPacked(UnsafeBufferPointer(rebasing: scratch.positions[..<positionCount]), width: positionWidth)
        }
        return (maxKo, maxEn)
    }
}

/// The impact bytes of a posting: BM25F's field-weighted, length-normalized term
/// frequency per language, quantized (see `IndexFormat`, `ImpactQuantizer`).
///
/// A language's impact is `quantize(weight_title · tf_title / norm_title + weight_body · tf_body / norm_body)`,
/// a term absent from a field adding nothing. Most postings have the same few frequencies
/// (a title word once or not at all, the body once or twice), so each rule's bytes for those
/// are worked out once, by the same expression, and looked up; the rest are computed.
/// At 100k rules that is 28 million postings and 1 million computations.
struct ImpactCalculator: Sendable {
    let parameters: BM25Parameters
    /// Every rule's length normalization `1 - b + b · length / average` per field,
    /// `fieldCount · rule + field` (the same expression per rule, so the same bits).
    private let norms: [Double]
    /// Per rule and language (English, then Korean), the impact byte for each frequency pair
    /// with `tf_title < commonTitle` and `tf_body < commonBody`: `slotsPerRule · rule +
    /// slotsPerLanguage · language + commonBody · tf_title + tf_body`.
    private let common: [UInt8]
    private let weights: (title: Double, body: Double)

    private static let fieldCount = 4
    /// Title frequencies looked up rather than computed: 0 or 1 (a title rarely says a word twice).
    private static let commonTitle: UInt32 = 2
    /// Body frequencies looked up rather than computed: 0, 1 or 2 (most terms of a rule).
    private static let commonBody: UInt32 = 3
    private static let slotsPerLanguage = 8
    private static let slotsPerRule = 2 * slotsPerLanguage

    /// - Parameters:
    ///   - lengths: per `IndexField`, every rule's length in tokens.
    ///   - averages: per `IndexField`, the average length.
    /// - Complexity: O(rules): a handful of computations per rule.
    init(parameters: BM25Parameters, lengths: [[UInt32]], averages: [Double]) {
        self.parameters = parameters
        let weights = (title: parameters.titleWeight, body: parameters.bodyWeight)
        self.weights = weights
        let rules = lengths.first?.count ?? 0
        var norms = [Double](repeating: 0, count: Self.fieldCount * rules)
        for field in IndexField.allCases {
            let b = Self.b(field, parameters)
            for (rule, length) in lengths[field.rawValue].enumerated() {
                norms[Self.fieldCount * rule + field.rawValue] = 1 - b + b * Double(length) / averages[field.rawValue]
            }
        }
        self.norms = norms
        var common = [UInt8](repeating: 0, count: Self.slotsPerRule * rules)
        norms.withUnsafeBufferPointer { norms in
            for rule in 0..<rules {
                for language in 0..<2 {
                    for title in 0..<Self.commonTitle {
                        for body in 0..<Self.commonBody {
                            common[Self.slotsPerRule * rule + Self.slotsPerLanguage * language + Int(Self.commonBody * title + body)] =
                                Self.impact(title: title, body: body, titleNorm: norms[Self.fieldCount * rule + 2 * language],
                                            bodyNorm: norms[Self.fieldCount * rule + 2 * language + 1], weights: weights)
                        }
                    }
                }
            }
        }
        self.common = common
    }

    private static func b(_ field: IndexField, _ p: BM25Parameters) -> Double {
        field == .titleEnglish || field == .titleKorean ? p.titleB : p.bodyB
    }

    /// One language's impact byte: the only place the sum is written.
    @inline(__always)
    private static func impact(title: UInt32, body: UInt32, titleNorm: Double, bodyNorm: Double,
                               weights: (title: Double, body: Double)) -> UInt8 {
        func part(_ count: UInt32, weight: Double, norm: Double) -> Double {
            count > 0 ? weight * Double(count) / norm : 0
        }
        return ImpactQuantizer.quantize(part(title, weight: weights.title, norm: titleNorm)
                                        + part(body, weight: weights.body, norm: bodyNorm))
    }

    /// - Parameter termFrequencies: one byte per field, as `TermPostings` keeps them.
    @inline(__always)
    func impacts(doc: Int, termFrequencies tf: UInt32) -> (korean: UInt8, english: UInt8) {
        (language(1, doc: doc, tf >> 16), language(0, doc: doc, tf & 0xFFFF))
    }

    /// Language `language`'s byte (0 English, 1 Korean) for its two frequency bytes (title low, body high).
    @inline(__always)
    private func language(_ language: Int, doc: Int, _ pair: UInt32) -> UInt8 {
        let title = pair & 0xFF, body = pair >> 8
        if title < Self.commonTitle && body < Self.commonBody {
            return common.withUnsafeBufferPointer {
                $0[Self.slotsPerRule * doc + Self.slotsPerLanguage * language + Int(Self.commonBody * title + body)]
            }
        }
        return norms.withUnsafeBufferPointer { norms in
            Self.impact(title: title, body: body, titleNorm: norms[Self.fieldCount * doc + 2 * language],
                        bodyNorm: norms[Self.fieldCount * doc + 2 * language + 1], weights: weights)
        }
    }
}
