/// Walks one term's postings in the index bytes.
///
/// A trivial struct (a raw pointer and integers): no reference counting in the
/// inner loops. Blocks of 128 rules are found through the skip table without
/// decoding; inside a block, rule numbers are decoded lazily by groups of 16
/// (each group's first rule is stored as a checkpoint), so probing a long list
/// for one rule decodes 16 deltas, not 128. Impacts are read in place; positions
/// are decoded only when asked for.
///
/// Everything read from the file is checked before use: a block whose numbers do
/// not add up ends the cursor (`doc == PostingCursor.end`), so damaged bytes can
/// cost results but never memory safety.
struct PostingCursor {
    static let end = UInt32.max

    let base: UnsafeRawPointer
    let start: Int
    let limit: Int
    let df: Int
    let blockCount: Int
    let blocksStart: Int
    let ruleCount: UInt32
    let termMaxKorean: UInt8
    let termMaxEnglish: UInt8
    /// Room for one decoded block of rule numbers (128).
    let docs: UnsafeMutablePointer<UInt32>

    private(set) var block = -1
    private(set) var shallow = 0
    private(set) var count = 0
    private(set) var index = 0
    /// The current rule number, or `PostingCursor.end`.
    private(set) var doc: UInt32 = 0
    private var koreanOffset = -1
    private var englishOffset = -1
    private var positionsOffset = -1
    private var blockEnd = 0
    // Lazy group decoding of the current block.
    private var blockBase: UInt32 = 0
    private var blockLast: UInt32 = 0
    private var deltasOffset = 0
    private var docWidth = 0
    private var checkpointsOffset = 0
    private var checkpointWidth = 0
    private var decodedGroups: UInt32 = 0

    init(_ info: TermInfo, raw: RawBytes, ruleCount: Int, buffer: UnsafeMutablePointer<UInt32>) {
        base = raw.base
        start = info.postings.lowerBound
        limit = info.postings.upperBound
        df = info.documentFrequency
        blockCount = (df + IndexFormat.blockSize - 1) / IndexFormat.blockSize
        blocksStart = start + SkipEntry.tableSize(blocks: blockCount)
        self.ruleCount = UInt32(clamping: ruleCount)
        termMaxKorean = info.maxKorean
        termMaxEnglish = info.maxEnglish
        docs = buffer
        if blockCount == 0 || blocksStart > limit || ruleCount == 0 || df > ruleCount {
            finish()
        } else if load(0) {
            enterGroup(0)
        }
    }

    // MARK: Skip table

    @inline(__always) func lastDoc(_ b: Int) -> UInt32 {
        blockCount == 1 ? ruleCount &- 1 : SkipEntry.lastDoc(base, table: start, block: b)
    }

    @inline(__always) private func blockEndOffset(_ b: Int) -> Int {
        blockCount == 1 ? limit : blocksStart + SkipEntry.blockEnd(base, table: start, block: b)
    }

    @inline(__always) func maxKorean(_ b: Int) -> UInt8 {
        blockCount == 1 ? termMaxKorean : SkipEntry.maxKorean(base, table: start, block: b)
    }

    @inline(__always) func maxEnglish(_ b: Int) -> UInt8 {
        blockCount == 1 ? termMaxEnglish : SkipEntry.maxEnglish(base, table: start, block: b)
    }

    // MARK: Decoding

    private mutating func finish() {
        doc = Self.end
        block = blockCount
        shallow = blockCount
        count = 0
        index = 0
    }

