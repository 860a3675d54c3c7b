/// The `documents` section: one fixed 8-byte entry per rule,
/// `u16 topic index · u16 flags · u32 first Korean body position`.
///
/// Writer, validation and reader side by side: nothing else knows the entry's layout.
enum DocumentTable {
    /// Bytes per rule.
    static let entrySize = 8

    /// Flag: the rule has English text.
    static let hasEnglish: UInt16 = 1
    /// Flag: the rule has a Korean translation.
    static let hasKorean: UInt16 = 2

    struct Entry {
        var topic: UInt16
        var flags: UInt16
        /// The position where the rule's Korean body starts (positions below it are English).
        var koreanBase: UInt32
    }

    static func encode(_ entries: [Entry]) -> [UInt8] {
        var w = ByteWriter()
        w.bytes.reserveCapacity(entries.count * entrySize)
        for entry in entries {
            w.u16(entry.topic)
            w.u16(entry.flags)
            w.u32(entry.koreanBase)
        }
        return w.bytes
    }

    /// Checks the size and that every topic number names a topic.
    static func validate(_ raw: RawBytes, _ range: Range<Int>, ruleCount: Int, topicCount: Int) throws(IndexError) {
        guard range.count == entrySize * ruleCount else { throw .corrupt(.documents, "wrong size") }
        for doc in 0..<ruleCount where Int(raw.u16(range.lowerBound + entrySize * doc)!) >= topicCount {
            throw .corrupt(.documents, "bad topic number")
        }
    }

    /// Reads entries in place; a trivial struct for inner loops.
    ///
    /// Valid only while the index bytes it points into are alive, for rule numbers
    /// below the validated rule count.
    struct View {
        let base: UnsafeRawPointer
        let start: Int

        @inline(__always) func topic(_ doc: Int) -> UInt16 {
            base.loadUnaligned(fromByteOffset: start + DocumentTable.entrySize * doc, as: UInt16.self).littleEndian
        }

        @inline(__always) func flags(_ doc: Int) -> UInt16 {
            base.loadUnaligned(fromByteOffset: start + DocumentTable.entrySize * doc + 2, as: UInt16.self).littleEndian
        }

        @inline(__always) func koreanBase(_ doc: Int) -> UInt32 {
            base.loadUnaligned(fromByteOffset: start + DocumentTable.entrySize * doc + 4, as: UInt32.self).littleEndian
        }
    }
}

extension IndexReader {
    /// The documents table, for reads inside `withBytes`.
    func documents(in raw: RawBytes) -> DocumentTable.View {
        DocumentTable.View(base: raw.base, start: layout.documents.lowerBound)
    }
}
