import HIGText

/// The `glossary` section: the standard glossary as the index's build parsed it (`GlossaryTable`), so
/// a search looks its terms up in the index bytes instead of parsing the glossary text in every process.
///
/// ```
/// glossary  u8 version 1 · u8[7] zero · u64 fingerprint of the text parsed (`Glossary.standardFingerprint`)
///           · the tables (`GlossaryTable`, which owns their layout)
/// ```
///
/// The tables serve only while the fingerprint is this build's: a build with another glossary text
/// parses its own, so answers never depend on which build wrote the index.
enum GlossarySection {
    static let version: UInt8 = 1
    static let headerSize = 16

    static func encode(_ glossary: Glossary, fingerprint: UInt64) -> [UInt8] {
        var w = ByteWriter()
        w.u8(version)
        w.append([0, 0, 0, 0, 0, 0, 0])
        w.u64(fingerprint)
        w.append(glossary.table.serialized)
        return w.bytes
    }

    /// The section's glossary, its tables in the bytes `owner` keeps; nil when it was parsed from
    /// another text than this build's.
    ///
    /// - Throws: `IndexError.corrupt(.glossary, …)` for a section that is not a well-formed one.
    /// - Complexity: O(section size), to check the tables.
    static func glossary(_ raw: RawBytes, _ range: Range<Int>, owner: AnyObject) throws(IndexError) -> Glossary? {
        guard range.count >= headerSize, raw.u8(range.lowerBound) == version, let fingerprint = raw.u64(range.lowerBound + 8),
              let tables = raw.bytes(range.lowerBound + headerSize, range.count - headerSize) else {
            throw .corrupt(.glossary, "bad header")
        }
        guard let table = GlossaryTable(bytes: tables, owner: owner) else { throw .corrupt(.glossary, "bad tables") }
        return fingerprint == Glossary.standardFingerprint ? Glossary(table: table) : nil
    }
}
