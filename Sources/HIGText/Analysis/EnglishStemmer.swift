internal import CStemmer
import Synchronization

/// Snowball's "english" (Porter 2) stemmer from libstemmer: `dismissing`,
/// `dismisses`, `dismissed` → `dismiss`.
///
/// A libstemmer object is not thread-safe, so calls are serialized by a lock;
/// one stemmer can be shared by every thread of a server (stemming a word
/// takes well under a microsecond, queries have few words).
public final class EnglishStemmer: Sendable {
    private let stemmer: Mutex<StemmerHandle>

    /// The C stemmer object; only touched under the lock.
    private struct StemmerHandle: ~Copyable {
        let pointer: OpaquePointer?
        /// Stems seen so far; texts repeat their words, so indexing mostly hits this.
        var cache: [String: String] = [:]
        deinit { sb_stemmer_delete(pointer) }

        mutating func cachedStem(_ word: String) -> String {
            if let known = cache[word] { return known }
            let stem = self.stem(word)
            if cache.count < EnglishStemmer.cacheLimit { cache[word] = stem }
            return stem
        }

        func stem(_ word: String) -> String {
            var word = word
            return word.withUTF8 { bytes -> String in
                guard let pointer, let base = bytes.baseAddress,
                      let output = sb_stemmer_stem(pointer, base, Int32(bytes.count)) else {
                    return String(decoding: bytes, as: UTF8.self)
                }
                let length = Int(sb_stemmer_length(pointer))
                return String(decoding: UnsafeBufferPointer(start: output, count: length), as: UTF8.self)
            }
        }
    }

    /// Most words remembered (about 5 MB); later words are stemmed every time.
    static let cacheLimit = 50_000

    public init() {
        stemmer = Mutex(StemmerHandle(pointer: sb_stemmer_new("english", "UTF_8")))
    }

    /// The stem of a lower-case word. Words of one or two letters are returned as they are.
    public func stem(_ word: String) -> String {
        if word.utf8.count <= 2 { return word }
        return stemmer.withLock { handle -> String in handle.cachedStem(word) }
    }
}
