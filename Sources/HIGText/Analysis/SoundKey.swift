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

    /// Particles that may follow a loanword in Korean: `플레이스홀더를` → `플레이스홀더`.
    static let particles: [[UInt32]] = ["에서", "에게", "으로", "처럼", "보다", "라는", "이라는", "을", "를", "이", "가", "은", "는",
                                        "의", "에", "로", "와", "과", "도", "만"].map { Array($0.unicodeScalars.map(\.value)) }

    /// A Hangul word without a particle at its end, if what is left still has two syllables.
    public static func stem(_ syllables: [UInt32]) -> ArraySlice<UInt32> {
        for particle in particles where syllables.count >= particle.count + 2 && syllables.suffix(particle.count).elementsEqual(particle) {
            return syllables.dropLast(particle.count)
        }
        return syllables[...]
    }

    /// The key of a lower-case English word, or nil if it is too short to mean anything.
    public static func english(_ word: String) -> String? {
        var letters = Array(word.unicodeScalars.map { Character($0) })
        guard letters.count >= 4, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        // A plural s: Korean keeps loanwords singular.
        if letters.count > 4, letters.last == "s", letters[letters.count - 2] != "s" { letters.removeLast() }
        var key: [Character] = []
        var i = 0
        func isVowel(_ index: Int) -> Bool { index < letters.count && "aeiouy".contains(letters[index]) }
        func next(_ offset: Int) -> Character? { i + offset < letters.count ? letters[i + offset] : nil }
        while i < letters.count {
            let letter = letters[i]
            // Doubled letters sound once.
            if i > 0, letters[i - 1] == letter, !"aeiou".contains(letter) { i += 1; continue }
            switch letter {
            case "p", "b", "f", "v":
                if letter == "p", next(1) == "h" { i += 1 }
                key.append("P")
            case "t", "d":
                if letter == "t", next(1) == "i", next(2) == "o", next(3) == "n" {
                    key.append("S")  // -tion → 션
                    i += 1
                } else if letter == "t", next(1) == "h" {
                    key.append("S")
                    i += 1
                } else if letter == "t", next(1) == "u", next(2) == "r", next(3) == "e" {
                    key.append("S")  // -ture → 처
                } else {
                    key.append("T")
                }
            case "k", "q":
                key.append("K")
            case "c":
                if next(1) == "h" { key.append("S"); i += 1 }
                else if next(1) == "k" { key.append("K"); i += 1 }
                else if let following = next(1), "eiy".contains(following) { key.append("S") }
                else { key.append("K") }
            case "g":
                if let following = next(1), "eiy".contains(following) { key.append("S") } else { key.append("K") }
            case "s", "z", "j":
                if letter == "s", next(1) == "h" { i += 1 }
                if letter == "s", next(1) == "i", next(2) == "o", next(3) == "n" { i += 1 }
                key.append("S")
            case "x":
                key.append("K")
                key.append("S")
            case "l":
                key.append("L")
            case "r":
                // Only an r before a vowel is written (레, 로); elsewhere it is silent in Korean spelling.
                if isVowel(i + 1) { key.append("L") }
            case "m":
                key.append("M")
            case "n":
                if next(1) == "g" { i += 1 }
                key.append("N")
            default:
                break  // vowels, h, w, y
            }
            i += 1
        }
        return finish(key)
    }

    /// The key of a Hangul word (syllables only), or nil if it is too short.
    public static func hangul(_ syllables: some Collection<UInt32>) -> String? {
        guard syllables.count >= 2 else { return nil }
        var key: [Character] = []
        for syllable in syllables {
            guard syllable >= 0xAC00, syllable <= 0xD7A3 else { return nil }
            let index = Int(syllable - 0xAC00)
            let initial = index / 588
            let final = index % 28
            if let sound = initials[initial] { key.append(sound) }
            if let sound = finals[final] { key.append(sound) }
        }
        return finish(key)
    }

    /// Initial consonants ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ.
    private static let initials: [Character?] = ["K", "K", "N", "T", "T", "L", "M", "P", "P", "S", "S", nil, "S", "S", "S", "K", "T", "P", nil]
    /// Final consonants (none)ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ.
    private static let finals: [Character?] = [nil, "K", "K", "K", "N", "N", "N", "T", "L", "K", "M", "L", "L", "L", "P", "L",
                                               "M", "P", "P", "T", "T", "N", "T", "T", "K", "T", "P", nil]

    /// Repeated L (플레 → P L L) sounds once; too short keys are dropped.
    private static func finish(_ key: [Character]) -> String? {
        var out = ""
        for sound in key where !(sound == "L" && out.last == "L") { out.append(sound) }
        return out.count >= minimumLength ? out : nil
    }
}
