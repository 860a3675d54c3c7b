/// The `terms` section: `u32 term count · u32 block count · u32 block offsets[] ·
/// blocks of 16 front-coded entries { u8 shared prefix · u8 suffix length · suffix ·
/// varint df · varint postings length · u8 max impact ko · u8 max impact en · u8 flags },
/// each block led by a varint postings offset`.
///
/// Writer (``TermDictionaryWriter``), validation and look-up side by side.
enum TermDictionary {
    /// Checks the counts and that block offsets increase inside the section.
    static func validate(_ raw: RawBytes, _ range: Range<Int>) throws(IndexError) -> (termCount: Int, blockCount: Int) {
        guard range.count >= 8 else { throw .corrupt(.terms, "bad table") }
        let termCount = Int(raw.u32(range.lowerBound)!)
        let blockCount = Int(raw.u32(range.lowerBound + 4)!)
        guard blockCount == (termCount + IndexFormat.termBlockSize - 1) / IndexFormat.termBlockSize,
              8 + 4 * blockCount <= range.count else { throw .corrupt(.terms, "bad counts") }
        var previousBlock = 8 + 4 * blockCount - 1
        for b in 0..<blockCount {
            let offset = Int(raw.u32(range.lowerBound + 8 + 4 * b)!)
            guard offset > previousBlock, offset < range.count else { throw .corrupt(.terms, "bad block offsets") }
            previousBlock = offset
        }
        return (termCount, blockCount)
    }
}

/// Writes the sorted term dictionary in blocks of front-coded entries (see `IndexFormat`).
struct TermDictionaryWriter {
    private var blocks = ByteWriter()
    private var blockOffsets: [UInt32] = []
    private var count = 0
    private var previous: [UInt8] = []

    mutating func add(_ term: [UInt8], df: Int, offset: Int, length: Int,
                      maxKorean: UInt8, maxEnglish: UInt8, flags: UInt8) {
        var prefix = 0
        if count % IndexFormat.termBlockSize == 0 {
            blockOffsets.append(UInt32(blocks.count))
            blocks.varint(offset)
        } else {
            let limit = min(previous.count, term.count, 255)
            while prefix < limit && previous[prefix] == term[prefix] { prefix += 1 }
        }
        blocks.u8(UInt8(prefix))
        blocks.u8(UInt8(term.count - prefix))
        blocks.append(term[prefix...])
        blocks.varint(df)
        blocks.varint(length)
        blocks.u8(maxKorean)
        blocks.u8(maxEnglish)
        blocks.u8(flags)
        previous = term
        count += 1
    }

    func finish() -> [UInt8] {
        var w = ByteWriter()
        w.u32(UInt32(count))
        w.u32(UInt32(blockOffsets.count))
        let tableSize = 8 + 4 * blockOffsets.count
        for offset in blockOffsets { w.u32(UInt32(tableSize) + offset) }
        w.append(blocks.bytes)
        return w.bytes
    }
}

/// What the dictionary knows about one term.
struct TermInfo {
    /// Number of rules containing the term.
    var documentFrequency: Int
    /// Absolute byte range of the term's postings in the file.
    var postings: Range<Int>
    var maxKorean: UInt8
    var maxEnglish: UInt8
    var hasPositions: Bool
}

extension IndexReader {
    /// Looks `term` up by its UTF-8 bytes, with no copy of them.
    func lookup(_ term: String, in raw: RawBytes) -> TermInfo? {
        var term = term
        return term.withUTF8 { lookup(UnsafeRawBufferPointer($0), in: raw) }
    }

    /// Looks the bytes `term` up.
    func lookup(_ term: some Collection<UInt8>, in raw: RawBytes) -> TermInfo? {
        Array(term).withUnsafeBytes { lookup($0, in: raw) }
    }

    /// Looks `term` up by binary search over the dictionary blocks, then a scan of one block.
    ///
    /// Returns `nil` for unknown terms and for entries whose offsets fall outside the postings.
    ///
    /// - Complexity: O(log(terms / 16) + 16) comparisons (`memcmp`), no allocation.
    func lookup(_ term: UnsafeRawBufferPointer, in raw: RawBytes) -> TermInfo? {
        let section = layout.terms
        let blockCount = layout.termBlockCount
        guard blockCount > 0, term.count <= IndexFormat.maxTermBytes else { return nil }

        func blockStart(_ b: Int) -> Int { section.lowerBound + Int(raw.u32(section.lowerBound + 8 + 4 * b)!) }

        // The last block whose first term is <= term.
        var low = 0, high = blockCount
        while low < high {
            let mid = (low + high) / 2
            var cursor = blockStart(mid)
            guard raw.varint(&cursor, limit: section.upperBound) != nil,
                  let prefix = raw.u8(cursor), prefix == 0,
                  let length = raw.u8(cursor + 1),
                  let first = raw.bytes(cursor + 2, Int(length)),
                  cursor + 2 + Int(length) <= section.upperBound else { return nil }
            if compare(first, term) <= 0 { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let block = low - 1
        let end = block + 1 < blockCount ? blockStart(block + 1) : section.upperBound
        let entries = min(IndexFormat.termBlockSize, layout.termCount - block * IndexFormat.termBlockSize)

        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { scratch -> TermInfo? in
            var cursor = blockStart(block)
            guard let base = raw.varint(&cursor, limit: end) else { return nil }
            var offset = Int(clamping: base)
            var termLength = 0
            for _ in 0..<max(entries, 0) {
                guard let prefix = raw.u8(cursor), let suffix = raw.u8(cursor + 1),
                      Int(prefix) <= termLength, cursor + 2 + Int(suffix) <= end,
                      let suffixBytes = raw.bytes(cursor + 2, Int(suffix)),
                      Int(prefix) + Int(suffix) <= 256 else { return nil }
                if suffix > 0 {
                    UnsafeMutableRawPointer(scratch.baseAddress! + Int(prefix)).copyMemory(from: suffixBytes.baseAddress!, byteCount: Int(suffix))
                }
                termLength = Int(prefix) + Int(suffix)
                cursor += 2 + Int(suffix)
                guard let df = raw.varint(&cursor, limit: end), let length = raw.varint(&cursor, limit: end),
                      cursor + 3 <= end else { return nil }
                let maxKo = raw.u8(cursor)!, maxEn = raw.u8(cursor + 1)!, flags = raw.u8(cursor + 2)!
                cursor += 3
                let order = compare(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: scratch[0..<termLength])), term)
                if order == 0 {
                    let start = layout.postings.lowerBound + offset
                    let postingsEnd = layout.postings.upperBound - IndexFormat.postingsPadding
                    guard length < 1 << 40, df > 0, df <= UInt64(ruleCount), offset >= 0,
                          start + Int(length) <= postingsEnd else { return nil }
                    return TermInfo(documentFrequency: Int(df), postings: start..<(start + Int(length)),
                                    maxKorean: maxKo, maxEnglish: maxEn,
                                    hasPositions: flags & IndexFormat.termHasPositions != 0)
                }
                if order > 0 { return nil }
                guard length < 1 << 40 else { return nil }
                offset += Int(length)
            }
            return nil
        }
    }
}
