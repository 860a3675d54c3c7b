/// Which Korean units stand where an English stem stands, with weights, learned from texts already
/// known to translate each other (IBM Model 1, both directions, by expectation–maximization).
///
/// The weight of a pair is the geometric mean of the two directions' translation probabilities,
/// so a pair counts only when each side predicts the other (`sheet` ↔ 시트, not `sheet` ↔ 하세).
/// The more aligned text a corpus holds, the better the table: alignment of new documents,
/// merging across documents and query expansion all read the same one.
public struct BilingualLexicon: Sendable, Equatable {
    /// English stem → Korean units, strongest first.
    public private(set) var koreanByEnglish: [String: [Entry]]
    /// Korean unit → English stems, strongest first.
    public private(set) var englishByKorean: [String: [Entry]]

    public struct Entry: Sendable, Equatable, Hashable {
        public var unit: String
        public var weight: Double

        public init(unit: String, weight: Double) {
            self.unit = unit
            self.weight = weight
        }
    }

    /// Pairs weaker than this are noise of a small corpus, not translations.
    public static let minimumWeight = 0.08
    /// Translations kept per unit.
    public static let translationsPerUnit = 6

    public init(koreanByEnglish: [String: [Entry]] = [:], englishByKorean: [String: [Entry]] = [:]) {
        self.koreanByEnglish = koreanByEnglish
        self.englishByKorean = englishByKorean
    }

    public var isEmpty: Bool { koreanByEnglish.isEmpty }
    public var count: Int { koreanByEnglish.values.reduce(0) { $0 + $1.count } }

    /// Korean units that translate an English stem, strongest first.
    public func korean(forEnglish stem: String) -> [Entry] { koreanByEnglish[stem] ?? [] }

    /// English stems that a Korean unit translates, strongest first.
    public func english(forKorean unit: String) -> [Entry] { englishByKorean[unit] ?? [] }

    /// The weight of one pair, 0 when the lexicon does not pair them.
    public func weight(english stem: String, korean unit: String) -> Double {
        koreanByEnglish[stem]?.first { $0.unit == unit }?.weight ?? 0
    }

    /// How well two texts' units explain each other, from 0 to 1: the share of each side's known
    /// units that have a translation on the other side, averaged over both sides.
    ///
    /// - Complexity: O(*e* · *k*) for *e* English and *k* Korean units, both small.
    public func agreement(english: [String], korean: [String]) -> Double {
        match(english: english, korean: korean).agreement
    }

    /// How two texts' units explain each other: the agreement and how many units matched on each side.
    public struct Match: Sendable, Equatable {
        public var agreement: Double
        public var englishMatched: Int
        public var koreanMatched: Int
    }

    /// `weights` (by unit, default 1) let the caller count rare words more than a page's common ones.
    public func match(english: [String], korean: [String], weights: [String: Double] = [:]) -> Match {
        let englishSide = Self.share(of: Set(english), translatedInto: Set(korean), by: koreanByEnglish, weights: weights)
        let koreanSide = Self.share(of: Set(korean), translatedInto: Set(english), by: englishByKorean, weights: weights)
        guard englishSide.known > 0 || koreanSide.known > 0 else { return Match(agreement: 0, englishMatched: 0, koreanMatched: 0) }
        return Match(agreement: (englishSide.share + koreanSide.share) / 2,
                     englishMatched: englishSide.matched, koreanMatched: koreanSide.matched)
    }

    /// Of one side's units the table knows, the (weighted) share with a translation on the other side.
    private static func share(of units: Set<String>, translatedInto other: Set<String>, by table: [String: [Entry]],
                              weights: [String: Double]) -> (share: Double, known: Double, matched: Int) {
        var known = 0.0, found = 0.0, matched = 0
        for unit in units {
            guard let entries = table[unit] else { continue }
            let weight = weights[unit] ?? 1
            known += weight
            if entries.contains(where: { other.contains($0.unit) }) {
                found += weight
                matched += 1
            }
        }
        return (known > 0 ? found / known : 0, known, matched)
    }
}
