/// The frame of an index file: the header with its section directory, the
/// sections each 8-byte aligned, and the footer (see `IndexFormat`).
///
/// Writer and reader side by side: `assemble` lays sections out and checksums
/// them; `sections(in:)` checks size, magic, version, directory checksum, footer,
/// bounds and every section's XXH64, and returns where each section is.
enum SectionDirectory {
    /// The whole file in one array (`pieces` copied one after the other).
    static func assemble(_ sections: [(IndexSection, [UInt8])]) -> [UInt8] {
        assemble(sections.map { ($0.0, [$0.1]) })
    }

    /// The whole file in one array, of sections each given as parts that follow one another.
    static func assemble(_ sections: [(IndexSection, [[UInt8]])]) -> [UInt8] {
        let pieces = Self.pieces(sections)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes += piece }
        return bytes
    }

    /// The file as the pieces it is written in, in order: the header with the section directory
    /// (and its padding), then each section's parts (the caller's arrays, not copied) and the zeros
    /// that align the next to 8 bytes, then the footer. Writing them one after the other gives
    /// the bytes `assemble` does, without a copy of every section. A section in parts (the
    /// postings, as each core wrote them) is never put together in memory.
    ///
    /// - Complexity: one XXH64 pass over every section (one per core).
    static func pieces(_ sections: [(IndexSection, [[UInt8]])]) -> [[UInt8]] {
        let headerSize = IndexFormat.headerSize(sections: sections.count)
        let sizes = sections.map { $0.1.reduce(0) { $0 + $1.count } }
        var offsets: [Int] = []
        var cursor = (headerSize + 7) & ~7
        for size in sizes {
            offsets.append(cursor)
            cursor = (cursor + size + 7) & ~7
        }
        let fileLength = cursor + IndexFormat.footerSize
        // Checksums are independent: one per core.
        let checksums = Parallel.map(sections.indices, workers: min(sections.count, Parallel.workers(for: fileLength / 64)), chunk: 1) {
            index, _ in XXHash64.hash(parts: sections[index].1)
        }

        var header = ByteWriter()
        header.append(IndexFormat.magic)
        header.u32(IndexFormat.version)
        header.u32(UInt32(sections.count))
        for (index, (section, _)) in sections.enumerated() {
            header.u32(section.code)
            header.u32(0)
            header.u64(UInt64(offsets[index]))
            header.u64(UInt64(sizes[index]))
            header.u64(checksums[index])
        }
        header.u64(XXHash64.hash(header.bytes))
        var pieces: [[UInt8]] = []
        var written = header.count
        for (index, (_, parts)) in sections.enumerated() {
            header.append(repeatElement(0, count: offsets[index] - written))
            pieces.append(header.bytes)
            pieces += parts.filter { !$0.isEmpty }
            header = ByteWriter()
            written = offsets[index] + sizes[index]
        }
        header.append(repeatElement(0, count: ((written + 7) & ~7) - written))
        header.u64(UInt64(fileLength))
        header.append(IndexFormat.footerMagic)
        pieces.append(header.bytes)
        return pieces
    }

    /// The byte range of every stored section, after checking the frame and every checksum.
    static func sections(in raw: RawBytes) throws(IndexError) -> [IndexSection: Range<Int>] {
        let size = raw.count
        let minimal = IndexFormat.headerSize(sections: IndexSection.stored.count) + IndexFormat.footerSize
        guard size >= 16 else {
            if size >= 8 && !magicMatches(raw, at: 0, IndexFormat.magic) { throw .notAnIndex }
            throw .truncated(size: size, expected: minimal)
        }
        guard magicMatches(raw, at: 0, IndexFormat.magic) else { throw .notAnIndex }
        let version = raw.u32(8)!
        guard version == IndexFormat.version else { throw .wrongVersion(found: Int(version), expected: Int(IndexFormat.version)) }
        let sectionCount = Int(raw.u32(12)!)
        guard sectionCount == IndexSection.stored.count else { throw .corrupt(.header, "unexpected section count") }
        let headerSize = IndexFormat.headerSize(sections: sectionCount)
        guard size >= headerSize else { throw .truncated(size: size, expected: minimal) }
        guard XXHash64.hash(raw.bytes(0, headerSize - 8)!) == raw.u64(headerSize - 8)! else {
            throw .corrupt(.header, "checksum mismatch")
        }

        var ranges: [IndexSection: Range<Int>] = [:]
        var checksums: [IndexSection: UInt64] = [:]
        var expectedEnd = headerSize
        for (i, section) in IndexSection.stored.enumerated() {
            let entry = 16 + i * IndexFormat.directoryEntrySize
            guard raw.u32(entry)! == section.code else { throw .corrupt(.header, "unexpected section order") }
            let offset = raw.u64(entry + 8)!, length = raw.u64(entry + 16)!
            guard offset < 1 << 40, length < 1 << 40, Int(offset) >= expectedEnd else {
                throw .corrupt(.header, "bad section offsets")
            }
            ranges[section] = Int(offset)..<Int(offset + length)
            checksums[section] = raw.u64(entry + 24)!
            expectedEnd = Int(offset + length)
        }
        let fileLength = ((expectedEnd + 7) & ~7) + IndexFormat.footerSize
        guard size >= fileLength else { throw .truncated(size: size, expected: fileLength) }
        guard size == fileLength else { throw .corrupt(.footer, "unexpected bytes after the footer") }
        guard raw.u64(size - 16)! == UInt64(fileLength), magicMatches(raw, at: size - 8, IndexFormat.footerMagic) else {
            throw .corrupt(.footer, "bad footer")
        }
        for section in IndexSection.stored {
            let range = ranges[section]!
            guard XXHash64.hash(raw.bytes(range.lowerBound, range.count)!) == checksums[section]! else {
                throw .corrupt(section, "checksum mismatch")
            }
        }
        return ranges
    }

    private static func magicMatches(_ raw: RawBytes, at offset: Int, _ magic: [UInt8]) -> Bool {
        guard let bytes = raw.bytes(offset, magic.count) else { return false }
        return bytes.elementsEqual(magic)
    }
}
