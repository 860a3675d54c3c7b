#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed glossary as flat tables, looked up where the bytes lie: what `Glossary` is made of, built
/// from its concepts by `init(concepts:stemmer:)` or taken from an index, which stores these bytes so a
/// query process parses no glossary text. Encoder, validation and reads side by side; one owner for the
/// layout. All integers `u32` little-endian; strings are UTF-8, each stored once.
///
/// ```
/// header        9 × u32: concepts c · strings n · English entries e · Korean entries k
///               · Korean terms t · English words w · English stems s · term refs r · stem refs m
/// strings       u32 offsets[n + 1] into the blob
/// concepts      c × { line · first term ref · English term count · Korean term count }
/// term refs     r × string: each concept's English terms, then its Korean ones
/// English       e × { first stem · concept · term · first stem ref · stem count }, by first stem bytewise,
///               in concept order within a stem
/// stem refs     m × string: each English entry's stems
/// Korean        k × { first scalar · concept · term · term without spaces }, by first scalar, in
///               concept order within a scalar
/// Korean terms  t × string, spaces removed, distinct, bytewise
/// English words w × string, distinct, bytewise
/// English stems s × string, distinct, bytewise
/// blob          the strings back to back
/// ```
public struct GlossaryTable: @unchecked Sendable {
    // Unchecked: the bytes are never written after `init`, and `owner` keeps them alive.
    private let base: UnsafeRawPointer
    /// Bytes of the table.
    public let count: Int
    private let owner: AnyObject

    static let headerFields = 9
    static let conceptSize = 16
    static let englishSize = 20
    static let koreanSize = 16

    /// Where each part starts, from the header's counts.
    private struct Parts {
        var concepts = 0, strings = 0, englishEntries = 0, koreanEntries = 0, koreanTerms = 0
        var englishWords = 0, englishStems = 0, termRefs = 0, stemRefs = 0
        var stringTable = 0, conceptTable = 0, termRefTable = 0, englishTable = 0, stemRefTable = 0
        var koreanTable = 0, koreanTermTable = 0, englishWordTable = 0, englishStemTable = 0, blob = 0
    }
    private let parts: Parts

    // MARK: Reading