    /// Reads block `b`'s header; decodes nothing. Returns `false` (and ends the cursor) if it does not add up.
    private mutating func load(_ b: Int) -> Bool {
        let blockStart = b == 0 ? blocksStart : blockEndOffset(b - 1)
        let end = blockEndOffset(b)
        guard blockStart >= blocksStart, blockStart + 2 <= end, end <= limit else { finish(); return false }
        let flags = base.load(fromByteOffset: blockStart, as: UInt8.self)
        let width = Int(base.load(fromByteOffset: blockStart + 1, as: UInt8.self))
        let n = b == blockCount - 1 ? df - IndexFormat.blockSize * (blockCount - 1) : IndexFormat.blockSize
        guard width <= 32, n > 0, n <= IndexFormat.blockSize else { finish(); return false }
        var cursor = blockStart + 2
        let groups = (n + IndexFormat.groupSize - 1) / IndexFormat.groupSize
        if groups > 1 {
            let cpWidth = Int(base.load(fromByteOffset: cursor, as: UInt8.self))
            guard cpWidth <= 32 else { finish(); return false }
            checkpointWidth = cpWidth
            checkpointsOffset = cursor + 1
            cursor += 1 + ((groups - 1) * cpWidth + 7) / 8
        }
        deltasOffset = cursor
        docWidth = width
        cursor += (n * width + 7) / 8
        koreanOffset = -1
        englishOffset = -1
        positionsOffset = -1
        if flags & IndexFormat.blockHasKorean != 0 { koreanOffset = cursor; cursor += n }
        if flags & IndexFormat.blockHasEnglish != 0 { englishOffset = cursor; cursor += n }
        guard cursor <= end else { finish(); return false }
        if flags & IndexFormat.blockHasPositions != 0 { positionsOffset = cursor }

        let baseDoc: UInt64 = b == 0 ? 0 : UInt64(lastDoc(b - 1)) + 1
        let last = UInt64(lastDoc(b))
        guard baseDoc <= last, last < UInt64(ruleCount) else { finish(); return false }
        blockBase = UInt32(baseDoc)
        blockLast = UInt32(last)
        // Checkpoints must increase and stay inside the block, so decoded rules always do.
        if groups > 1 {
            var previous: UInt64 = 0
            for g in 0..<(groups - 1) {
                let value = UInt64(unpack(base + checkpointsOffset, index: g, width: checkpointWidth))
                guard value > previous, baseDoc + value <= last else { finish(); return false }
                previous = value
            }
        }
        block = b
        if shallow < b { shallow = b }
        count = n
        blockEnd = end
        decodedGroups = 0
        return true
    }

    @inline(__always) private func groupFirst(_ g: Int) -> UInt32 {
        g == 0 ? blockBase : blockBase &+ unpack(base + checkpointsOffset, index: g - 1, width: checkpointWidth)
    }

