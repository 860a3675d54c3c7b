internal import CStemmer
import Foundation

/// Snowball's "english" (Porter 2) stemmer from libstemmer: `dismissing`,
/// `dismisses`, `dismissed` → `dismiss`.
///
/// A libstemmer object is not thread-safe, so calls are serialized by a lock;
/// one stemmer can be shared by every thread of a server (stemming a word
/// takes well under a microsecond, queries have few words). The index build gives
/// each thread its own.
public final class EnglishStemmer: @unchecked Sendable {
    /// Guards everything below.
    private let lock = NSLock()
    /// The C stemmer object.
    private let pointer: OpaquePointer?
    /// The stems of words seen so far, behind a pointer of the object's own: the lock already
    /// serializes every access, and as stored `var`s of a class each access would also pay for a
    /// dynamic exclusivity check (a tenth of English analysis at 100k rules).
    private let cache: UnsafeMutablePointer<Cache>

    /// Words seen so far, by number; texts repeat their words, so indexing mostly hits this.
    private struct Cache {
        var words = InternTable(capacity: 4096)
        /// By word number: where its stem ends in `stems` (it starts where the one before ends).
        var stemEnds: [Int32] = [0]
        var stems: [UInt8] = []
    }

    /// Most words remembered (a few MB); later words are stemmed every time.
    static let cacheLimit = 50_000

    public init() {
        pointer = sb_stemmer_new("english", "UTF_8")
        cache = .allocate(capacity: 1)
        cache.initialize(to: Cache())
    }

    deinit {
        sb_stemmer_delete(pointer)
        cache.deinitialize(count: 1)
        cache.deallocate()
    }

    /// The stem of a lower-case word. Words of one or two letters are returned as they are.
    public func stem(_ word: String) -> String {
        if word.utf8.count <= 2 { return word }
        var word = word
        var stem = ""
        word.withUTF8 { bytes in withStem(of: bytes) { stem = String(decoding: $0, as: UTF8.self) } }
        return stem
    }

    /// Calls `body` with the stem of a lower-case word's UTF-8 bytes (valid only during the call,
    /// which holds the lock). Words of one or two letters are their own stem.
    ///
    /// - Complexity: a table look-up for a word seen before; no allocation.
    public func withStem(of word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if word.count <= 2 { return body(word) }
        lock.lock()
        defer { lock.unlock() }
        let raw = UnsafeRawBufferPointer(word)
        if let known = cache.pointee.words.number(ifPresent: raw) {
            let range = Int(cache.pointee.stemEnds[Int(known)])..<Int(cache.pointee.stemEnds[Int(known) + 1])
            return cache.pointee.stems.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        guard cache.pointee.words.count < Self.cacheLimit else { return stemmed(word, body) }
        _ = cache.pointee.words.number(of: raw)
        let start = cache.pointee.stems.count
        stemmed(word) { cache.pointee.stems.append(contentsOf: $0) }
        cache.pointee.stemEnds.append(Int32(cache.pointee.stems.count))
        cache.pointee.stems.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// Calls `body` with libstemmer's stem of `word` (under the lock).
    private func stemmed(_ word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let pointer, let base = word.baseAddress, let output = sb_stemmer_stem(pointer, base, Int32(word.count)) else {
            return body(word)
        }
        body(UnsafeBufferPointer(start: output, count: Int(sb_stemmer_length(pointer))))
    }
}
