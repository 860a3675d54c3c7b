/// A rough consonant skeleton of a word, the same for an English word and the
/// Hangul spelling Korean gives it as a loanword: `placeholder` and `플레이스홀더`
/// both give `PLSLT`, `indicator` and `인디케이터` `NTKT`, `progress` and `프로그레스` `PLKLS`.
///
/// Korean translators keep some English terms in Latin letters (`progress bar를`)
/// and people type others in Hangul (`프로그레스 바`); the key lets each find the
/// other. Consonants fall into classes Korean loanword spelling does not tell
/// apart (p/b/f/v → P, t/d → T, k/g/c → K, s/z/j/ch/sh/th → S, l/r → L, m, n);
/// vowels, h, w and y are dropped, as is an r that does not open a syllable
/// (bar → 바, order → 오더). Keys shorter than four consonants say too little
/// (사용자 and "sense" would meet) and are not made.
public enum SoundKey {
    /// Fewest consonants a key must have.
    public static let minimumLength = 4

    /// Prefix of keys made from English words; a query's Hangul words look for these.
    public static let englishPrefix = "~e"
    /// Prefix of keys made from Hangul words; a query's English words look for these.
    public static let hangulPrefix = "~k"
    /// The prefixes' two bytes, for writing keys as UTF-8 directly.
    static let englishPrefixBytes = (UInt8(ascii: "~"), UInt8(ascii: "e"))
    static let hangulPrefixBytes = (UInt8(ascii: "~"), UInt8(ascii: "k"))

    /// A Hangul word without a particle at its end (`플레이스홀더를` → `플레이스홀더`), if what is
    /// left still has two syllables (see `Particles`).
    public static func stem(_ syllables: [UInt32]) -> ArraySlice<UInt32> {
        Particles.stem(syllables)
    }

    /// The key of a lower-case English word, or nil if it is too short to mean anything.
    ///
    /// - Complexity: O(n) over the word's ASCII bytes; no allocation but the key.
    public static func english(_ word: String) -> String? {
        var word = word
        return word.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumEnglishKeyLength(bytes.count)) { key in
                let count = english(bytes: bytes, into: key)
                return count > 0 ? String(decoding: UnsafeBufferPointer(rebasing: key[..<count]), as: UTF8.self) : nil
            }
        }
    }

    /// Most bytes the key of an English word of `count` letters can take (an x is two sounds).
    @inline(__always)
    static func maximumEnglishKeyLength(_ count: Int) -> Int { 2 * count }

    /// Writes the key of a lower-case English word into `key` (room for
    /// `maximumEnglishKeyLength` bytes); returns its length, 0 if the word has no key.
    @inline(__always)
    static func english(bytes word: UnsafeBufferPointer<UInt8>, into key: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = word.count
        guard count >= 4, word.allSatisfy({ Script.isASCIILowercase(UInt32($0)) }) else { return 0 }
        // A plural s: Korean keeps loanwords singular.
        if count > 4, word[count - 1] == a("s"), word[count - 2] != a("s") { count -= 1 }
        var n = 0
        /// Appends a sound; repeated L (플레 → P L L) sounds once.
        func put(_ sound: UInt8) {
            if sound == a("L") && n > 0 && key[n - 1] == a("L") { return }
            key[n] = sound
            n += 1
        }
        func at(_ index: Int) -> UInt8 { index < count ? word[index] : 0 }
        func isVowel(_ letter: UInt8) -> Bool {
            letter == a("a") || letter == a("e") || letter == a("i") || letter == a("o") || letter == a("u") || letter == a("y")
        }
        var i = 0
        while i < count {
            let letter = word[i]
            // Doubled consonants sound once.
            if i > 0, word[i - 1] == letter, !isVowel(letter) || letter == a("y") { i += 1; continue }
            switch letter {
            case a("p"), a("b"), a("f"), a("v"):
                if letter == a("p"), at(i + 1) == a("h") { i += 1 }
                put(a("P"))
            case a("t"):
                if at(i + 1) == a("i"), at(i + 2) == a("o"), at(i + 3) == a("n") {
                    put(a("S"))  // -tion → 션
                    i += 1
                } else if at(i + 1) == a("h") {
                    put(a("S"))
                    i += 1
                } else if at(i + 1) == a("u"), at(i + 2) == a("r"), at(i + 3) == a("e") {
                    put(a("S"))  // -ture → 처
                } else {
                    put(a("T"))
                }
            case a("d"):
                put(a("T"))
            case a("k"), a("q"):
                put(a("K"))
            case a("c"):
                let next = at(i + 1)
                if next == a("h") { put(a("S")); i += 1 }
                else if next == a("k") { put(a("K")); i += 1 }
                else if next == a("e") || next == a("i") || next == a("y") { put(a("S")) }
                else { put(a("K")) }
            case a("g"):
                let next = at(i + 1)
                put(next == a("e") || next == a("i") || next == a("y") ? a("S") : a("K"))
            case a("s"), a("z"), a("j"):
                if letter == a("s"), at(i + 1) == a("h") { i += 1 }
                if letter == a("s"), at(i + 1) == a("i"), at(i + 2) == a("o"), at(i + 3) == a("n") { i += 1 }
                put(a("S"))
            case a("x"):
                put(a("K"))
                put(a("S"))
            case a("l"):
                put(a("L"))
            case a("r"):
                // Only an r before a vowel is written (레, 로); elsewhere it is silent in Korean spelling.
                if isVowel(at(i + 1)) { put(a("L")) }
            case a("m"):
                put(a("M"))
            case a("n"):
                if at(i + 1) == a("g") { i += 1 }
                put(a("N"))
            default:
                break  // vowels, h, w, y
            }
            i += 1
        }
        return n >= minimumLength ? n : 0
    }

    /// The ASCII code of a one-letter string literal.
    @inline(__always) private static func a(_ letter: Unicode.Scalar) -> UInt8 { UInt8(letter.value) }

    /// The key of a Hangul word (syllables only), or nil if it is too short.
    public static func hangul(_ syllables: some Collection<UInt32>) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * syllables.count) { key in
            let count = hangul(syllables, into: key)
            return count > 0 ? String(decoding: UnsafeBufferPointer(rebasing: key[..<count]), as: UTF8.self) : nil
        }
    }

    /// Writes the key of a Hangul word into `key` (room for two bytes a syllable); returns its
    /// length, 0 if the word has no key (too short, or not all syllables).
    @inline(__always)
    static func hangul(_ syllables: some Collection<UInt32>, into key: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard syllables.count >= 2 else { return 0 }
        var n = 0
        /// Appends a sound; repeated L (플레 → P L L) sounds once.
        func put(_ sound: UInt8) {
            guard sound != 0, !(sound == a("L") && n > 0 && key[n - 1] == a("L")) else { return }
            key[n] = sound
            n += 1
        }
        for scalar in syllables {
            guard let syllable = HangulSyllable(scalar) else { return 0 }
            put(initials[syllable.initial])
            put(finals[syllable.final])
        }
        return n >= minimumLength ? n : 0
    }

    /// Initial consonants ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ as ASCII classes (0: silent).
    private static let initials: [UInt8] = Array("KKNTTLMPPSS\0SSSKTP\0".utf8)
    /// Final consonants (none)ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ as ASCII classes (0: none).
    private static let finals: [UInt8] = Array("\0KKKNNNTLKMLLLPLMPPTTNTTKTP\0".utf8)
}