    /// Decodes group `g` of the current block into `docs`; ends the cursor if it is inconsistent.
    ///
    /// - Complexity: a load, two shifts and two additions per rule number: the bit offset
    ///   moves by the width instead of being multiplied out, and the sums wrap rather than
    ///   trap (16 values below 2³² cannot overflow a `UInt64`; the check below rejects what
    ///   does not add up).
    private mutating func decodeGroup(_ g: Int) -> Bool {
        let from = g * IndexFormat.groupSize
        let to = min(count, from + IndexFormat.groupSize)
        let p = base + deltasOffset
        let width = docWidth
        let mask: UInt64 = (1 &<< UInt64(width)) &- 1
        var bit = from &* width
        var value = UInt64(g == 0 ? blockBase : groupFirst(g))
        if g == 0 {
            // The block's first rule is stored as its delta from the block base; a later group's
            // first rule is its checkpoint, and its delta is not needed.
            value &+= (p.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self).littleEndian &>> UInt64(bit & 7)) & mask
        }
        docs[from] = UInt32(truncatingIfNeeded: value)
        var k = from &+ 1
        while k < to {
            bit &+= width
            let word = p.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self).littleEndian
            value &+= ((word &>> UInt64(bit & 7)) & mask) &+ 1
            docs[k] = UInt32(truncatingIfNeeded: value)
            k &+= 1
        }
        // The group must end before the next one starts (or at the block's last rule).
        let bound: UInt64 = to == count ? UInt64(blockLast) : UInt64(groupFirst(g + 1)) - 1
        guard value <= bound, to < count || blockCount == 1 || value == bound else { finish(); return false }
        decodedGroups |= 1 << UInt32(g)
        return true
    }

    /// Makes `index` the first posting of group `g`, decoding it if needed.
    @inline(__always) private mutating func enterGroup(_ g: Int) {
        if decodedGroups & (1 << UInt32(g)) == 0 && !decodeGroup(g) { return }
        index = g * IndexFormat.groupSize
        doc = docs[index]
    }

    // MARK: Moving

    /// Moves to the first rule ≥ `target`, skipping blocks and groups that end before it.
    @inline(__always)
    mutating func advance(to target: UInt32) {
        if doc >= target { return }
        // Fast path: the target is in the current group.
        let groupEnd = min(count, (index | (IndexFormat.groupSize - 1)) + 1)
        if target <= docs[groupEnd - 1] {
            var i = index + 1
            while docs[i] < target { i += 1 }
            index = i
            doc = docs[i]
            return
        }
        var g: Int
        var from: Int
        if target > blockLast {
            var b = max(block + 1, shallow)
            while b < blockCount && lastDoc(b) < target { b += 1 }
            guard b < blockCount, load(b) else { return finish() }
            g = 0
            from = 0
        } else {
            g = index / IndexFormat.groupSize
            from = index
        }
        let groups = (count + IndexFormat.groupSize - 1) / IndexFormat.groupSize
        while g + 1 < groups && groupFirst(g + 1) <= target { g += 1 }
        from = max(from, g * IndexFormat.groupSize)
        if decodedGroups & (1 << UInt32(g)) == 0 && !decodeGroup(g) { return }
        let to = min(count, (g + 1) * IndexFormat.groupSize)
        var i = from
        while i < to && docs[i] < target { i += 1 }
        if i < to {
            index = i
            doc = docs[i]
        } else if g + 1 < groups {
            enterGroup(g + 1)
        } else {
            finish()
        }
    }

    /// Moves to the next rule of the postings.
    @inline(__always)
    mutating func next() {
        index += 1
        if index < count {
            if index & (IndexFormat.groupSize - 1) == 0 {
                enterGroup(index / IndexFormat.groupSize)
            } else {
                doc = docs[index]
            }
        } else if block + 1 < blockCount {
            if load(block + 1) { enterGroup(0) }
        } else {
            finish()
        }
    }

    /// Moves only the skip pointer to the block that may hold `target`; returns that
    /// block, or `blockCount` if the postings end before `target`.
    @inline(__always)
    mutating func shallowAdvance(to target: UInt32) -> Int {
        var b = max(shallow, block)
        while b < blockCount && lastDoc(b) < target { b += 1 }
        shallow = b
        return b
    }

    /// The largest Korean and English impacts of the blocks that may hold rules in
    /// `from...through` (skip table only; the skip pointer is left where it was).
    @inline(__always)
    func maxImpacts(from: UInt32, through: UInt32) -> (UInt8, UInt8) {
        var b = max(shallow, block)
        while b < blockCount && lastDoc(b) < from { b += 1 }
        var korean: UInt8 = 0, english: UInt8 = 0
        while b < blockCount {
            korean = max(korean, maxKorean(b))
            english = max(english, maxEnglish(b))
            if lastDoc(b) >= through { break }
            b += 1
        }
        return (korean, english)
    }

    // MARK: A block at a time

    /// Decodes the groups of the current block after the current posting's, so that
    /// `docs[index..<count]` holds the block's remaining rule numbers; `false` (and the cursor
    /// ended) if one of them does not add up.
    ///
    /// - Complexity: at most the block's 128 rule numbers, each once.
    @inline(__always)
    mutating func decodeRestOfBlock() -> Bool {
        let groups = (count + IndexFormat.groupSize - 1) / IndexFormat.groupSize
        var g = index / IndexFormat.groupSize + 1
        while g < groups {
            if decodedGroups & (1 << UInt32(g)) == 0 && !decodeGroup(g) { return false }
            g += 1
        }
        return true
    }

    /// The number of postings of the current block that come before any rule after `last`,
    /// from the current one on (after `decodeRestOfBlock`).
    @inline(__always)
    func postings(through last: UInt32) -> Int {
        if blockLast <= last { return count }
        var i = index
        while i < count && docs[i] <= last { i += 1 }
        return i
    }

    /// The rule number of posting `i` of the current block (`index ≤ i < count`), its group
    /// decoded if it was not; `nil` (and the cursor ended) if the group does not add up.
    @inline(__always)
    mutating func doc(at i: Int) -> UInt32? {
        let g = i / IndexFormat.groupSize
        if decodedGroups & (1 << UInt32(g)) == 0 && !decodeGroup(g) { return nil }
        return docs[i]
    }

    /// Moves to posting `i` of the current block (decoded, `index ≤ i`);
    /// `count` moves on to the next block.
    @inline(__always)
    mutating func seek(to i: Int) {
        if i < count {
            index = i
            doc = docs[i]
        } else {
            index = count - 1
            next()
        }
    }

    /// The current block's Korean impacts, one byte per posting, in place; `nil` if it has none.
    @inline(__always) var koreanImpacts: UnsafePointer<UInt8>? {
        koreanOffset < 0 ? nil : (base + koreanOffset).assumingMemoryBound(to: UInt8.self)
    }

    /// The current block's English impacts, as `koreanImpacts`.
    @inline(__always) var englishImpacts: UnsafePointer<UInt8>? {
        englishOffset < 0 ? nil : (base + englishOffset).assumingMemoryBound(to: UInt8.self)
    }

    // MARK: Reading the current posting

    @inline(__always) var koreanImpact: UInt8 {
        koreanOffset < 0 ? 0 : base.load(fromByteOffset: koreanOffset + index, as: UInt8.self)
    }

    @inline(__always) var englishImpact: UInt8 {
        englishOffset < 0 ? 0 : base.load(fromByteOffset: englishOffset + index, as: UInt8.self)
    }

    /// Appends the body positions of the current rule to `out`.
    func positions(into out: inout [UInt32]) {
        guard doc != Self.end, positionsOffset >= 0, positionsOffset + 2 <= blockEnd else { return }
        let countWidth = Int(base.load(fromByteOffset: positionsOffset, as: UInt8.self))
        let positionWidth = Int(base.load(fromByteOffset: positionsOffset + 1, as: UInt8.self))
        guard countWidth <= 32, positionWidth <= 32 else { return }
        let counts = positionsOffset + 2
        let values = counts + (count * countWidth + 7) / 8
        guard values <= blockEnd else { return }
        var skip = 0
        var mine = 0
        if countWidth == 1 {
            // One bit per rule (term frequency 0 or 1 in the body): count set bits.
            let p = base + counts
            var k = 0
            while k + 64 <= index {
                skip += p.loadUnaligned(fromByteOffset: k >> 3, as: UInt64.self).littleEndian.nonzeroBitCount
                k += 64
            }
            if k < index {
                let word = p.loadUnaligned(fromByteOffset: k >> 3, as: UInt64.self).littleEndian
                skip += (word & ((1 << UInt64(index - k)) - 1)).nonzeroBitCount
            }
            mine = Int(unpack(p, index: index, width: 1))
        } else if countWidth > 0 {
            let p = base + counts
            for k in 0..<index { skip += Int(unpack(p, index: k, width: countWidth)) }
            mine = Int(unpack(p, index: index, width: countWidth))
        }
        guard mine > 0, positionWidth > 0, values + ((skip + mine) * positionWidth + 7) / 8 <= blockEnd else { return }
        let p = base + values
        for k in skip..<(skip + mine) { out.append(unpack(p, index: k, width: positionWidth)) }
    }
}
