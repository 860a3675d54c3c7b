/// Encodes terms' postings in the layout `PostingCursor` reads (see `IndexFormat`):
/// a skip table when a term has more than one block (``SkipEntry``), then blocks of
/// 128 rules, each { u8 flags · u8 doc width · [u8 width · bit-packed checkpoints of
/// each further group of 16] · bit-packed doc deltas − 1 · [impacts ko] · [impacts en]
/// · [u8 count width · u8 position width · bit-packed position counts · bit-packed positions] }.
///
/// One writer per thread: it keeps its scratch arrays from block to block.
struct PostingsWriter {
    /// Every posting of the index, by posting number (what the builder accumulated).
    struct Source: Sendable {
        var doc: [UInt32]
        var koreanImpact: [UInt8]
        var englishImpact: [UInt8]
        /// Where each posting's body positions start in `positions`, and how many it has.
        var positionStart: [UInt32]
        var positionCount: [UInt32]
        var positions: [UInt32]
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

    /// Appends one term's postings (posting numbers in rule order) to `out`.
    mutating func write(_ postings: ArraySlice<UInt32>, from source: Source, positions keepPositions: Bool) -> TermEntry {
        let blockSize = IndexFormat.blockSize
        let count = postings.count
        let blockCount = (count + blockSize - 1) / blockSize
        skip.bytes.removeAll(keepingCapacity: true)
        blocks.bytes.removeAll(keepingCapacity: true)
        let start = out.count
        var previousDoc: Int64 = -1
        var termMaxKo: UInt8 = 0, termMaxEn: UInt8 = 0
        for b in 0..<blockCount {
            let block = postings[(postings.startIndex + b * blockSize)..<(postings.startIndex + min(count, (b + 1) * blockSize))]
            let base = previousDoc + 1
            let (maxKo, maxEn) = writeBlock(block, base: base, previousDoc: &previousDoc, from: source, positions: keepPositions)
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
    private mutating func writeBlock(_ block: ArraySlice<UInt32>, base: Int64, previousDoc: inout Int64,
                                     from source: Source, positions keepPositions: Bool) -> (UInt8, UInt8) {
        deltas.removeAll(keepingCapacity: true)
        korean.removeAll(keepingCapacity: true)
        english.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        blockPositions.removeAll(keepingCapacity: true)
        checkpoints.removeAll(keepingCapacity: true)
        var maxKo: UInt8 = 0, maxEn: UInt8 = 0
        for (k, p) in block.enumerated() {
            let posting = Int(p)
            let doc = Int64(source.doc[posting])
            deltas.append(UInt32(doc - previousDoc - 1))
            previousDoc = doc
            // Checkpoints: the first rule of every group of 16 after the first, relative
            // to the block's base, so a probe decodes one group instead of the block.
            if k > 0 && k % IndexFormat.groupSize == 0 { checkpoints.append(UInt32(doc - base)) }
            let ko = source.koreanImpact[posting], en = source.englishImpact[posting]
            korean.append(ko)
            english.append(en)
            maxKo = max(maxKo, ko)
            maxEn = max(maxEn, en)
            if keepPositions {
                let start = Int(source.positionStart[posting]), n = Int(source.positionCount[posting])
                counts.append(UInt32(n))
                // An element at a time: most postings have one or two positions, and a
                // bulk append of so few costs more in calls than in copying.
                for i in start..<(start + n) { blockPositions.append(source.positions[i]) }
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