    /// The table in `bytes`, which `owner` keeps alive and unchanged; nil when the bytes are not a
    /// well-formed table (counts, offsets and every reference checked).
    ///
    /// - Complexity: O(table size).
    public init?(bytes: UnsafeRawBufferPointer, owner: AnyObject) {
        guard let start = bytes.baseAddress, bytes.count >= 4 * Self.headerFields else { return nil }
        func u32(_ offset: Int) -> Int { Int(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        var p = Parts()
        let fields = (0..<Self.headerFields).map { u32(4 * $0) }
        guard fields.allSatisfy({ $0 < 1 << 24 }) else { return nil }
        (p.concepts, p.strings, p.englishEntries, p.koreanEntries, p.koreanTerms) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        (p.englishWords, p.englishStems, p.termRefs, p.stemRefs) = (fields[5], fields[6], fields[7], fields[8])
        p.stringTable = 4 * Self.headerFields
        p.conceptTable = p.stringTable + 4 * (p.strings + 1)
        p.termRefTable = p.conceptTable + Self.conceptSize * p.concepts
        p.englishTable = p.termRefTable + 4 * p.termRefs
        p.stemRefTable = p.englishTable + Self.englishSize * p.englishEntries
        p.koreanTable = p.stemRefTable + 4 * p.stemRefs
        p.koreanTermTable = p.koreanTable + Self.koreanSize * p.koreanEntries
        p.englishWordTable = p.koreanTermTable + 4 * p.koreanTerms
        p.englishStemTable = p.englishWordTable + 4 * p.englishWords
        p.blob = p.englishStemTable + 4 * p.englishStems
        guard p.blob <= bytes.count, u32(p.stringTable) == 0 else { return nil }
        var previous = 0
        for i in 0...p.strings {
            let offset = u32(p.stringTable + 4 * i)
            guard offset >= previous, p.blob + offset <= bytes.count else { return nil }
            previous = offset
        }
        func strings(_ table: Int, _ count: Int) -> Bool { (0..<count).allSatisfy { u32(table + 4 * $0) < p.strings } }
        guard strings(p.termRefTable, p.termRefs), strings(p.stemRefTable, p.stemRefs),
              strings(p.koreanTermTable, p.koreanTerms), strings(p.englishWordTable, p.englishWords),
              strings(p.englishStemTable, p.englishStems) else { return nil }
        for i in 0..<p.concepts {
            let row = p.conceptTable + Self.conceptSize * i
            guard u32(row + 4) + u32(row + 8) + u32(row + 12) <= p.termRefs else { return nil }
        }
        for i in 0..<p.englishEntries {
            let row = p.englishTable + Self.englishSize * i
            guard u32(row) < p.strings, u32(row + 4) < p.concepts, u32(row + 8) < p.strings,
                  u32(row + 12) + u32(row + 16) <= p.stemRefs, u32(row + 16) > 0 else { return nil }
        }
        for i in 0..<p.koreanEntries {
            let row = p.koreanTable + Self.koreanSize * i
            guard u32(row + 4) < p.concepts, u32(row + 8) < p.strings, u32(row + 12) < p.strings else { return nil }
        }
        base = start
        count = bytes.count
        self.owner = owner
        parts = p
    }

    @inline(__always) private func u32(_ offset: Int) -> Int {
        Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// The bytes of string number `number`.
    @inline(__always) private func bytes(_ number: Int) -> UnsafeRawBufferPointer {
        let start = u32(parts.stringTable + 4 * number), end = u32(parts.stringTable + 4 * number + 4)
        return UnsafeRawBufferPointer(start: base + parts.blob + start, count: end - start)
    }

    func string(_ number: Int) -> String { String(decoding: bytes(number), as: UTF8.self) }

    /// The table's bytes, for storing it.
    public var serialized: [UInt8] {
        withExtendedLifetime(owner) { Array(UnsafeRawBufferPointer(start: base, count: count)) }
    }

    var conceptCount: Int { parts.concepts }

    /// Concept number `number`, its terms as the glossary writes them (normalized).
    func concept(_ number: Int) -> Glossary.Concept {
        withExtendedLifetime(owner) {
            let row = parts.conceptTable + Self.conceptSize * number
            let first = u32(row + 4), english = u32(row + 8), korean = u32(row + 12)
            func terms(_ range: Range<Int>) -> [String] { range.map { string(u32(parts.termRefTable + 4 * $0)) } }
            return Glossary.Concept(english: terms(first..<(first + english)),
                                    korean: terms((first + english)..<(first + english + korean)), line: u32(row))
        }
    }

    /// An English term whose first stem a query word has: the concept, the term, its stems.
    struct EnglishEntry {
        var concept: Int
        var term: String
        var stems: [String]
    }

    /// The English terms whose first stem is `stem`, in concept order.
    /// - Complexity: O(log *e*) comparisons, then a few strings per term returned.
    func englishEntries(firstStem stem: String) -> [EnglishEntry] {
        withExtendedLifetime(owner) {
            var stem = stem
            let rows: Range<Int> = stem.withUTF8 { wanted in
                equalRange(count: parts.englishEntries) { compare(bytes(u32(parts.englishTable + Self.englishSize * $0)), UnsafeRawBufferPointer(wanted)) }
            }
            return rows.map { i in
                let row = parts.englishTable + Self.englishSize * i
                let first = u32(row + 12)
                return EnglishEntry(concept: u32(row + 4), term: string(u32(row + 8)),
                                    stems: (first..<(first + u32(row + 16))).map { string(u32(parts.stemRefTable + 4 * $0)) })
            }
        }
    }

    /// A Korean term starting with a query word's first syllable: the concept, the term, its scalars without spaces.
    struct KoreanEntry {
        var concept: Int
        var term: String
        var scalars: [UInt32]
    }

    /// The Korean terms whose first scalar is `scalar`, in concept order.
    /// - Complexity: O(log *k*), then a few strings per term returned.
    func koreanEntries(firstScalar scalar: UInt32) -> [KoreanEntry] {
        withExtendedLifetime(owner) {
            let rows = equalRange(count: parts.koreanEntries) { i in
                let first = u32(parts.koreanTable + Self.koreanSize * i)
                return first == Int(scalar) ? 0 : (first < Int(scalar) ? -1 : 1)
            }
            return rows.map { i in
                let row = parts.koreanTable + Self.koreanSize * i
                return KoreanEntry(concept: u32(row + 4), term: string(u32(row + 8)),
                                   scalars: string(u32(row + 12)).unicodeScalars.map(\.value))
            }
        }
    }

    /// The three sorted lists of strings.
    enum List {
        case koreanTerms, englishWords, englishStems
    }

    private func table(_ list: List) -> (start: Int, count: Int) {
        switch list {
        case .koreanTerms: (parts.koreanTermTable, parts.koreanTerms)
        case .englishWords: (parts.englishWordTable, parts.englishWords)
        case .englishStems: (parts.englishStemTable, parts.englishStems)
        }
    }

    /// Whether `list` has `text`. - Complexity: O(log *n*) comparisons, no allocation.
    func contains(_ text: String, in list: List) -> Bool {
        withExtendedLifetime(owner) {
            let (start, count) = table(list)
            var text = text
            return text.withUTF8 { wanted in
                !equalRange(count: count) { compare(bytes(u32(start + 4 * $0)), UnsafeRawBufferPointer(wanted)) }.isEmpty
            }
        }
    }

    /// Every string of `list`, decoded.
    func strings(in list: List) -> [String] {
        withExtendedLifetime(owner) {
            let (start, count) = table(list)
            return (0..<count).map { string(u32(start + 4 * $0)) }
        }
    }

    /// The rows `0..<count` for which `order` is 0, when `order(row)` never decreases with the row.
    private func equalRange(count: Int, _ order: (Int) -> Int) -> Range<Int> {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if order(mid) < 0 { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < count && order(end) == 0 { end += 1 }
        return low..<end
    }

    /// `memcmp`, then length.
    private func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    // MARK: Writing

    /// The tables for `concepts`: English terms split into words and stemmed as queries are
    /// (`stemmer`), Korean ones keyed by their first scalar.
    ///
    /// - Complexity: O(terms); one stem per distinct English word.
    init(concepts: [Glossary.Concept], stemmer: EnglishStemmer) {
        var strings = StringNumbers()
        var stemOf: [String: String] = [:]
        var conceptRows: [[Int]] = [], termRefs: [Int] = []
        var english: [(firstStem: Int, concept: Int, term: Int, stems: [Int])] = []
        var korean: [(scalar: UInt32, concept: Int, term: Int, spaceless: Int)] = []
        var koreanTerms = Set<String>(), englishWords = Set<String>()
        for (index, concept) in concepts.enumerated() {
            conceptRows.append([concept.line, termRefs.count, concept.english.count, concept.korean.count])
            termRefs += (concept.english + concept.korean).map { strings.number($0) }
            for term in concept.english {
                let words = Glossary.englishWords(term)
                englishWords.formUnion(words)
                let stems = words.map { word in
                    if let known = stemOf[word] { return known }
                    let stem = stemmer.stem(word)
                    stemOf[word] = stem
                    return stem
                }
                guard let first = stems.first else { continue }
                english.append((strings.number(first), index, strings.number(term), stems.map { strings.number($0) }))
            }
            for term in concept.korean {
                let spaced = term.utf8.contains(0x20)
                koreanTerms.insert(spaced ? String(term.filter { $0 != " " }) : term)
                // Matched scalar by scalar: the term's scalars but spaces.
                let scalars = spaced ? String(String.UnicodeScalarView(term.unicodeScalars.filter { $0 != " " })) : term
                guard let first = scalars.unicodeScalars.first?.value else { continue }
                korean.append((first, index, strings.number(term), strings.number(scalars)))
            }
        }
        // Stable sorts: candidates sharing a key keep concept order, which breaks ties between matches.
        let englishRows = english.indices.sorted { a, b in
            let order = Self.bytewise(strings.texts[english[a].firstStem], strings.texts[english[b].firstStem])
            return order != 0 ? order < 0 : a < b
        }
        let koreanRows = korean.indices.sorted { (korean[$0].scalar, $0) < (korean[$1].scalar, $1) }
        let lists = [koreanTerms, englishWords, Set(stemOf.values)].map { set in
            set.sorted { Self.bytewise($0, $1) < 0 }.map { strings.number($0) }
        }
        var out: [UInt32] = [concepts.count, strings.texts.count, english.count, korean.count,
                             lists[0].count, lists[1].count, lists[2].count, termRefs.count,
                             english.reduce(0) { $0 + $1.stems.count }].map { UInt32($0) }
        var offset = 0
        out.append(0)
        for text in strings.texts {
            offset += text.utf8.count
            out.append(UInt32(offset))
        }
        out += conceptRows.joined().map { UInt32($0) } + termRefs.map { UInt32($0) }
        var stemRefs: [Int] = []
        for row in englishRows {
            let entry = english[row]
            out += [entry.firstStem, entry.concept, entry.term, stemRefs.count, entry.stems.count].map { UInt32($0) }
            stemRefs += entry.stems
        }
        out += stemRefs.map { UInt32($0) }
        for row in koreanRows {
            let entry = korean[row]
            out += [entry.scalar] + [entry.concept, entry.term, entry.spaceless].map { UInt32($0) }
        }
        out += lists.joined().map { UInt32($0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * out.count + offset)
        for value in out { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        for text in strings.texts { bytes.append(contentsOf: text.utf8) }
        let storage = TableStorage(bytes)
        self.init(bytes: storage.buffer, owner: storage)!
    }

    /// `memcmp` order of two strings' UTF-8, then length.
    private static func bytewise(_ a: String, _ b: String) -> Int {
        for (x, y) in zip(a.utf8, b.utf8) where x != y { return x < y ? -1 : 1 }
        let (m, n) = (a.utf8.count, b.utf8.count)
        return m == n ? 0 : (m < n ? -1 : 1)
    }
}

/// Strings numbered in first-seen order, each once.
private struct StringNumbers {
    var texts: [String] = []
    var numbers: [String: Int] = [:]

    mutating func number(_ text: String) -> Int {
        if let known = numbers[text] { return known }
        numbers[text] = texts.count
        texts.append(text)
        return texts.count - 1
    }
}

/// Bytes a table built in this process lives in.
private final class TableStorage {
    let pointer: UnsafeMutableRawPointer
    let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
        bytes.withUnsafeBytes { if let source = $0.baseAddress { pointer.copyMemory(from: source, byteCount: $0.count) } }
    }

    deinit { pointer.deallocate() }

    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: pointer, count: count) }
}
